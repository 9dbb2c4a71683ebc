import { readFileSync } from "node:fs";
import {
  activityId,
  parseActivitiesCsv,
  parseActivitiesJson,
  parseChfToCentimes,
  parseCsv,
} from "@core/activities/import";
import { participantLine, sortParticipants } from "@core/activities/participants";
import { participantsCsv, spreadsheetPhone } from "@core/activities/participants-csv";
import { formatActivityLines } from "@core/activities/report";
import { teamActivityView } from "@core/activities/team-activity-view";
import { ANONYMISED_PARTICIPANT_NAME } from "@shared/messages/data-protection";
import { describe, expect, it } from "vitest";

const HEADER =
  "titre,date,heure_rdv,lieu,lieu_rdv,niveau,prix,type_de_formule,categorie,places_disponibles,description";
const LINE =
  "Sortie Dôle,2027-05-22,09:00,La Dôle,Barillette,Intermédiaire,75,Forme & Vitalité,VTT,8,Belle vue";

describe("outings file import", () => {
  it("reads the example file shipped for the provider", () => {
    const result = parseActivitiesCsv(readFileSync("docs/examples/sorties.csv", "utf8"));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.activities).toHaveLength(4);
    expect(result.activities[1]).toMatchObject({
      prix: "CHF 75.00",
      prix_centimes: 7500,
      places_disponibles: 8,
    });
    expect(result.activities[1]?.description).toBe(
      "Environ 4 h, 600 m de dénivelé; pique-nique tiré du sac.",
    );
    expect(result.activities[3]).toMatchObject({
      places_disponibles: null,
      prix_centimes: 4500,
      categorie: "Bien-être",
    });
    expect(result.activities[2]?.description).toBeNull();
  });

  it("converts CHF amounts to centimes", () => {
    expect(parseChfToCentimes("75")).toBe(7500);
    expect(parseChfToCentimes("75.00")).toBe(7500);
    expect(parseChfToCentimes("75,5")).toBe(7550);
    expect(parseChfToCentimes("CHF 129.90")).toBe(12990);
    expect(parseChfToCentimes("Fr. 50.-")).toBe(5000);
    expect(parseChfToCentimes("1'200")).toBe(120000);
    for (const bad of ["", "abc", "-5", "75.123", "7 5x"])
      expect(parseChfToCentimes(bad)).toBeUndefined();
  });

  it("gives a stable id from date and title", () => {
    expect(activityId("2027-05-22", "Forme & Vitalité : la Dôle")).toBe(
      "2027-05-22-forme-vitalite-la-dole",
    );
  });

  it("parses quoted CSV fields with separators and line breaks", () => {
    const { rows, lines } = parseCsv(
      'a;b\r\n"x;y";"ligne 1\nligne 2"\r\n\r\n"il dit ""oui""";z\r\n',
    );
    expect(rows).toEqual([
      ["a", "b"],
      ["x;y", "ligne 1\nligne 2"],
      ['il dit "oui"', "z"],
    ]);
    expect(lines).toEqual([1, 2, 5]);
  });

  it("refuses the whole file with French errors naming each line", () => {
    const csv = [
      HEADER,
      LINE,
      LINE.replace("2027-05-22", "22.05.2027"),
      LINE.replace("09:00", "9h").replace(",75,", ",gratuit,"),
    ].join("\n");
    const result = parseActivitiesCsv(csv);
    expect(result).toEqual({
      ok: false,
      errors: [
        "Ligne 3 : date invalide (attendu AAAA-MM-JJ)",
        "Ligne 4 : heure de rendez-vous invalide (attendu HH:MM)",
        "Ligne 4 : prix invalide (attendu un montant en CHF, par ex. 75 ou 75.00)",
      ],
    });
  });

  it("reports missing values, bad places, bad categories and duplicates", () => {
    const csv = [
      HEADER,
      LINE,
      LINE.replace("Sortie Dôle", ""),
      LINE.replace(",8,", ",huit,"),
      LINE.replace(",VTT,", ",Kayak,"),
      LINE,
    ].join("\n");
    const result = parseActivitiesCsv(csv);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContain("Ligne 3 : le titre est requis");
    expect(result.errors).toContain(
      "Ligne 4 : places : un nombre entier de 0 à 1000, ou vide pour « sans limite »",
    );
    expect(result.errors.some((e) => e.startsWith("Ligne 5 : catégorie invalide"))).toBe(true);
    expect(result.errors).toContain(
      "Ligne 6 : sortie en double (même identifiant que ligne 2 : 2027-05-22-sortie-dole)",
    );
  });

  it("checks the header and the number of columns", () => {
    expect(parseActivitiesCsv("titre,date,couleur\n")).toMatchObject({ ok: false });
    const wrong = parseActivitiesCsv(`${HEADER}\nSortie,2027-05-22`);
    expect(wrong).toEqual({
      ok: false,
      errors: ["Ligne 2 : nombre de colonnes incorrect (2 au lieu de 11)"],
    });
    expect(parseActivitiesCsv(`${HEADER}\n`)).toEqual({
      ok: false,
      errors: ["Le fichier ne contient aucune sortie."],
    });
  });

  it("reads JSON arrays with the same rules", () => {
    const ok = parseActivitiesJson(
      JSON.stringify([
        {
          titre: "A",
          date: "2027-01-10",
          heure_rdv: "10:00",
          lieu: "L",
          lieu_rdv: "R",
          niveau: "N",
          prix: 75.5,
          type_de_formule: "Spéciale",
          categorie: "Autre",
          places_disponibles: null,
        },
      ]),
    );
    expect(ok.ok && ok.activities[0]).toMatchObject({
      prix_centimes: 7550,
      prix: "CHF 75.50",
      places_disponibles: null,
    });
    expect(parseActivitiesJson('[{"titre":"A","date":"2027-02-30"}]')).toMatchObject({ ok: false });
    expect(parseActivitiesJson("{")).toEqual({
      ok: false,
      errors: ["Le fichier JSON est illisible (vérifiez les virgules et guillemets)."],
    });
  });
});

