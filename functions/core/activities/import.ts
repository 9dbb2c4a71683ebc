import { formatChf, parseChfToCentimes } from "@shared/money";
import { type Activity, activitySchema } from "@shared/schemas/activity";
import { isRealIsoDate } from "@shared/schemas/registration";

/**
 * The provider's outings file (CSV or JSON) turned into Activity records. Everything is checked
 * before anything is written: one bad line and the whole import is refused, with French errors
 * naming the line (« Ligne 3 : date invalide (attendu AAAA-MM-JJ) »).
 */

export const ACTIVITY_COLUMNS = [
  "id",
  "titre",
  "date",
  "heure_rdv",
  "lieu",
  "lieu_rdv",
  "niveau",
  "prix",
  "type_de_formule",
  "categorie",
  "places_disponibles",
  "description",
] as const;
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
const CATEGORIES = activitySchema.shape.categorie.options;

export type ImportResult = { ok: true; activities: Activity[] } | { ok: false; errors: string[] };

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

/** Checks one outing; returns the Activity or the French reasons it is refused. */
function checkActivity(raw: RawActivity): { activity?: Activity; errors: string[] } {
  const errors: string[] = [];
  const text = (key: string) => {
    const v = raw[key];
    return v === undefined || v === null ? "" : String(v).trim();
  };
  const need = (key: string, label: string) => {
    const v = text(key);
    if (!v) errors.push(`${label} manquant`);
    return v;
  };
  const titre = need("titre", "titre");
  const date = text("date");
  if (!isRealIsoDate(date)) errors.push("date invalide (attendu AAAA-MM-JJ)");
  const heure = text("heure_rdv");
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(heure))
    errors.push("heure de rendez-vous invalide (attendu HH:MM)");
  const lieu = need("lieu", "lieu");
  const lieuRdv = need("lieu_rdv", "lieu de rendez-vous");
  const niveau = need("niveau", "niveau");
  const formule = need("type_de_formule", "type de formule");
  // Numbers from JSON (75, 75.5) and texts from CSV ("75.00", "CHF 75") read the same way.
  const prixCentimes = parseChfToCentimes(text("prix"));
  if (prixCentimes === undefined)
    errors.push("prix invalide (attendu un montant en CHF, par ex. 75 ou 75.00)");
  const categorieText = text("categorie") || "Autre";
  const categorie = CATEGORIES.find((c) => c.toLowerCase() === categorieText.toLowerCase());
  if (!categorie) errors.push(`catégorie invalide (attendu ${CATEGORIES.join(", ")})`);
  const placesRaw = raw.places_disponibles;
  let places: number | null = null;
  if (!(placesRaw === null || placesRaw === undefined || text("places_disponibles") === "")) {
    const n = Number(text("places_disponibles"));
    if (Number.isInteger(n) && n >= 0 && n <= 1000) places = n;
    else errors.push("places disponibles invalide (nombre entier, ou vide pour sans limite)");
  }
  const id = text("id") || (isRealIsoDate(date) && titre ? activityId(date, titre) : "");
  if (text("id") && !/^[A-Za-z0-9._-]{1,100}$/.test(text("id"))) {
    errors.push("identifiant invalide (lettres sans accents, chiffres, - . _)");
  }
  if (errors.length > 0 || prixCentimes === undefined || !categorie) return { errors };
  const activity: Activity = {
    id,
    titre,
    date,
    heure_rdv: heure,
    lieu,
    lieu_rdv: lieuRdv,
    niveau,
    prix: formatChf(prixCentimes),
    prix_centimes: prixCentimes,
    type_de_formule: formule,
    categorie,
    places_disponibles: places,
    description: text("description") || null,
  };
  const checked = activitySchema.safeParse(activity);
  return checked.success ? { activity: checked.data, errors } : { errors: ["sortie invalide"] };
}

function collect(entries: { where: string; raw: RawActivity }[]): ImportResult {
  const errors: string[] = [];
  const activities: Activity[] = [];
  const seen = new Map<string, string>();
  for (const { where, raw } of entries) {
    const { activity, errors: lineErrors } = checkActivity(raw);
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
