import { retentionRule } from "@shared/data-protection/retention";
import { formatDateTime } from "@shared/date-format";
import { escapeHtml } from "@shared/escape-html";
import {
  PERSON_RECORD_KINDS,
  PERSON_RECORD_LABELS,
  type PersonRecordKind,
} from "@shared/schemas/team-people";
import { personLines } from "./person-view";
import type { PersonRecords } from "./ports";
import { storedFieldsList } from "./stored-fields-html";

/** Secrets of a record that are no data about the person (a link's token): never exported. */
const NOT_EXPORTED = new Set(["token"]);

const withoutSecrets = (record: object) =>
  Object.fromEntries(Object.entries(record).filter(([name]) => !NOT_EXPORTED.has(name)));

/** Each record as both files hold it: as stored, by kind, without a link's secret. */
function exportedRecords(
  records: PersonRecords,
): Record<PersonRecordKind, Record<string, unknown>[]> {
  return {
    inscriptions: records.registrations.map(withoutSecrets),
    paiements: records.payments.map(withoutSecrets),
    messages: records.messages.map(withoutSecrets),
    devis: records.quotes.map(withoutSecrets),
    newsletter: records.newsletter.map(withoutSecrets),
    liste_attente: records.waitlist.map(withoutSecrets),
  };
}

/** The day in the files' names: « donnees-personnelles-2026-11-26.json ». */
export function exportFileName(now: Date, extension: "json" | "html"): string {
  return `donnees-personnelles-${now.toISOString().slice(0, 10)}.${extension}`;
}

/**
 * « Exporter (JSON) »: every record held about the address, each as stored, by kind, for the
 * founders to send to the person (revFADP art. 25).
 */
export function personDataJson(email: string, records: PersonRecords, now: Date): string {
  const file = {
    adresse_email: email,
    exporte_le: now.toISOString(),
    donnees: exportedRecords(records),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/**
 * « Résumé lisible »: the same records as a page to read or print to PDF (the browser's « Imprimer
 * », « Enregistrer en PDF »), in plain French, with what the law makes us keep.
 */
export function personDataHtml(email: string, records: PersonRecords, now: Date): string {
  const lines = personLines(records);
  const stored = exportedRecords(records);
  const sections = PERSON_RECORD_KINDS.map((kind) => {
    const items = lines[kind];
    const body =
      items.length === 0
        ? "<p>Aucune donnée.</p>"
        : items
            .map(
              (item, i) =>
                `<article><h3>${escapeHtml(item.titre)}</h3><dl>${item.champs
                  .map((c) => `<dt>${escapeHtml(c.libelle)}</dt><dd>${escapeHtml(c.valeur)}</dd>`)
                  .join("")}</dl><h4>Toutes les données enregistrées</h4>${storedFieldsList(
                  stored[kind][i] ?? {},
                )}</article>`,
            )
            .join("");
    return `<section><h2>${escapeHtml(PERSON_RECORD_LABELS[kind])} (${items.length})</h2>${body}</section>`;
  }).join("\n");
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Données personnelles enregistrées</title>
<style>
body { font-family: system-ui, sans-serif; font-size: 18px; line-height: 1.5; color: #111; max-width: 50rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 1.8rem; } h2 { font-size: 1.4rem; margin-top: 2rem; border-bottom: 2px solid #333; } h3 { font-size: 1.1rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; } dt { font-weight: bold; } dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
h4 { font-size: 1rem; margin: 1rem 0 0.25rem; } dl.tout { font-size: 0.95rem; } dl.tout dl.tout { margin: 0; } ol { margin: 0; padding-left: 1.25rem; }
article { break-inside: avoid; }
</style>
</head>
<body>
<main>
<h1>Données personnelles enregistrées</h1>
<p>Adresse e-mail : <strong>${escapeHtml(email)}</strong><br>Extrait le ${escapeHtml(formatDateTime(now))} par Jura VTT Vitalité.</p>
${sections}
<h2>Ce que nous gardons et pourquoi</h2>
<p>${escapeHtml(retentionRule("registration").kept ?? "")}</p>
</main>
</body>
</html>
`;
}
