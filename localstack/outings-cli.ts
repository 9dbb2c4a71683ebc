/**
 * The provider's outings tool.
 *   npm run outings -- import FICHIER [--remplacer]   add outings from a CSV or JSON file
 *   npm run outings -- list                           upcoming outings, places taken and left
 *   npm run outings -- participants ID                participant list of one outing (CSV)
 * Options: --prefix NOM (tables of a deployment, default jura-vtt), --endpoint URL (emulator).
 * Without --endpoint it uses AWS_ENDPOINT_URL, else the local emulator when it answers, else AWS
 * with the usual AWS credentials (profile or environment).
 */
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { pathToFileURL } from "node:url";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  ScanCommand,
} from "@aws-sdk/lib-dynamodb";
import type { InscriptionRecord } from "../functions/core/create-inscription";
import { parseOutingsFile } from "../functions/core/outings-import";
import {
  formatOutingLines,
  participantsCsv,
  upcomingOutingLines,
} from "../functions/core/outings-report";
import { DEFAULT_PREFIX, DEFAULT_REGION, defineResources } from "../infra/resources";
import type { Activity } from "../shared/schemas/activity";
import { EMULATOR_CREDENTIALS, emulatorEndpoint, probeEmulator } from "./emulator";

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

const consoleIo: CliIo = {
  out: (text) => process.stdout.write(text.endsWith("\n") ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith("\n") ? text : `${text}\n`),
};

const USAGE = `Utilisation :
  npm run outings -- import FICHIER.csv|FICHIER.json [--remplacer]
  npm run outings -- list
  npm run outings -- participants IDENTIFIANT_DE_LA_SORTIE
Options : --prefix NOM (défaut ${DEFAULT_PREFIX}), --endpoint URL (émulateur local)`;

interface Options {
  command?: string;
  args: string[];
  prefix: string;
  endpoint?: string;
  replace: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { args: [], prefix: DEFAULT_PREFIX, replace: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? "";
    if (a === "--prefix") options.prefix = argv[++i] ?? DEFAULT_PREFIX;
    else if (a === "--endpoint") options.endpoint = argv[++i];
    else if (a === "--remplacer" || a === "--replace") options.replace = true;
    else if (!options.command) options.command = a;
    else options.args.push(a);
  }
  return options;
}

