import * as z from "../zod";

/**
 * The payments desk of the team space (GET/POST /api/equipe/paiements…): what the screens show
 * and send. Amounts in centimes, instants ISO; names are shown to the signed-in founders only.
 */

/** « Marquer comme payé »: the QR-bill reference (virement) or the registration number (twint). */
export const markPaidInputSchema = z.strictObject({
  reference: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  methode: z.enum(["virement", "twint"]),
});
export type MarkPaidInput = z.infer<typeof markPaidInputSchema>;

const outingSchema = z.object({ titre: z.string(), date: z.string() });

/** An unpaid registration: who, which outing, how much, how, by when, and its QR reference. */
export const deskUnpaidRegistrationSchema = z.object({
  inscription_id: z.string(),
  /** The short reference (« JV-7K3M-Q9 »), or null for an older registration. */
  reference: z.nullable(z.string()),
  nom: z.string(),
  /** What the founders' search reads besides the name (empty once anonymised). */
  email: z.string(),
  telephone: z.string(),
  sortie: outingSchema,
  montant_centimes: z.number().check(z.int()),
  /** The method chosen, in French; null when none was started. */
  moyen_paiement: z.nullable(z.string()),
  /** How « Marquer comme payé » finds it: `virement` by its QR reference, else `twint` by hand. */
  methode_manuelle: z.enum(["virement", "twint"]),
  /** The reference to mark it paid with: the printed QR reference, else the registration id. */
  reference_paiement: z.string(),
  /** The printed QR-bill reference, when a bank transfer was chosen. */
  reference_qr: z.nullable(z.string()),
  delai: z.nullable(z.string()),
});
export type DeskUnpaidRegistration = z.infer<typeof deskUnpaidRegistrationSchema>;

/** A refund still to do. */
export const deskRefundSchema = z.object({
  payment_id: z.string(),
  inscription_id: z.nullable(z.string()),
  nom: z.string(),
  sortie: z.nullable(outingSchema),
  montant_centimes: z.number().check(z.int()),
  moyen_paiement: z.string(),
  demande_le: z.nullable(z.string()),
  /** Provider calls of the refund job that failed. */
  essais: z.number().check(z.int()),
  /** When the refund job asks the provider next (refused refunds only). */
  prochain_essai: z.nullable(z.string()),
  /** Refused that many times that the founders should look at it (still tried daily). */
  en_echec: z.boolean(),
});
export type DeskRefund = z.infer<typeof deskRefundSchema>;

export const paymentsDeskSchema = z.object({
  success: z.literal(true),
  non_payees: z.array(deskUnpaidRegistrationSchema),
  remboursements: z.object({
    refuses: z.array(deskRefundSchema),
    a_la_main: z.array(deskRefundSchema),
  }),
});
export type PaymentsDesk = z.infer<typeof paymentsDeskSchema>;

/** The answer to « Marquer comme payé », « Réessayer » and « Remboursé à la main ». */
export const deskActionAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  resultat: z.optional(z.string()),
});

/** The bank file's report, as the screen shows it (the same words as the e-mail). */
export const bankImportReportSchema = z.object({
  success: z.literal(true),
  titre: z.string(),
  resume: z.string(),
  groupes: z.array(
    z.object({ resultat: z.string(), titre: z.string(), lignes: z.array(z.string()) }),
  ),
  /** Counts by outcome (paid, partial, excess, unknown_reference, duplicate…). */
  nombres: z.record(z.string(), z.number().check(z.int())),
});
export type BankImportReport = z.infer<typeof bankImportReportSchema>;

/**
 * The largest bank file the desk takes, in bytes: a month of a small provider is a few dozen KB.
 * Well under what carries it: API Gateway's HTTP API takes 10 MB, a synchronous Lambda call 6 MB
 * (a body API Gateway base64-encodes grows by a third), and the team function has 512 MB.
 */
export const MAX_BANK_FILE_BYTES = 1024 * 1024;
