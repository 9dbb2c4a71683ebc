import {
  bankImportReportSchema,
  deskActionAnswerSchema,
  type MarkPaidInput,
  paymentsDeskSchema,
} from "@shared/schemas/team-payments";
import type { TeamClient } from "../shared/team-client";

const paymentPath = (paymentId: string, act: string) =>
  `/api/equipe/paiements/${encodeURIComponent(paymentId)}/${act}`;

/** The payments desk (shared/schemas/team-payments.ts). */
export function paymentsApi(client: TeamClient) {
  return {
    paymentsDesk: (signal?: AbortSignal) =>
      client.get(paymentsDeskSchema, "/api/equipe/paiements", signal),
    markPaid: (input: MarkPaidInput, idempotencyKey: string) =>
      client.post(deskActionAnswerSchema, "/api/equipe/paiements/marquer-paye", input, {
        idempotencyKey,
      }),
    importBankFile: (file: File) =>
      client.postFile(
        bankImportReportSchema,
        "/api/equipe/paiements/releve",
        { raw: file, type: "application/xml" },
        // The name is the founders' own file's: ASCII only in a header.
        { headers: { "X-Nom-Fichier": file.name.replace(/[^\x20-\x7e]/g, "_") } },
      ),
    retryRefund: (paymentId: string) =>
      client.post(deskActionAnswerSchema, paymentPath(paymentId, "remboursement")),
    refundedByHand: (paymentId: string) =>
      client.post(deskActionAnswerSchema, paymentPath(paymentId, "rembourse-a-la-main")),
  };
}
