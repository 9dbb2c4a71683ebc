/**
 * The provider's payments tool.
 *   npm run payments -- --local|--aws mark-paid REFERENCE
 * A bank transfer arrived with this QR-bill reference (as printed, spaces allowed): its payment is
 * completed through the same use case as the bank import will use. The registration turns paid
 * and the receipt goes out; if it was already paid, the transfer is marked for refund and the
 * provider gets an e-mail. --local is the emulator of this computer (EMULATOR_PORT, or
 * --endpoint URL), --aws the deployment reached with the usual AWS credentials (--prefix NOM for a
 * deployment not named jura-vtt).
 */
import { randomUUID } from "node:crypto";
import { eventBus } from "../functions/adapters/event-bus";
import { idempotencyRepository } from "../functions/adapters/idempotency";
import { outboxRepository } from "../functions/adapters/outbox";
import { paymentAdapters } from "../functions/adapters/payment-adapters";
import { markBankTransferPaid } from "../functions/core/payments/bank-transfer";
import { defineResources } from "../infra/resources";
import { formatChf } from "../shared/money";
import {
  type CliIo,
  clientsFor,
  consoleIo,
  parseToolArgs,
  runAsMain,
  TARGET_USAGE,
  type Target,
  type ToolArgs,
  tableNameFor,
  targetOf,
} from "./cli-common";

const USAGE = `Utilisation :
  npm run payments -- --local|--aws mark-paid RÉFÉRENCE
  (RÉFÉRENCE : la référence de la facture QR, telle qu'imprimée ; les espaces sont permis)
${TARGET_USAGE}`;

/** The functions' payment adapters on the chosen deployment's tables and bus. */
function connect(target: Target, prefix: string, io: CliIo) {
  const clients = clientsFor(target, io);
  const table = (key: string) => ({ client: clients.ddb, tableName: tableNameFor(prefix, key) });
  const { publish } = eventBus({
    client: clients.eventBridge,
    busName: defineResources(prefix).busName,
  });
  return paymentAdapters({
    config: {
      TABLE_PAYMENTS: tableNameFor(prefix, "payments"),
      TABLE_INSCRIPTIONS: tableNameFor(prefix, "inscriptions"),
      TABLE_WEBHOOK_EVENTS: tableNameFor(prefix, "webhook-events"),
    },
    client: clients.ddb,
    outbox: outboxRepository({ ...table("outbox"), publish }),
    idempotency: idempotencyRepository(table("idempotency")),
  });
}

async function markPaid(options: ToolArgs, target: Target, io: CliIo): Promise<number> {
  // A printed reference comes in groups: « 21 00000 00003 13947 14300 09017 ».
  const reference = options.args.join("");
  if (!reference) {
    io.err(`Indiquez la référence de la facture QR.\n${USAGE}`);
    return 2;
  }
  const payments = connect(target, options.prefix, io);
  const result = await markBankTransferPaid(reference, { ...payments, newId: randomUUID });
  switch (result.kind) {
    case "not_found":
      io.err(`Référence inconnue : ${reference}. Aucun paiement par virement ne la porte.`);
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
          ? `Virement de ${formatChf(payment.amount_centimes)} enregistré pour l'inscription ${payment.inscription_id}, qui était déjà payée : il est marqué « à rembourser » et un e-mail vous le rappelle.`
          : `Virement de ${formatChf(payment.amount_centimes)} enregistré : l'inscription ${payment.inscription_id} est payée. Le reçu part par e-mail.`,
      );
      return 0;
    }
  }
}

export async function runPaymentsCli(argv: string[], io: CliIo = consoleIo): Promise<number> {
  const options = parseToolArgs(argv);
  if (options.command !== "mark-paid") {
    io.err(USAGE);
    return 2;
  }
  const target = targetOf(options.targets, options.endpoint);
  if (typeof target === "string") {
    io.err(`${target}\n${USAGE}`);
    return 2;
  }
  return markPaid(options, target, io);
}

runAsMain(import.meta.url, runPaymentsCli, "Avec --local, lancez d'abord « npm run dev ».");
