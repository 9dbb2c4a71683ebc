/**
 * « Données d'une personne », for the deployed site after its `by-email` indexes came:
 *   npm run people -- --local|--aws cles-email
 * gives the registrations and waiting-list entries stored before then the address in lower case
 * (`email_key`) by which the team space finds them. Messages, quote requests and the newsletter
 * already stored their address so. Once per deployment; running it again finds nothing to do.
 */
import { addMissingEmailKeys } from "../functions/adapters/email-keys";
import {
  type CliIo,
  consoleIo,
  deploymentFor,
  parseToolArgs,
  runAsMain,
  TARGET_USAGE,
  targetOf,
} from "./cli-common";

const USAGE = `Utilisation :
  npm run people -- --local|--aws cles-email    rend trouvables par leur e-mail les inscriptions et listes d'attente d'avant l'index
${TARGET_USAGE}`;

export async function runPeopleCli(argv: string[], io: CliIo = consoleIo): Promise<number> {
  const options = parseToolArgs(argv);
  if (options.command !== "cles-email") {
    io.err(USAGE);
    return 2;
  }
  const target = targetOf(options.targets, options.endpoint);
  if (typeof target === "string") {
    io.err(`${target}\n${USAGE}`);
    return 2;
  }
  const { config, clients } = deploymentFor(target, options.prefix, io);
  const table = (tableName: string) => ({ client: clients.ddb, tableName });
  const registrations = await addMissingEmailKeys(table(config.TABLE_INSCRIPTIONS), ["id"]);
  const entries = await addMissingEmailKeys(table(config.TABLE_WAITLIST), [
    "activity_id",
    "entry_id",
  ]);
  io.out(`Inscriptions rendues trouvables par leur e-mail : ${registrations}`);
  io.out(`Inscriptions en liste d'attente rendues trouvables par leur e-mail : ${entries}`);
  return 0;
}

runAsMain(import.meta.url, runPeopleCli, "Avec --local, lancez d'abord « npm run dev ».");