/** The emulator when one is meant or answers; AWS otherwise. */
async function connect(options: Options, io: CliIo): Promise<DynamoDBDocumentClient> {
  let endpoint = options.endpoint ?? process.env.AWS_ENDPOINT_URL;
  if (!endpoint) {
    const local = emulatorEndpoint();
    if (await probeEmulator(local)) endpoint = local;
  }
  const region = process.env.AWS_REGION || DEFAULT_REGION;
  const client = endpoint
    ? new DynamoDBClient({ endpoint, region, credentials: EMULATOR_CREDENTIALS })
    : new DynamoDBClient({ region });
  io.err(endpoint ? `(émulateur local ${endpoint})` : `(AWS, région ${region})`);
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

function tables(prefix: string) {
  const resources = defineResources(prefix);
  const name = (key: string) =>
    resources.tables.find((t) => t.key === key)?.name ?? `${prefix}-${key}`;
  return { activities: name("activities"), inscriptions: name("inscriptions") };
}

async function scanActivities(ddb: DynamoDBDocumentClient, table: string): Promise<Activity[]> {
  const items: Activity[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(new ScanCommand({ TableName: table, ExclusiveStartKey: startKey }));
    items.push(...((page.Items ?? []) as Activity[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items.sort(
    (a, b) => a.date.localeCompare(b.date) || a.heure_rdv.localeCompare(b.heure_rdv),
  );
}

async function inscriptionsOf(ddb: DynamoDBDocumentClient, table: string, activityId: string) {
  const items: InscriptionRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: table,
        IndexName: "by-activity",
        KeyConditionExpression: "activity_id = :a",
        ExpressionAttributeValues: { ":a": activityId },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((page.Items ?? []) as InscriptionRecord[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

async function existingIds(
  ddb: DynamoDBDocumentClient,
  table: string,
  ids: string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = ids.slice(i, i + 100).map((id) => ({ id }));
    while (keys && keys.length > 0) {
      const res = await ddb.send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys: keys, ProjectionExpression: "id" } },
        }),
      );
      for (const item of res.Responses?.[table] ?? []) found.add(String(item.id));
      keys = res.UnprocessedKeys?.[table]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return found;
}

async function writeAll(ddb: DynamoDBDocumentClient, table: string, activities: Activity[]) {
  for (let i = 0; i < activities.length; i += 25) {
    let requests = activities.slice(i, i + 25).map((a) => ({ PutRequest: { Item: a } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 8) throw new Error("L'écriture n'a pas abouti, veuillez réessayer.");
      if (attempt > 0) await new Promise((r) => setTimeout(r, 100 * 2 ** attempt));
      const res = await ddb.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (res.UnprocessedItems?.[table] ?? []) as typeof requests;
    }
  }
}

async function importOutings(options: Options, io: CliIo): Promise<number> {
  const file = options.args[0];
  if (!file) {
    io.err(`Indiquez le fichier à importer.\n${USAGE}`);
    return 2;
  }
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    io.err(`Fichier introuvable ou illisible : ${file}`);
    return 1;
  }
  const parsed = parseOutingsFile(basename(file), text);
  if (!parsed.ok) {
    io.err(
      `Import refusé, rien n'a été enregistré :\n${parsed.errors.map((e) => `  - ${e}`).join("\n")}`,
    );
    return 1;
  }
  const ddb = await connect(options, io);
  const { activities: table } = tables(options.prefix);
  const existing = await existingIds(
    ddb,
    table,
    parsed.activities.map((a) => a.id),
  );
  if (existing.size > 0 && !options.replace) {
    const list = parsed.activities.filter((a) => existing.has(a.id));
    io.err(
      `Import refusé, rien n'a été enregistré : ces sorties existent déjà (ajoutez --remplacer pour les mettre à jour) :\n${list
        .map((a) => `  - ${a.id} (${a.date} ${a.titre})`)
        .join("\n")}`,
    );
    return 1;
  }
  await writeAll(ddb, table, parsed.activities);
  const replaced = parsed.activities.filter((a) => existing.has(a.id)).length;
  io.out(
    `${parsed.activities.length} sortie(s) enregistrée(s)${replaced > 0 ? ` dont ${replaced} mise(s) à jour` : ""}.`,
  );
  return 0;
}

async function listOutings(options: Options, io: CliIo): Promise<number> {
  const ddb = await connect(options, io);
  const t = tables(options.prefix);
  const activities = await scanActivities(ddb, t.activities);
  const byActivity = new Map<string, InscriptionRecord[]>();
  const lines = upcomingOutingLines(activities, byActivity);
  for (const line of lines)
    byActivity.set(line.activity.id, await inscriptionsOf(ddb, t.inscriptions, line.activity.id));
  io.out(formatOutingLines(upcomingOutingLines(activities, byActivity)));
  return 0;
}

async function listParticipants(options: Options, io: CliIo): Promise<number> {
  const id = options.args[0];
  if (!id) {
    io.err(`Indiquez l'identifiant de la sortie (voir « list »).\n${USAGE}`);
    return 2;
  }
  const ddb = await connect(options, io);
  const t = tables(options.prefix);
  if ((await existingIds(ddb, t.activities, [id])).size === 0) {
    io.err(`Sortie introuvable : ${id}`);
    return 1;
  }
  io.out(participantsCsv(await inscriptionsOf(ddb, t.inscriptions, id)));
  return 0;
}

export async function runOutingsCli(argv: string[], io: CliIo = consoleIo): Promise<number> {
  const options = parseArgs(argv);
  switch (options.command) {
    case "import":
      return importOutings(options, io);
    case "list":
      return listOutings(options, io);
    case "participants":
      return listParticipants(options, io);
    default:
      io.err(USAGE);
      return 2;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  runOutingsCli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      console.error(
        /ECONNREFUSED|ENOTFOUND/.test(message)
          ? `Erreur : la base de données ne répond pas (${message}). En local, lancez d'abord « npm run dev ».`
          : /credential/i.test(message)
            ? "Erreur : identifiants AWS introuvables (configurez votre profil AWS, voir docs/provider-guide.md)."
            : `Erreur : ${message}`,
      );
      process.exitCode = 1;
    },
  );
}
