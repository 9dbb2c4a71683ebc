/**
 * The provider's payments tool.
 *   npm run payments -- --local|--aws mark-paid REFERENCE [--method twint]
 * A bank transfer arrived with this QR-bill reference (as printed, spaces allowed): its payment is
 * completed through the same use case as the bank import will use. With --method twint, a TWINT
 * payment received by hand (/paiement-twint) whose message carries REFERENCE, the registration
 * number (or its QR-bill reference): a TWINT payment is recorded and completed. Either way the
 * registration turns paid and the receipt goes out; if it was already paid, the money is marked
 * for refund and the provider gets an e-mail. --local is the emulator of this computer (EMULATOR_PORT, or
 * --endpoint URL), --aws the deployment reached with the usual AWS credentials (--prefix NOM for a
 * deployment not named jura-vtt).
 *   npm run payments -- --local|--aws import-camt FICHIER.xml
 * Imports the bank's camt.054 (or camt.053) file: each credit whose QR-bill reference and exact
 * amount match turns its registration paid (the receipt goes out); partial, excess, unknown and
 * already imported credits are reported, never applied. The summary is printed, and e-mailed to
 * the provider.
 *   npm run payments -- --local|--aws refunds
 * Lists the refunds to do, as the team space's « Paiements » page shows them: those Stripe or
 * PayPal refused (tried again by the refund job) and those to do by hand.
 * The team space (« Paiements ») calls the same use cases: one way per act, two doors.
 */
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { CamtFormatError } from "../functions/adapters/bank/camt";
import { readBankFile } from "../functions/adapters/bank/read-bank-file";
import { importBankFile } from "../functions/core/payments/bank/bank-file-import";
import { bankImportSummaryText } from "../functions/core/payments/bank/bank-import-summary";
import { markBankTransferPaid } from "../functions/core/payments/bank/bank-transfer";
import { markManualTwintPaid } from "../functions/core/payments/manual-payment";
import { loadPaymentsDesk } from "../functions/core/payments/payments-desk";
import {
  bankFilePorts,
  paymentsDeskPorts,
  settlementPorts,
} from "../functions/wiring/payments-desk";
import { wireStores } from "../functions/wiring/stores";
import { formatChf } from "../shared/money";
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

const USAGE = `Utilisation :
  npm run payments -- --local|--aws mark-paid RÉFÉRENCE
  (RÉFÉRENCE : la référence de la QR-facture, telle qu'imprimée ; les espaces sont permis)
  npm run payments -- --local|--aws mark-paid RÉFÉRENCE --method twint
  (un paiement TWINT reçu à la main ; RÉFÉRENCE : le numéro d'inscription écrit dans le message)
  npm run payments -- --local|--aws import-camt FICHIER.xml
  (le fichier camt.054 ou camt.053 téléchargé de votre e-banking)
  npm run payments -- --local|--aws refunds
  (les remboursements à faire : refusés par Stripe ou PayPal, et à faire à la main)
${TARGET_USAGE}`;

/** How the money came: a bank transfer (the default) or TWINT by hand. */
const MANUAL_METHODS = ["virement", "twint"] as const;
type ManualMethod = (typeof MANUAL_METHODS)[number];

/** Takes `--method NAME` out of the arguments: the method, or the French reason it is refused. */
function methodOption(argv: string[]): { method: ManualMethod | string; rest: string[] } {
  const at = argv.indexOf("--method");
  if (at === -1) return { method: "virement", rest: argv };
  const name = argv[at + 1] ?? "";
  const rest = [...argv.slice(0, at), ...argv.slice(at + 2)];
  return (MANUAL_METHODS as readonly string[]).includes(name)
    ? { method: name as ManualMethod, rest }
    : { method: `Moyen de paiement inconnu : « ${name} » (virement ou twint).`, rest };
}

/**
 * The stores of the chosen deployment's tables and bus, without any provider: the payments desk's
 * ports (functions/wiring/payments-desk.ts) are built on them, as for the team space.
 */
function connect(target: Target, prefix: string, io: CliIo) {
  const { config, clients } = deploymentFor(target, prefix, io);
  return wireStores(config, clients);
}

