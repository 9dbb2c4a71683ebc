/**
 * The provider's outings tool, for the emulator and for the deployed site alike.
 *   npm run activities -- --local|--aws import FICHIER [--remplacer]   add outings from a CSV or JSON file
 *   npm run activities -- --local|--aws list                           upcoming outings, places taken and left
 *   npm run activities -- --local|--aws participants ID                participant list of one outing (CSV)
 * Where it works is always said, never guessed: --local is the emulator of this computer
 * (EMULATOR_PORT, or --endpoint URL), --aws the deployment reached with the usual AWS credentials
 * (--prefix NOM for a deployment not named jura-vtt). It reads and writes through the functions'
 * own repositories.
 */
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { parseActivitiesFile } from "../functions/core/activities/import";
import {
  formatActivityLines,
  participantsCsv,
  upcomingActivityLines,
} from "../functions/core/activities/report";
import type { RegistrationRecord } from "../functions/core/registrations/create-registration";
import { wireStores } from "../functions/wiring-stores";
import {
  type CliIo,
  consoleIo,
  deploymentFor,
  parseToolArgs,
  runAsMain,
  TARGET_USAGE,
  type Target,
  type ToolArgs,
  targetOf,
} from "./cli-common";

export type { CliIo } from "./cli-common";

const USAGE = `Utilisation :
  npm run activities -- --local|--aws import FICHIER.csv|FICHIER.json [--remplacer]
  npm run activities -- --local|--aws list
  npm run activities -- --local|--aws participants IDENTIFIANT_DE_LA_SORTIE
${TARGET_USAGE}`;

type Options = ToolArgs & { replace: boolean };

function parseArgs(argv: string[]): Options {
  const parsed = parseToolArgs(argv, ["--remplacer", "--replace"]);
  return { ...parsed, replace: parsed.flags.size > 0 };
}

/** The functions' repositories, on the tables of the chosen deployment. */
function connect(target: Target, prefix: string, io: CliIo) {
  const { config, clients } = deploymentFor(target, prefix, io);
  const { activities, registrations } = wireStores(config, clients);
  return { activities, registrations };
}

type Repositories = ReturnType<typeof connect>;

async function importActivities(
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
  const parsed = parseActivitiesFile(basename(file), text);
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

async function listActivities(repositories: () => Repositories, io: CliIo): Promise<number> {
  const { activities, registrations } = repositories();
  const all = await activities.list();
  const byActivity = new Map<string, RegistrationRecord[]>();
  for (const line of upcomingActivityLines(all, byActivity))
    byActivity.set(line.activity.id, await registrations.listByActivity(line.activity.id));
  io.out(formatActivityLines(upcomingActivityLines(all, byActivity)));
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

export async function runActivitiesCli(argv: string[], io: CliIo = consoleIo): Promise<number> {
  const options = parseArgs(argv);
  if (!["import", "list", "participants"].includes(options.command ?? "")) {
    io.err(USAGE);
    return 2;
  }
  const target = targetOf(options.targets, options.endpoint);
  if (typeof target === "string") {
    io.err(`${target}\n${USAGE}`);
    return 2;
  }
  // Connected only once the command is known to be complete (a file to read comes first).
  const repositories = () => connect(target, options.prefix, io);
  switch (options.command) {
    case "import":
      return importActivities(options, repositories, io);
    case "list":
      return listActivities(repositories, io);
    default:
      return listParticipants(options, repositories, io);
  }
}

runAsMain(import.meta.url, runActivitiesCli, "Avec --local, lancez d'abord « npm run dev ».");
