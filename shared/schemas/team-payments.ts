import { z } from "../zod";

/**
 * The payments desk of the team space (GET/POST /api/equipe/paiements…): what the screens show
 * and send. Amounts in centimes, instants ISO; names are shown to the signed-in founders only.
 */

/** « Marquer comme payé »: the QR-bill reference (virement) or the registration number (twint). */
export const markPaidInputSchema = z.strictObject({
  reference: z.string().trim().min(1).max(80),
  methode: z.enum(["virement", "twint"]),
});
export type MarkPaidInput = z.infer<typeof markPaidInputSchema>;

/** An unpaid registration: who, which outing, how much, how, by when, and its QR reference. */
export interface DeskUnpaidRegistration {
  inscription_id: string;
  /** The short reference (« JV-7K3M-Q9 »), or null for an older registration. */
  reference: string | null;
  nom: string;
  sortie: { titre: string; date: string };
  montant_centimes: number;
  /** The method chosen, in French; null when none was started. */
  moyen_paiement: string | null;
  /** Whether « Marquer comme payé » applies: `virement` by its QR reference, else `twint` by hand. */
  methode_manuelle: "virement" | "twint";
  /** The reference to mark it paid with: the printed QR reference, else the registration id. */
  reference_paiement: string;
  /** The printed QR-bill reference, when a bank transfer was chosen. */
  reference_qr: string | null;
  delai: string | null;
}

/** A refund still to do. */
export interface DeskRefund {
  payment_id: string;
  inscription_id: string | null;
  nom: string;
  sortie: { titre: string; date: string } | null;
  montant_centimes: number;
  moyen_paiement: string;
  demande_le: string | null;
  /** Provider calls that failed (the refund job's tries). */
  essais: number;
  /** When the refund job asks the provider next (refused refunds only). */
  prochain_essai: string | null;
  /** Refused that many times that the founders should look at it (still tried daily). */
  en_echec: boolean;
}

export interface PaymentsDesk {
  success: true;
  non_payees: DeskUnpaidRegistration[];
  remboursements: { refuses: DeskRefund[]; a_la_main: DeskRefund[] };
}

/** The bank file's report, as the screen shows it (the same words as the e-mail). */
export interface BankImportReport {
  success: true;
  titre: string;
  resume: string;
  groupes: { resultat: string; titre: string; lignes: string[] }[];
  /** Counts by outcome: payées, partielles, en trop, inconnues, déjà importées… */
  nombres: Record<string, number>;
}

/** The largest bank file the desk takes, in bytes (a month of a small provider is a few dozen KB). */
export const MAX_BANK_FILE_BYTES = 1024 * 1024;
