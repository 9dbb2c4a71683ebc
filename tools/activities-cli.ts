/**
 * The provider's outings tool, for bulk imports, on the emulator and on the deployed site alike
 * (day to day, the team space /espace-equipe does the same through the same use cases).
 *   npm run activities -- --local|--aws import FICHIER [--remplacer]   add outings from a CSV or JSON file
 *   npm run activities -- --local|--aws list                           upcoming outings, places taken and left
 *   npm run activities -- --local|--aws participants ID                participant list of one outing (CSV)
 *   npm run activities -- --local|--aws cles-calendrier                once, after the deployment that
 *                                                                      brings the calendar index
 * Where it works is always said, never guessed: --local is the emulator of this computer
 * (EMULATOR_PORT, or --endpoint URL), --aws the deployment reached with the usual AWS credentials
 * (--prefix NOM for a deployment not named jura-vtt). It reads and writes through the team's use
 * cases (functions/core/activities/): an import creates outings as the form does, and with
 * --remplacer edits existing ones under the same rules (places never below those taken, the
 * price kept once registrations exist), each with its event.
 */
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { planActivityChange } from "../functions/core/activities/change-rules";
import { createActivity } from "../functions/core/activities/create-activity";
import { editActivity } from "../functions/core/activities/edit-activity";
import { type ImportedActivity, parseActivitiesFile } from "../functions/core/activities/import";
import { listTeamUpcoming } from "../functions/core/activities/list-team-activities";
import { participantLines } from "../functions/core/activities/participants";
import { participantsCsv } from "../functions/core/activities/participants-csv";
import type { TeamActivityPorts } from "../functions/core/activities/ports";
import { formatActivityLines } from "../functions/core/activities/report";
import { activityFields } from "../functions/core/activities/stored-activity";
import { keyCalendar } from "../functions/wiring/activities";
import { wireStores } from "../functions/wiring/stores";
import { teamActivityPorts } from "../functions/wiring/team-activities";
import { rentsBikes } from "../shared/schemas/fleet";
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
  npm run activities -- --local|--aws cles-calendrier    range dans le calendrier les sorties d'avant son index
${TARGET_USAGE}`;

/** The id the outings tool's events record as their actor (the team space records the account's). */
export const CLI_ACTOR_ID = "outil-sorties";

type Options = ToolArgs & { replace: boolean };

function parseArgs(argv: string[]): Options {
  const parsed = parseToolArgs(argv, ["--remplacer", "--replace"]);
  return { ...parsed, replace: parsed.flags.size > 0 };
}

/** The team's use cases' ports, on the tables of the chosen deployment. */
function connect(target: Target, prefix: string, io: CliIo): TeamActivityPorts {
  const { config, clients } = deploymentFor(target, prefix, io);
  return teamActivityPorts(wireStores(config, clients));
}

const refusedList = (errors: string[]) => errors.map((e) => `  - ${e}`).join("\n");

/**
 * Every existing outing's edit is checked with the form's rules before anything is written, so
 * that a file refused for one line writes nothing.
 */
async function editRefusals(
  ports: TeamActivityPorts,
  lines: ImportedActivity[],
): Promise<string[]> {
  const errors: string[] = [];
  for (const line of lines) {
    const current = await ports.activities.get(line.id);
    if (!current) continue;
    const registrations = await ports.registrations.listByActivity(line.id);
    const plan = planActivityChange(current, activityFields(line.input), registrations);
    if (plan.kind === "refused") errors.push(`${line.where} : ${plan.error}`);
  }
  return errors;
}

async function importActivities(
  options: Options,
  connectPorts: () => TeamActivityPorts,
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
    io.err(`Import refusé, rien n'a été enregistré :\n${refusedList(parsed.errors)}`);
    return 1;
  }
  const ports = connectPorts();
  const existing = new Set<string>();
  for (const line of parsed.activities) {
    if (await ports.activities.get(line.id)) existing.add(line.id);
  }
  if (existing.size > 0 && !options.replace) {
    const list = parsed.activities.filter((a) => existing.has(a.id));
    io.err(
      `Import refusé, rien n'a été enregistré : ces sorties existent déjà (ajoutez --remplacer pour les mettre à jour) :\n${list
        .map((a) => `  - ${a.id} (${a.date} ${a.titre})`)
        .join("\n")}`,
    );
    return 1;
  }
  const refusals = await editRefusals(ports, parsed.activities);
  if (refusals.length > 0) {
    io.err(`Import refusé, rien n'a été enregistré :\n${refusedList(refusals)}`);
    return 1;
  }
  // Written one by one through the use cases; a registration arriving meanwhile may still make
  // one line refused (said by its line), never oversold.
  const failures: string[] = [];
  let saved = 0;
  let replaced = 0;
  for (const line of parsed.activities) {
    const result = existing.has(line.id)
      ? await editActivity(line.id, line.input, CLI_ACTOR_ID, ports)
      : await createActivity(line.input, CLI_ACTOR_ID, undefined, ports, line.id);
    const body = result.body as { success: boolean; error?: string };
    if (!body.success) {
      failures.push(`${line.where} : ${body.error ?? "refusée"}`);
      continue;
    }
    saved++;
    if (existing.has(line.id)) replaced++;
  }
  const summary = `${saved} sortie(s) enregistrée(s)${replaced > 0 ? ` dont ${replaced} mise(s) à jour` : ""}.`;
  if (failures.length > 0) {
    io.err(`${summary}\nCes lignes ont été refusées :\n${refusedList(failures)}`);
    return 1;
  }
  io.out(summary);
  return 0;
}

