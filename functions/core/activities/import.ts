import { parseChfToCentimes } from "@shared/money";
import type { Activity } from "@shared/schemas/activity";
import {
  ACTIVITY_CATEGORIES,
  type ActivityInput,
  activityInputSchema,
} from "@shared/schemas/activity-input";
import { activityFields } from "./stored-activity";

/**
 * The provider's outings file (CSV or JSON), each line read with the team space's form rules
 * (shared/schemas/activity-input.ts): the file and the form share one set of rules. Everything is
 * checked before anything is written: one bad line and the whole import is refused, with French
 * errors naming the line (« Ligne 3 : date invalide (attendu AAAA-MM-JJ) »). The places column is
 * the outing's places in all: `places_offertes`, or `places_disponibles` as older files name it.
 */

/** The columns a file must have: the form's required fields. */
const REQUIRED_COLUMNS = [
  "titre",
  "date",
  "heure_rdv",
  "lieu",
  "lieu_rdv",
  "niveau",
  "prix",
  "type_de_formule",
] as const;
export const ACTIVITY_COLUMNS = [
  "id",
  ...REQUIRED_COLUMNS,
  "categorie",
  "places_disponibles",
  "places_offertes",
  "description",
  "a_apporter",
] as const;

/**
 * One outing of the file: its id (the file's, or activityId(date, titre)), where it is in the file,
 * the form's input (what the use cases take) and its fields as they will be stored.
 */
export type ImportedActivity = Activity & { where: string; input: ActivityInput };

export type ImportResult =
  | { ok: true; activities: ImportedActivity[] }
  | { ok: false; errors: string[] };

export { parseChfToCentimes };

/** Stable id from the date and title, so that importing the same file twice finds the same outings. */
export function activityId(date: string, titre: string): string {
  const slug = titre
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return `${date}-${slug || "sortie"}`;
}

/** RFC 4180 CSV (quotes, doubled quotes, line breaks inside quotes); `;` or `,` as separator. */
export function parseCsv(text: string): { rows: string[][]; lines: number[] } {
  const source = text.replace(/^\uFEFF/, "");
  const firstLine = source.split(/\r?\n/, 1)[0] ?? "";
  const sep =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  const rows: string[][] = [];
  const lines: number[] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === "\n") line++;
        field += c;
      }
    } else if (c === '"' && field === "") quoted = true;
    else if (c === sep) {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && source[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      lines.push(rowStart);
      row = [];
      field = "";
      line++;
      rowStart = line;
    } else field += c;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
    lines.push(rowStart);
  }
  // Blank lines (often at the end of a file saved by a spreadsheet) are ignored.
  const keep = rows.map((r) => r.some((f) => f.trim() !== ""));
  return { rows: rows.filter((_, i) => keep[i]), lines: lines.filter((_, i) => keep[i]) };
}

type RawActivity = Record<string, unknown>;

/** « Date invalide (…) » → « date invalide (…) », after « Ligne 3 : ». */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A cell of the file as the form would have it: text trimmed, empty as null. */
function cellText(raw: RawActivity, key: string): string | null {
  const v = raw[key];
  if (v === undefined || v === null) return null;
  const text = String(v).trim();
  return text === "" ? null : text;
}

