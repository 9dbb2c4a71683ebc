/**
 * Quote requests and contact messages, for the deployed site after the team space's lists came:
 *   npm run requests -- --local|--aws statuts
 * gives the requests stored before « à traiter » / « traité » existed the status « à traiter », so
 * that the team space lists them (its lists read an index of that status, never the whole table).
 * Once per deployment; running it again finds nothing to do.
 */
import { wireStores } from "../functions/wiring/stores";
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
  npm run requests -- --local|--aws statuts    met « à traiter » sur les demandes et messages reçus avant les statuts
${TARGET_USAGE}`;

export async function runRequestsCli(argv: string[], io: CliIo = consoleIo): Promise<number> {
  const options = parseToolArgs(argv);
  if (options.command !== "statuts") {
    io.err(USAGE);
    return 2;
  }
  const target = targetOf(options.targets, options.endpoint);
  if (typeof target === "string") {
    io.err(`${target}\n${USAGE}`);
    return 2;
  }
  const { config, clients } = deploymentFor(target, options.prefix, io);
  const stores = wireStores(config, clients);
  const quotes = await stores.quoteRequests.inbox.markOlderToHandle();
  const messages = await stores.contactMessages.inbox.markOlderToHandle();
  io.out(`Demandes de devis mises « à traiter » : ${quotes}`);
  io.out(`Messages mis « à traiter » : ${messages}`);
  return 0;
}

runAsMain(import.meta.url, runRequestsCli, "Avec --local, lancez d'abord « npm run dev ».");