async function markPaid(
  options: ToolArgs,
  method: ManualMethod,
  target: Target,
  io: CliIo,
): Promise<number> {
  // A printed reference comes in groups: « 21 00000 00003 13947 14300 09017 ».
  const reference = options.args.join("");
  if (!reference) {
    io.err(
      `Indiquez ${method === "twint" ? "le numéro d'inscription" : "la référence de la QR-facture"}.\n${USAGE}`,
    );
    return 2;
  }
  const ports = settlementPorts(connect(target, options.prefix, io));
  const result =
    method === "twint"
      ? await markManualTwintPaid(reference, ports)
      : await markBankTransferPaid(reference, ports);
  const received = method === "twint" ? "Paiement TWINT" : "Virement";
  switch (result.kind) {
    case "not_found":
      io.err(
        method === "twint"
          ? `Référence inconnue : ${reference}. Aucune inscription ne porte ce numéro (ni cette référence QR).`
          : `Référence inconnue : ${reference}. Aucun paiement par virement ne la porte.`,
      );
      return 1;
    case "unknown_payment":
      io.err(`Paiement introuvable pour la référence ${reference}.`);
      return 1;
    case "unchanged":
      io.out(
        `Déjà enregistré : le paiement ${result.payment.id} est « ${result.payment.status} ». Rien n'a changé.`,
      );
      return 0;
    case "applied": {
      const { payment } = result;
      io.out(
        result.refundDue
          ? `${received} de ${formatChf(payment.amount_centimes)} enregistré pour l'inscription ${payment.inscription_id}, qui était déjà payée : il est marqué « à rembourser » et un e-mail vous le rappelle.`
          : `${received} de ${formatChf(payment.amount_centimes)} enregistré : l'inscription ${payment.inscription_id} est payée. Le reçu part par e-mail.`,
      );
      return 0;
    }
  }
}

async function importCamt(options: ToolArgs, target: Target, io: CliIo): Promise<number> {
  const path = options.args[0];
  if (!path || options.args.length > 1) {
    io.err(`Indiquez un seul fichier camt.054 ou camt.053.\n${USAGE}`);
    return 2;
  }
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch {
    io.err(`Fichier introuvable ou illisible : ${path}`);
    return 1;
  }
  let file: ReturnType<typeof readBankFile>;
  try {
    file = readBankFile(bytes, basename(path));
  } catch (error) {
    if (error instanceof CamtFormatError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
  const data = await importBankFile(file, bankFilePorts(connect(target, options.prefix, io)));
  io.out(bankImportSummaryText(data));
  io.out("\nCe résumé vous est aussi envoyé par e-mail.");
  return 0;
}

/** The refunds to do, one line each: who, how much, how, and for a refused one its tries. */
async function listRefunds(options: ToolArgs, target: Target, io: CliIo): Promise<number> {
  const desk = await loadPaymentsDesk(paymentsDeskPorts(connect(target, options.prefix, io)));
  const { refuses, a_la_main } = desk.remboursements;
  const line = (r: (typeof refuses)[number]) =>
    `  - ${r.nom} – ${formatChf(r.montant_centimes)} – ${r.moyen_paiement} – paiement ${r.payment_id}`;
  io.out(`Refusés par le prestataire (${refuses.length}) :`);
  for (const r of refuses) {
    io.out(
      `${line(r)} – ${r.essais} essai(s)${r.en_echec ? " – EN ÉCHEC" : ""}, prochain : ${r.prochain_essai ?? "—"}`,
    );
  }
  io.out(`À faire à la main (${a_la_main.length}) :`);
  for (const r of a_la_main) io.out(line(r));
  return 0;
}

export async function runPaymentsCli(argv: string[], io: CliIo = consoleIo): Promise<number> {
  const { method, rest } = methodOption(argv);
  if (!(MANUAL_METHODS as readonly string[]).includes(method)) {
    io.err(`${method}\n${USAGE}`);
    return 2;
  }
  const options = parseToolArgs(rest);
  if (!["mark-paid", "import-camt", "refunds"].includes(options.command ?? "")) {
    io.err(USAGE);
    return 2;
  }
  const target = targetOf(options.targets, options.endpoint);
  if (typeof target === "string") {
    io.err(`${target}\n${USAGE}`);
    return 2;
  }
  if (options.command === "import-camt") return importCamt(options, target, io);
  if (options.command === "refunds") return listRefunds(options, target, io);
  return markPaid(options, method as ManualMethod, target, io);
}

runAsMain(import.meta.url, runPaymentsCli, "Avec --local, lancez d'abord « npm run dev ».");
