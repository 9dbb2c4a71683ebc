/**
 * « Données d'une personne », for the deployed site after its `by-email` indexes came:
 *   npm run people -- --local|--aws cles-email
 * gives the registrations stored before then the address in lower case (`email_key`) by which the
 * team space finds a person's registrations. Messages, quote requests and the newsletter already
 * stored their address so. Once per deployment; running it again finds nothing to do.
 */
import { wireStores } from "../functions/wiring-stores";
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
  npm run people -- --local|--aws cles-email    rend les inscriptions enregistrées avant l'index par e-mail trouvables
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
  const keyed = await wireStores(config, clients).registrations.addMissingEmailKeys();
  io.out(`Inscriptions rendues trouvables par leur e-mail : ${keyed}`);
  return 0;
}

runAsMain(import.meta.url, runPeopleCli, "Avec --local, lancez d'abord « npm run dev ».");