async function listActivities(connectPorts: () => TeamActivityPorts, io: CliIo): Promise<number> {
  io.out(formatActivityLines(await listTeamUpcoming(connectPorts())));
  return 0;
}

async function listParticipants(
  options: Options,
  connectPorts: () => TeamActivityPorts,
  io: CliIo,
): Promise<number> {
  const id = options.args[0];
  if (!id) {
    io.err(`Indiquez l'identifiant de la sortie (voir « list »).\n${USAGE}`);
    return 2;
  }
  const ports = connectPorts();
  const activity = await ports.activities.get(id);
  if (!activity) {
    io.err(`Sortie introuvable : ${id}`);
    return 1;
  }
  const registrations = await ports.registrations.listByActivity(id);
  const lines = await participantLines(registrations, ports.getPayment, {
    rentsBikes: rentsBikes(activity),
  });
  io.out(participantsCsv(lines));
  return 0;
}

/** The one-off calendar keys of the outings stored before the calendar index. */
async function keyOldOutings(target: Target, prefix: string, io: CliIo): Promise<number> {
  const { config, clients } = deploymentFor(target, prefix, io);
  const keyed = await keyCalendar(config, clients)();
  io.out(`Sorties rangées dans le calendrier : ${keyed}`);
  return 0;
}

export async function runActivitiesCli(argv: string[], io: CliIo = consoleIo): Promise<number> {
  const options = parseArgs(argv);
  if (!["import", "list", "participants", "cles-calendrier"].includes(options.command ?? "")) {
    io.err(USAGE);
    return 2;
  }
  const target = targetOf(options.targets, options.endpoint);
  if (typeof target === "string") {
    io.err(`${target}\n${USAGE}`);
    return 2;
  }
  // Connected only once the command is known to be complete (a file to read comes first).
  const connectPorts = () => connect(target, options.prefix, io);
  switch (options.command) {
    case "import":
      return importActivities(options, connectPorts, io);
    case "list":
      return listActivities(connectPorts, io);
    case "cles-calendrier":
      return keyOldOutings(target, options.prefix, io);
    default:
      return listParticipants(options, connectPorts, io);
  }
}

runAsMain(import.meta.url, runActivitiesCli, "Avec --local, lancez d'abord « npm run dev ».");
