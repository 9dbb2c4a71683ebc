/**
 * The provider's outings tool, for the emulator and for the deployed site alike.
 *   npm run outings -- --local|--aws import FICHIER [--remplacer]   add outings from a CSV or JSON file
 *   npm run outings -- --local|--aws list                           upcoming outings, places taken and left
 *   npm run outings -- --local|--aws participants ID                participant list of one outing (CSV)
 * Where it works is always said, never guessed: --local is the emulator of this computer
 * (EMULATOR_PORT, or --endpoint URL), --aws the deployment reached with the usual AWS credentials
 * (--prefix NOM for a deployment not named jura-vtt). It reads and writes through the functions'
 * own repositories.
 */
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { pathToFileURL } from "node:url";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { activitiesRepository } from "../functions/adapters/activities-repository";
import { documentClient } from "../functions/adapters/aws-clients";
import { registrationsRepository } from "../functions/adapters/inscriptions-repository";
import type { InscriptionRecord } from "../functions/core/create-inscription";
import { parseOutingsFile } from "../functions/core/outings-import";
import {
  formatOutingLines,
  participantsCsv,
  upcomingOutingLines,
} from "../functions/core/outings-report";
import { DEFAULT_PREFIX, DEFAULT_REGION, defineResources } from "../infra/resources";
import { emulatorClientConfig, emulatorEndpoint } from "../localstack/emulator";

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

const consoleIo: CliIo = {
  out: (text) => process.stdout.write(text.endsWith("\n") ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith("\n") ? text : `${text}\n`),
};

const USAGE = `Utilisation :
  npm run outings -- --local|--aws import FICHIER.csv|FICHIER.json [--remplacer]
  npm run outings -- --local|--aws list
  npm run outings -- --local|--aws participants IDENTIFIANT_DE_LA_SORTIE
Où travailler (obligatoire) :
  --local   la base de données de cet ordinateur (npm run dev) ; --endpoint URL pour une autre adresse
  --aws     le vrai site, avec vos identifiants AWS
Option : --prefix NOM (défaut ${DEFAULT_PREFIX})`;

type Target = { kind: "local"; endpoint?: string } | { kind: "aws" };

interface Options {
  command?: string;
  args: string[];
  prefix: string;
  targets: Target["kind"][];
  endpoint?: string;
  replace: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { args: [], prefix: DEFAULT_PREFIX, targets: [], replace: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? "";
    if (a === "--prefix") options.prefix = argv[++i] ?? DEFAULT_PREFIX;
    else if (a === "--local") options.targets.push("local");
    else if (a === "--aws") options.targets.push("aws");
    else if (a === "--endpoint") options.endpoint = argv[++i];
    else if (a === "--remplacer" || a === "--replace") options.replace = true;
    else if (!options.command) options.command = a;
    else options.args.push(a);
  }
  return options;
}

/** The one target the command names, or the French reason it cannot be used. */
function targetOf(options: Options): Target | string {
  const kinds = new Set(options.targets);
  if (kinds.size !== 1) {
    return kinds.size === 0
      ? "Indiquez où travailler : --local (essai sur cet ordinateur) ou --aws (le vrai site)."
      : "Choisissez soit --local, soit --aws, pas les deux.";
  }
  if (kinds.has("aws")) {
    return options.endpoint ? "L'option --endpoint ne s'utilise qu'avec --local." : { kind: "aws" };
  }
  return { kind: "local", endpoint: options.endpoint };
}

/** The functions' repositories, on the tables of the chosen deployment. */
function connect(target: Target, prefix: string, io: CliIo) {
  let client: DynamoDBClient;
  if (target.kind === "local") {
    const endpoint = target.endpoint ?? emulatorEndpoint();
    client = new DynamoDBClient(emulatorClientConfig(endpoint));
    io.err(`(émulateur local ${endpoint})`);
  } else {
    const region = process.env.AWS_REGION || DEFAULT_REGION;
    // AWS_ENDPOINT_URL in the shell (left from local work) must not send --aws to the emulator.
    client = new DynamoDBClient({ region, ignoreConfiguredEndpointUrls: true });
    io.err(`(AWS, région ${region})`);
  }
  const ddb = documentClient(client);
  const tables = defineResources(prefix).tables;
  const tableName = (key: string) => tables.find((t) => t.key === key)?.name ?? `${prefix}-${key}`;
  return {
    activities: activitiesRepository({ client: ddb, tableName: tableName("activities") }),
    registrations: registrationsRepository({ client: ddb, tableName: tableName("inscriptions") }),
  };
}

type Repositories = ReturnType<typeof connect>;

async function importOutings(
  options: Options,
  repositories: () => Repositories,
  io: CliIo,
): Promise<number> {
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
  const { activities } = repositories();
  const existing = await activities.existingIds(parsed.activities.map((a) => a.id));
  if (existing.size > 0 && !options.replace) {
    const list = parsed.activities.filter((a) => existing.has(a.id));
    io.err(
      `Import refusé, rien n'a été enregistré : ces sorties existent déjà (ajoutez --remplacer pour les mettre à jour) :\n${list
        .map((a) => `  - ${a.id} (${a.date} ${a.titre})`)
        .join("\n")}`,
    );
    return 1;
  }
  await activities.putAll(parsed.activities);
  const replaced = parsed.activities.filter((a) => existing.has(a.id)).length;
  io.out(
    `${parsed.activities.length} sortie(s) enregistrée(s)${replaced > 0 ? ` dont ${replaced} mise(s) à jour` : ""}.`,
  );
  return 0;
}

async function listOutings(repositories: () => Repositories, io: CliIo): Promise<number> {
  const { activities, registrations } = repositories();
  const all = await activities.list();
  const byActivity = new Map<string, InscriptionRecord[]>();
  for (const line of upcomingOutingLines(all, byActivity))
    byActivity.set(line.activity.id, await registrations.listByActivity(line.activity.id));
  io.out(formatOutingLines(upcomingOutingLines(all, byActivity)));
  return 0;
}

async function listParticipants(
  options: Options,
  repositories: () => Repositories,
  io: CliIo,
): Promise<number> {
  const id = options.args[0];
  if (!id) {
    io.err(`Indiquez l'identifiant de la sortie (voir « list »).\n${USAGE}`);
    return 2;
  }
  const { activities, registrations } = repositories();
  if (!(await activities.get(id))) {
    io.err(`Sortie introuvable : ${id}`);
    return 1;
  }
  io.out(participantsCsv(await registrations.listByActivity(id)));
  return 0;
}

export async function runOutingsCli(argv: string[], io: CliIo = consoleIo): Promise<number> {
  const options = parseArgs(argv);
  if (!["import", "list", "participants"].includes(options.command ?? "")) {
    io.err(USAGE);
    return 2;
  }
  const target = targetOf(options);
  if (typeof target === "string") {
    io.err(`${target}\n${USAGE}`);
    return 2;
  }
  // Connected only once the command is known to be complete (a file to read comes first).
  const repositories = () => connect(target, options.prefix, io);
  switch (options.command) {
    case "import":
      return importOutings(options, repositories, io);
    case "list":
      return listOutings(repositories, io);
    default:
      return listParticipants(options, repositories, io);
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
          ? `Erreur : la base de données ne répond pas (${message}). Avec --local, lancez d'abord « npm run dev ».`
          : /credential/i.test(message)
            ? "Erreur : identifiants AWS introuvables (configurez votre profil AWS, voir docs/provider-guide.md)."
            : `Erreur : ${message}`,
      );
      process.exitCode = 1;
    },
  );
}
