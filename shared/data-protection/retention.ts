/**
 * How long the visitors' data is kept, and what happens to it then: THE table of periods. The
 * retention job (functions/workers/data-retention*) applies these figures and the privacy page
 * /protection-des-donnees prints them, so that the page cannot say one thing while the code does
 * another. docs/data-protection.md justifies each figure (revFADP art. 6 para. 4; bookkeeping
 * records 10 years, CO art. 958f).
 */

/** A period: a number of days or months, counted from the moment `from` names. */
export interface RetentionPeriod {
  amount: number;
  unit: "days" | "months";
}

export interface RetentionRule {
  /** Which kind of record (stable key, used by the job and the tests). */
  kind:
    | "registration"
    | "contactMessage"
    | "quoteRequest"
    | "newsletterUnconfirmed"
    | "newsletterUnsubscribed"
    | "waitlistEntry";
  /** What it is, for the privacy page. */
  label: string;
  /** After how long (0: at once). */
  period: RetentionPeriod;
  /** From when, for the privacy page: « après la sortie », « après la dernière réponse »... */
  from: string;
  /** erased: the record goes; anonymised: the personal fields go, the rest stays. */
  action: "erased" | "anonymised";
  /** What stays after anonymising, and why (the privacy page says it). */
  kept?: string;
}

export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    kind: "registration",
    label: "Inscriptions et réservations (nom, e-mail, téléphone, adresse, date de naissance)",
    period: { amount: 24, unit: "months" },
    from: "après la date de la sortie",
    action: "anonymised",
    kept: "Le montant, la date, la référence et le moyen de paiement restent 10 ans, comme la loi l'exige pour la comptabilité (art. 958f CO).",
  },
  {
    kind: "contactMessage",
    label: "Messages envoyés par le formulaire de contact",
    period: { amount: 12, unit: "months" },
    from: "après notre dernière réponse",
    action: "erased",
  },
  {
    kind: "quoteRequest",
    label: "Demandes de devis",
    period: { amount: 12, unit: "months" },
    from: "après notre dernière réponse",
    action: "erased",
  },
  {
    kind: "newsletterUnconfirmed",
    label: "Inscriptions à la newsletter jamais confirmées",
    period: { amount: 30, unit: "days" },
    from: "après la demande",
    action: "erased",
  },
  {
    kind: "newsletterUnsubscribed",
    label: "Adresses désinscrites de la newsletter",
    period: { amount: 0, unit: "days" },
    from: "dès la désinscription",
    action: "anonymised",
    kept: "Seule une empreinte chiffrée de l'adresse reste, pour ne plus jamais vous écrire.",
  },
  {
    kind: "waitlistEntry",
    label: "Inscriptions sur une liste d'attente",
    period: { amount: 0, unit: "days" },
    from: "dès que la sortie a eu lieu",
    action: "erased",
  },
];

/** The database's point-in-time backups keep erased data this many days more, then it is gone. */
export const BACKUP_RETENTION_DAYS = 35;

/** The rule of a kind (the job reads its period from here). */
export function retentionRule(kind: RetentionRule["kind"]): RetentionRule {
  const rule = RETENTION_RULES.find((r) => r.kind === kind);
  if (!rule) throw new Error(`No retention rule for ${kind}`);
  return rule;
}

/** « 24 mois », « 30 jours », « immédiatement »: the period as the privacy page says it. */
export function periodText({ amount, unit }: RetentionPeriod): string {
  if (amount === 0) return "immédiatement";
  return `${amount} ${unit === "months" ? "mois" : amount === 1 ? "jour" : "jours"}`;
}

export { PRIVACY_PATH } from "./privacy-path";
