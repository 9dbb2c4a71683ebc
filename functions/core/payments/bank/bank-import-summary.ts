import { type EmailContent, type EmailSection, renderEmail } from "@core/email/layout";
import type {
  BankEntryOutcome,
  BankEntryReport,
  BankFileImportedData,
} from "@shared/events/bank-file-imported";
import { formatChf } from "@shared/money";
import { printedBankReference } from "@shared/payments/bank-reference";

/** The founders' words for each outcome, in the order the summary lists them. */
const HEADINGS: Record<BankEntryOutcome, string> = {
  paid: "Inscriptions payées (reçu envoyé)",
  paid_twice: "Payées deux fois : à rembourser",
  already_paid: "Déjà payées avant ce fichier : rien n'a changé",
  partial: "Montant insuffisant : à régler avec la personne",
  excess: "Montant trop élevé : à rembourser en partie",
  unknown_reference: "Référence inconnue : à attribuer à la main",
  unreadable: "Montant illisible ou pas en CHF : à vérifier",
  duplicate: "Déjà importés : ignorés",
};

const OUTCOME_ORDER = Object.keys(HEADINGS) as BankEntryOutcome[];

const amount = (centimes: number | null) =>
  centimes === null ? "montant illisible" : formatChf(centimes);

/** One line per credit: what arrived, for which registration, and what it owed. */
export function bankEntryLine(entry: BankEntryReport): string {
  const reference = entry.reference ? printedBankReference(entry.reference) : "sans référence";
  const parts = [`${amount(entry.amount_centimes)}, référence ${reference}`];
  if (entry.inscription_id) parts.push(`inscription ${entry.inscription_id}`);
  if (
    entry.expected_centimes !== undefined &&
    (entry.outcome === "partial" || entry.outcome === "excess")
  ) {
    const gap = Math.abs((entry.amount_centimes ?? 0) - entry.expected_centimes);
    parts.push(
      `attendu ${formatChf(entry.expected_centimes)} (${entry.outcome === "partial" ? "manque" : "en trop"} ${formatChf(gap)})`,
    );
  }
  parts.push(`écriture bancaire ${entry.entry_ref}`);
  return parts.join(" – ");
}

export interface BankImportSummary {
  title: string;
  /** « 5 écritures : 2 payées, 1 partielle… » */
  overview: string;
  groups: { outcome: BankEntryOutcome; heading: string; lines: string[] }[];
}

export function bankImportSummary(data: BankFileImportedData): BankImportSummary {
  const groups = OUTCOME_ORDER.map((outcome) => ({
    outcome,
    heading: HEADINGS[outcome],
    lines: data.entries.filter((e) => e.outcome === outcome).map(bankEntryLine),
  })).filter((group) => group.lines.length > 0);
  const counted = groups.map((g) => `${g.heading.split(" :")[0]} : ${g.lines.length}`);
  const total = data.entries.length;
  return {
    title: `Import bancaire ${data.kind} – ${data.file_name}`,
    overview:
      total === 0
        ? "Aucun versement reçu dans ce fichier."
        : `${total} versement${total > 1 ? "s" : ""} reçu${total > 1 ? "s" : ""}. ${counted.join(" ; ")}.`,
    groups,
  };
}

/** The summary as the command line prints it. */
export function bankImportSummaryText(data: BankFileImportedData): string {
  const summary = bankImportSummary(data);
  const lines = [summary.title, summary.overview];
  for (const group of summary.groups) {
    lines.push(
      "",
      `${group.heading} (${group.lines.length}) :`,
      ...group.lines.map((l) => `  - ${l}`),
    );
  }
  return lines.join("\n");
}

/** The provider's e-mail after an import: the same summary, each group under its heading. */
export function bankImportEmail(data: BankFileImportedData): EmailContent {
  const summary = bankImportSummary(data);
  const attention = data.entries.filter((e) =>
    ["paid_twice", "partial", "excess", "unknown_reference", "unreadable"].includes(e.outcome),
  ).length;
  const sections: EmailSection[] = summary.groups.map((group) => ({
    heading: `${group.heading} (${group.lines.length})`,
    paragraphs: group.lines,
  }));
  return {
    subject: `Import bancaire : ${data.entries.length} versement(s), ${attention} à vérifier`,
    ...renderEmail({
      title: summary.title,
      intro: [
        summary.overview,
        "Les inscriptions payées au centime près sont confirmées et leur reçu est parti. Les autres versements n'ont rien changé : ils attendent votre décision.",
      ],
      sections,
    }),
  };
}