/** The places column: a whole number (from JSON or CSV text), empty for « sans limite ». */
function placesValue(raw: RawActivity): unknown {
  const value = raw.places_offertes ?? raw.places_disponibles;
  if (typeof value === "number") return value;
  const text = cellText(
    raw,
    raw.places_offertes !== undefined ? "places_offertes" : "places_disponibles",
  );
  if (text === null) return null;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** One line of the file as the form's input, checked by the form's schema. */
function checkActivity(
  raw: RawActivity,
  where: string,
): { activity?: ImportedActivity; errors: string[] } {
  const categorie = cellText(raw, "categorie") ?? "Autre";
  const form = {
    titre: cellText(raw, "titre") ?? "",
    date: cellText(raw, "date") ?? "",
    heure_rdv: cellText(raw, "heure_rdv") ?? "",
    lieu: cellText(raw, "lieu") ?? "",
    lieu_rdv: cellText(raw, "lieu_rdv") ?? "",
    niveau: cellText(raw, "niveau") ?? "",
    // Numbers from JSON (75, 75.5) and texts from CSV ("75.00", "CHF 75") read the same way.
    prix: cellText(raw, "prix") ?? "",
    type_de_formule: cellText(raw, "type_de_formule") ?? "",
    categorie:
      ACTIVITY_CATEGORIES.find((c) => c.toLowerCase() === categorie.toLowerCase()) ?? categorie,
    places_offertes: placesValue(raw),
    description: cellText(raw, "description"),
    a_apporter: cellText(raw, "a_apporter"),
  };
  const parsed = activityInputSchema.safeParse(form);
  const errors: string[] = [];
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join(".");
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push(lowerFirst(issue.message));
    }
  }
  const explicitId = cellText(raw, "id");
  if (explicitId !== null && !/^[A-Za-z0-9._-]{1,100}$/.test(explicitId)) {
    errors.push("identifiant invalide (lettres sans accents, chiffres, - . _)");
  }
  if (!parsed.success || errors.length > 0) return { errors };
  const input = parsed.data;
  const fields = activityFields(input);
  const id = explicitId ?? activityId(input.date, input.titre);
  const { places_offertes: _offered, a_apporter: _bring, ...publicFields } = fields;
  return {
    activity: { id, ...publicFields, places_disponibles: input.places_offertes, where, input },
    errors,
  };
}

function collect(entries: { where: string; raw: RawActivity }[]): ImportResult {
  const errors: string[] = [];
  const activities: ImportedActivity[] = [];
  const seen = new Map<string, string>();
  for (const { where, raw } of entries) {
    const { activity, errors: lineErrors } = checkActivity(raw, where);
    for (const e of lineErrors) errors.push(`${where} : ${e}`);
    if (!activity) continue;
    const first = seen.get(activity.id);
    if (first) {
      errors.push(
        `${where} : sortie en double (même identifiant que ${first.toLowerCase()} : ${activity.id})`,
      );
      continue;
    }
    seen.set(activity.id, where);
    activities.push(activity);
  }
  if (entries.length === 0) errors.push("Le fichier ne contient aucune sortie.");
  return errors.length > 0 ? { ok: false, errors } : { ok: true, activities };
}

export function parseActivitiesCsv(text: string): ImportResult {
  const { rows, lines } = parseCsv(text);
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const errors: string[] = [];
  for (const name of header) {
    if (!(ACTIVITY_COLUMNS as readonly string[]).includes(name))
      errors.push(`Ligne 1 : colonne inconnue « ${name} »`);
  }
  for (const name of REQUIRED_COLUMNS) {
    if (!header.includes(name)) errors.push(`Ligne 1 : colonne manquante « ${name} »`);
  }
  if (errors.length > 0) return { ok: false, errors };
  const entries = rows.slice(1).map((cells, i) => {
    const where = `Ligne ${lines[i + 1]}`;
    if (cells.length !== header.length) {
      return {
        where,
        raw: { __columns: `${cells.length}/${header.length}` } as RawActivity,
        cells,
      };
    }
    return { where, raw: Object.fromEntries(header.map((h, j) => [h, cells[j] ?? ""])), cells };
  });
  const columnErrors = entries
    .filter((e) => "__columns" in e.raw)
    .map(
      (e) =>
        `${e.where} : nombre de colonnes incorrect (${e.cells.length} au lieu de ${header.length})`,
    );
  if (columnErrors.length > 0) return { ok: false, errors: columnErrors };
  return collect(entries);
}

export function parseActivitiesJson(text: string): ImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return {
      ok: false,
      errors: ["Le fichier JSON est illisible (vérifiez les virgules et guillemets)."],
    };
  }
  if (!Array.isArray(data))
    return { ok: false, errors: ["Le fichier JSON doit contenir une liste de sorties [ ... ]."] };
  return collect(
    data.map((raw, i) => ({
      where: `Sortie n°${i + 1}`,
      raw: typeof raw === "object" && raw !== null ? (raw as RawActivity) : {},
    })),
  );
}

/** Picks the parser from the file name (.json, otherwise CSV). */
export function parseActivitiesFile(fileName: string, text: string): ImportResult {
  return fileName.toLowerCase().endsWith(".json")
    ? parseActivitiesJson(text)
    : parseActivitiesCsv(text);
}
