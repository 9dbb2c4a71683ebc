import { readFileSync } from "node:fs";
import {
  activityId,
  parseActivitiesCsv,
  parseActivitiesJson,
  parseChfToCentimes,
  parseCsv,
} from "@core/activities/import";
import {
  bikeText,
  formatActivityLines,
  participantsCsv,
  upcomingActivityLines,
} from "@core/activities/report";
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
    expect(result.errors).toContain("Ligne 3 : titre manquant");
    expect(result.errors).toContain(
      "Ligne 4 : places disponibles invalide (nombre entier, ou vide pour sans limite)",
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
  };
  const person = (nom: string, n: number, extra: Record<string, unknown> = {}) =>
    ({
      nom,
      prenom: "Jo",
      telephone: "+41791234567",
      niveau_pratique: "Expert",
      a_velo_electrique: false,
      besoin_aide_location: true,
      remarques: "",
      nombre_participants: n,
      status: "pending_payment",
      ...extra,
    }) as never;

  it("counts places taken per upcoming outing", () => {
    const lines = upcomingActivityLines(
      [activity, { ...activity, id: "old", date: "2020-01-01" }],
      new Map([["a", [person("A", 2), person("B", 1, { status: "cancelled" })]]]),
      new Date("2026-12-01T00:00:00Z"),
    );
    expect(lines).toEqual([{ activity, taken: 2, left: 5 }]);
    expect(formatActivityLines(lines)).toContain("2027-01-10");
  });

  it("prints the participant list as CSV, escaping separators and formulas", () => {
    const csv = participantsCsv([
      person("Zoé", 1, { remarques: "Végétarienne; allergie" }),
      person("Aubert", 2, { a_velo_electrique: true, remarques: "=HYPERLINK()" }),
    ]);
    expect(csv.split("\r\n")).toEqual([
      "nom;prenom;telephone;niveau_pratique;velo;remarques;participants",
      "Aubert;Jo;+41791234567;Expert;propre VAE;'=HYPERLINK();2",
      'Zoé;Jo;+41791234567;Expert;location;"Végétarienne; allergie";1',
      "",
    ]);
    expect(bikeText({ a_velo_electrique: false, besoin_aide_location: false })).toBe("");
  });

  it("lists a booking of /reservation-vtt by its full name and level, among the registrations", () => {
    const booking = person("", 1, {
      kind: "booking",
      fullName: "Berset Claudine",
      skillLevel: "intermediaire",
    });
    expect(participantsCsv([person("Zoé", 1), booking]).split("\r\n")).toEqual([
      "nom;prenom;telephone;niveau_pratique;velo;remarques;participants",
      "Berset Claudine;;+41791234567;Intermédiaire;;réservation en ligne;1",
      "Zoé;Jo;+41791234567;Expert;location;;1",
      "",
    ]);
  });
});
