import { type BankFile, importBankFile } from "@core/payments/bank/bank-file-import";
import { bankImportSummary } from "@core/payments/bank/bank-import-summary";
import { markBankTransferPaid } from "@core/payments/bank/bank-transfer";
import { markManualTwintPaid } from "@core/payments/manual-payment";
import { hasRequestedRefund } from "@core/payments/payment";
import { loadPaymentsDesk } from "@core/payments/payments-desk";
import { recordRefundByHand } from "@core/payments/refund-by-hand";
import { PAYMENTS_DESK_MESSAGES as M } from "@shared/messages/payments-desk";
import {
  type BankImportReport,
  MAX_BANK_FILE_BYTES,
  markPaidInputSchema,
} from "@shared/schemas/team-payments";
import { type ApiEvent, bodyBytes, HttpError, header, json, parseJsonBody } from "../../api/http";
import { NO_STORE, noStoreOnRefusal, recordKeyOf } from "../../api/route-helpers";
import { bindRoutes } from "../../api/router";
import { getConfig } from "../../config";
import { log } from "../../logger";
import {
  bankFilePorts,
  paymentsDeskPorts,
  refundByHandPorts,
  settlementPorts,
} from "../../wiring/payments-desk";
import { type RetryNow, refundRetryNow } from "../../wiring/refunds";
import { teamActor } from "../team-actor";
import type { TeamAdapters } from "../wiring";

const IDEMPOTENCY_SCOPE = "team-mark-paid";

const paymentIdOf = (event: ApiEvent) => event.pathParameters?.payment_id ?? "";

/**
 * The team space's payments desk (route-table.ts `teamPayments`, shapes in
 * shared/schemas/team-payments.ts). « Marquer comme payé » and the bank file call the use cases
 * of `npm run payments -- mark-paid | import-camt`; « Réessayer » queues the refund for the refund
 * job; « Remboursé à la main » records it once, with its event. Errors are French, no-store.
 */
export function teamPaymentsRoutes(
  { stores }: TeamAdapters,
  options: { retryNow?: RetryNow } = {},
) {
  const retryNow = options.retryNow ?? refundRetryNow(getConfig);
  const settlePorts = settlementPorts(stores);
  const answer = (status: number, body: unknown) => json(status, body, NO_STORE);

  return bindRoutes(
    "teamPayments",
    noStoreOnRefusal({
      desk: async (event) => {
        teamActor(event);
        const desk = await loadPaymentsDesk(paymentsDeskPorts(stores));
        return answer(200, desk);
      },

      markPaid: async (event) => {
        const actor = teamActor(event);
        const key = recordKeyOf(event, IDEMPOTENCY_SCOPE, M.idempotencyKeyInvalid);
        const parsed = markPaidInputSchema.safeParse(parseJsonBody(event));
        if (!parsed.success) {
          const fields = new Set(parsed.error.issues.map((i) => String(i.path[0])));
          throw new HttpError(400, M.invalid, {
            ...(fields.has("reference") ? { reference: M.reference } : {}),
            ...(fields.has("methode") ? { methode: M.methode } : {}),
          });
        }
        const stored = key ? await stores.idempotency.getStoredResponse(key) : undefined;
        if (stored) return answer(stored.statusCode, stored.body);
        const { reference, methode } = parsed.data;
        const result =
          methode === "twint"
            ? await markManualTwintPaid(reference, settlePorts)
            : await markBankTransferPaid(reference, settlePorts);
        if (result.kind === "not_found" || result.kind === "unknown_payment") {
          throw new HttpError(
            404,
            methode === "twint" ? M.unknownTwintReference : M.unknownBankReference,
          );
        }
        const body =
          result.kind === "unchanged"
            ? { success: true, resultat: "deja_paye", message: M.alreadyPaid }
            : {
                success: true,
                resultat: result.refundDue ? "a_rembourser" : "paye",
                message: result.refundDue ? M.paidTwice : M.paid,
                inscription_id: result.payment.inscription_id ?? null,
                montant_centimes: result.payment.amount_centimes,
              };
        if (key) await stores.idempotency.storeResponse(key, { statusCode: 200, body });
        log.info("team_payment_marked_paid", {
          actorId: actor.id,
          paymentId: result.payment.id,
          outcome: body.resultat,
        });
        return answer(200, body);
      },

      importBankFile: async (event) => {
        const actor = teamActor(event);
        const type = header(event, "content-type") ?? "";
        if (!/^(application|text)\/xml\b/i.test(type)) throw new HttpError(415, M.bankFileType);
        const bytes = bodyBytes(event);
        if (bytes.length > MAX_BANK_FILE_BYTES) throw new HttpError(413, M.bankFileTooLarge);
        if (bytes.length === 0) throw new HttpError(400, M.bankFileEmpty);
        const name = (header(event, "x-nom-fichier") ?? "releve.xml").slice(0, 120);
        // The XML reader loads with the first bank file: the desk's other requests never need it.
        const [{ readBankFile }, { CamtFormatError }] = await Promise.all([
          import("@adapters/bank/read-bank-file"),
          import("@adapters/bank/camt"),
        ]);
        let file: BankFile;
        try {
          file = readBankFile(bytes, name);
        } catch (error) {
          if (error instanceof CamtFormatError) throw new HttpError(400, M.notCamt);
          throw error;
        }
        const data = await importBankFile(file, bankFilePorts(stores));
        const summary = bankImportSummary(data);
        const nombres: Record<string, number> = {};
        for (const entry of data.entries)
          nombres[entry.outcome] = (nombres[entry.outcome] ?? 0) + 1;
        const report: BankImportReport = {
          success: true,
          titre: summary.title,
          resume: summary.overview,
          groupes: summary.groups.map((g) => ({
            resultat: g.outcome,
            titre: g.heading,
            lignes: g.lines,
          })),
          nombres,
        };
        log.info("team_bank_file_imported", { actorId: actor.id, entries: data.entries.length });
        return answer(200, report);
      },

      retryRefund: async (event) => {
        const actor = teamActor(event);
        const payment = await stores.paymentStore.getPayment(paymentIdOf(event));
        if (!payment) throw new HttpError(404, M.paymentNotFound);
        if (!hasRequestedRefund(payment)) throw new HttpError(409, M.retryNotRequested);
        await retryNow(payment.id);
        log.info("team_refund_retry_queued", { actorId: actor.id, paymentId: payment.id });
        return answer(202, { success: true, message: M.retryQueued });
      },

      refundedByHand: async (event) => {
        const actor = teamActor(event);
        const result = await recordRefundByHand(
          paymentIdOf(event),
          actor.id,
          refundByHandPorts(stores),
        );
        switch (result.kind) {
          case "not_found":
            throw new HttpError(404, M.paymentNotFound);
          case "not_to_do":
            throw new HttpError(409, M.notByHand);
          case "already_refunded":
            return answer(200, {
              success: true,
              resultat: "deja_rembourse",
              message: M.alreadyRefunded,
            });
          case "recorded":
            log.info("team_refund_by_hand", { actorId: actor.id, paymentId: paymentIdOf(event) });
            return answer(200, { success: true, resultat: "rembourse", message: M.refundedByHand });
        }
      },
    }),
  );
}