describe("outings report", () => {
  const activity = {
    id: "a",
    titre: "T",
    date: "2027-01-10",
    heure_rdv: "10:00",
    lieu: "L",
    lieu_rdv: "R",
    niveau: "N",
    prix: "CHF 50.00",
    prix_centimes: 5000,
    type_de_formule: "F",
    categorie: "VTT" as const,
    places_disponibles: 5,
    description: null,
    a_apporter: null,
    masquee: false,
    places_offertes: 7,
  };
  const person = (nom: string, n: number, extra: Record<string, unknown> = {}) =>
    ({
      id: `id-${nom}`,
      nom,
      prenom: "Jo",
      email: "jo@example.ch",
      telephone: "+41791234567",
      niveau_pratique: "Expert",
      a_velo_electrique: false,
      besoin_aide_location: true,
      remarques: "",
      nombre_participants: n,
      total_centimes: 5000 * n,
      status: "pending_payment",
      created_at: "2026-12-01T10:00:00.000Z",
      ...extra,
    }) as never;

  it("counts places taken, paid and unpaid registrations, and prints the table", () => {
    const view = teamActivityView(
      activity,
      [person("A", 2), person("B", 1, { status: "cancelled" }), person("C", 0, { status: "paid" })],
      [0, 0, 5000],
    );
    expect(view).toMatchObject({
      places_prises: 2,
      places_offertes: 7,
      inscriptions_payees: 1,
      inscriptions_non_payees: 1,
      montant_paye_centimes: 5000,
    });
    expect(formatActivityLines([view])).toMatch(/2027-01-10\s+10:00\s+T\s+a\s+2\s+5$/m);
  });

  it("prints the participant list as CSV, escaping separators and formulas", () => {
    const lines = sortParticipants([
      participantLine(person("Zoé", 1, { remarques: "Végétarienne; allergie" }), []),
      participantLine(
        person("Aubert", 2, { a_velo_electrique: true, remarques: "=HYPERLINK()" }),
        [],
      ),
    ]);
    const csv = participantsCsv(lines);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const rows = csv.slice(1).split("\r\n");
    expect(rows[1]).toBe(
      '"Aubert";"Jo";"079 123 45 67";"jo@example.ch";"2";"Expert";"Son propre vélo";"\'=HYPERLINK()";"";"En attente de paiement";"100.00";"0.00";"id-Aubert";"";"";"Jo Aubert"',
    );
    // One line per person: Aubert's second participant (unnamed) comes before Zoé.
    expect(parseCsv(csv).rows[3]?.[7]).toBe("Végétarienne; allergie");
    expect(rows.at(-1)).toBe("");
  });

  it("writes phone numbers as a spreadsheet keeps them, without a « + » read as a formula", () => {
    expect(spreadsheetPhone("+41791234567")).toBe("079 123 45 67");
    expect(spreadsheetPhone("+33612345678")).toBe("0033612345678");
    expect(spreadsheetPhone("=1+1")).toBe("=1+1");
  });

  it("lists a booking of /reservation-vtt by its full name and level, among the registrations", () => {
    const booking = person("", 1, {
      kind: "booking",
      fullName: "Berset Claudine",
      skillLevel: "intermediaire",
      paymentMethod: "twint",
    });
    const lines = sortParticipants([
      participantLine(person("Zoé", 1), []),
      participantLine(booking, []),
    ]);
    expect(lines.map((l) => [l.nom, l.prenom, l.niveau, l.moyen_paiement])).toEqual([
      ["Berset Claudine", "", "Intermédiaire", "TWINT"],
      ["Zoé", "Jo", "Expert", null],
    ]);
  });

  it("lists a registration anonymised by the retention job without a name, phone or e-mail, keeping its amount and status", () => {
    const anonymised = person("", 1, {
      kind: "booking",
      skillLevel: "debutant",
      status: "paid",
      anonymised_at: "2028-12-08T01:30:00.000Z",
      nom: undefined,
      prenom: undefined,
      email: undefined,
      telephone: undefined,
      remarques: undefined,
    });
    const lines = sortParticipants([
      participantLine(person("Zoé", 1), []),
      participantLine(anonymised, []),
    ]);
    const line = lines.find((l) => l.inscription_id === "id-");
    expect(line).toMatchObject({
      nom: ANONYMISED_PARTICIPANT_NAME,
      prenom: "",
      telephone: "",
      email: "",
      remarques: "",
      statut: "paid",
      montant_centimes: 5000,
    });
    expect(participantsCsv(lines)).toContain(ANONYMISED_PARTICIPANT_NAME);
  });
});
