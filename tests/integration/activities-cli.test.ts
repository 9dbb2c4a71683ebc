import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { parseCsv } from "@core/activities/import";
import { placesBelowTakenMessage } from "@shared/messages/activity";
import { addDaysIso, zurichToday } from "@shared/time";
import { beforeEach, describe, expect, it } from "vitest";
import { handler as api } from "../../functions/api/handler";
import { runActivitiesCli } from "../../tools/activities-cli";
import { ddb, endpoint, resetState, tableName } from "../support/aws";
import { apiEvent, scanAll, validRegistration } from "../support/registration-fixtures";

/** The CLI as the provider runs it, without choosing where it works. */
async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runActivitiesCli(argv, {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

/** The CLI on this test's emulator. */
const cli = (...argv: string[]) => run(...argv, "--local", "--endpoint", endpoint());

const HEADER =
  "titre;date;heure_rdv;lieu;lieu_rdv;niveau;prix;type_de_formule;categorie;places_disponibles;description";
const soon = addDaysIso(zurichToday(), 12);
const later = addDaysIso(zurichToday(), 30);
const past = addDaysIso(zurichToday(), -3);

async function file(name: string, content: string) {
  const dir = await mkdtemp(join(tmpdir(), "sorties-"));
  const path = join(dir, name);
  await writeFile(path, content, "utf8");
  return path;
}

describe("outings CLI against the emulator", () => {
  beforeEach(async () => {
    await resetState();
  });

  it("imports a CSV, lists upcoming outings with places, prints the participants", async () => {
    const csv = await file(
      "sorties.csv",
      [
        HEADER,
        `Sortie du matin;${soon};09:30;Saint-Cergue;Gare;Tous niveaux;75;Forme & Vitalité;VTT;8;Belle vue`,
        `Balade libre;${later};14:00;Arzier;Place du village;Facile;CHF 50.00;Découverte;Randonnée;;`,
        `Sortie passée;${past};09:00;Saint-Cergue;Gare;Tous niveaux;50;Découverte;VTT;8;`,
      ].join("\r\n"),
    );
    const imported = await cli("import", csv);
    expect(imported.err).not.toContain("refusé");
    expect(imported.code).toBe(0);
    expect(imported.out).toBe("3 sortie(s) enregistrée(s).");

    const id = `${soon}-sortie-du-matin`;
    const stored = await ddb().send(
      new GetCommand({ TableName: tableName("activities"), Key: { id } }),
    );
    expect(stored.Item).toMatchObject({
      prix: "CHF 75.00",
      prix_centimes: 7500,
      places_disponibles: 8,
    });

    // Two registrations through the API, then the lists.
    for (const [nom, n, velo] of [
      ["Favre", 2, true],
      ["Aubert", 1, false],
    ] as const) {
      const res = await api(
        apiEvent(
          "POST",
          "/api/inscriptions",
          validRegistration(id, {
            nom,
            nombre_participants: n,
            a_velo_electrique: velo,
            besoin_aide_location: !velo,
            remarques: nom === "Aubert" ? "Arrive en train" : "",
          }),
        ),
      );
      expect(res.statusCode).toBe(201);
    }

    const list = await cli("list");
    expect(list.code).toBe(0);
    const lines = list.out.split("\n");
    expect(lines[0]).toMatch(/^Date\s+Heure\s+Sortie\s+Identifiant\s+Inscrits\s+Places restantes$/);
    expect(lines.find((l) => l.includes(id))).toMatch(/Sortie du matin\s+\S+\s+3\s+5$/);
    expect(lines.find((l) => l.includes("Balade libre"))).toMatch(/\s0\s+sans limite$/);
    expect(list.out).not.toContain("Sortie passée");

    const participants = await cli("participants", id);
    expect(participants.code).toBe(0);
    // The team space's participant file: the same lines, the same CSV for Excel.
    const { rows } = parseCsv(participants.out);
    expect(participants.out.startsWith("\uFEFF")).toBe(true);
    expect(rows.map((r) => [r[0], r[1], r[2], r[4], r[6], r[7], r[10]])).toEqual([
      ["Nom", "Prénom", "Téléphone", "Participants", "Vélo", "Remarques", "Montant (CHF)"],
      ["Aubert", "Monique", "079 123 45 67", "1", "Location", "Arrive en train", "75.00"],
      ["Favre", "Monique", "079 123 45 67", "2", "Son propre vélo", "", "150.00"],
      // One line per person: the other Favre was not named (an older page's registration).
      ["Participant non nommé", "", "079 123 45 67", "", "Non précisé", "", ""],
    ]);
  });

  it("writes nothing when one line is wrong, and refuses to overwrite without --remplacer", async () => {
    const bad = await file(
      "sorties.csv",
      [
        HEADER,
        `Bonne;${soon};09:30;L;R;N;75;F;VTT;8;`,
        `Mauvaise;31/12/2027;09:30;L;R;N;75;F;VTT;8;`,
      ].join("\n"),
    );
    const refused = await cli("import", bad);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("Ligne 3 : date invalide (attendu AAAA-MM-JJ)");
    expect(await scanAll("activities")).toHaveLength(0);

    const json = await file(
      "sorties.json",
      JSON.stringify([
        {
          titre: "Bonne",
          date: soon,
          heure_rdv: "09:30",
          lieu: "L",
          lieu_rdv: "R",
          niveau: "N",
          prix: 75,
          type_de_formule: "F",
          categorie: "VTT",
          places_disponibles: 8,
        },
      ]),
    );
    expect((await cli("import", json)).code).toBe(0);
    const again = await cli("import", json);
    expect(again.code).toBe(1);
    expect(again.err).toContain("existent déjà");
    expect((await cli("import", json, "--remplacer")).out).toBe(
      "1 sortie(s) enregistrée(s) dont 1 mise(s) à jour.",
    );
    expect(await scanAll("activities")).toHaveLength(1);
  });

  it("--remplacer keeps the places taken: below them, the line is refused and nothing is written", async () => {
    const line = (places: number, prix = "75") =>
      [
        HEADER,
        `Sortie du soir;${soon};18:00;Arzier;Place;Tous niveaux;${prix};Découverte;VTT;${places};`,
      ].join("\n");
    expect((await cli("import", await file("a.csv", line(8)))).code).toBe(0);
    const id = `${soon}-sortie-du-soir`;
    for (const nom of ["Favre", "Aubert"]) {
      const res = await api(
        apiEvent(
          "POST",
          "/api/inscriptions",
          validRegistration(id, { nom, nombre_participants: 2 }),
        ),
      );
      expect(res.statusCode).toBe(201);
    }
    const below = await cli("import", await file("b.csv", line(3)), "--remplacer");
    expect(below.code).toBe(1);
    expect(below.err).toContain(`Ligne 2 : ${placesBelowTakenMessage(4)}`);
    const price = await cli("import", await file("c.csv", line(8, "80")), "--remplacer");
    expect(price.err).toContain(
      "Ligne 2 : Des inscriptions existent déjà : le prix ne peut plus changer.",
    );
    const kept = await ddb().send(
      new GetCommand({ TableName: tableName("activities"), Key: { id } }),
    );
    expect(kept.Item).toMatchObject({
      places_offertes: 8,
      places_disponibles: 4,
      prix_centimes: 7500,
    });

    // Raised by the file: the places taken stay taken (4 of 10), not reset to the file's number.
    expect((await cli("import", await file("d.csv", line(10)), "--remplacer")).code).toBe(0);
    const raised = await ddb().send(
      new GetCommand({ TableName: tableName("activities"), Key: { id } }),
    );
    expect(raised.Item).toMatchObject({ places_offertes: 10, places_disponibles: 6 });
  });

  it("says so when the outing does not exist", async () => {
    const res = await cli("participants", "inconnue");
    expect(res.code).toBe(1);
    expect(res.err).toContain("Sortie introuvable : inconnue");
  });

  it("works only where it is told to: --local or --aws, never a guess", async () => {
    const csv = await file(
      "sorties.csv",
      [HEADER, `Sortie;${soon};09:30;L;R;N;75;F;VTT;8;`].join("\n"),
    );
    const untold = await run("import", csv);
    expect(untold.code).toBe(2);
    expect(untold.err).toContain(
      "Indiquez où travailler : --local (essai sur cet ordinateur) ou --aws (le vrai site).",
    );
    const both = await run("list", "--local", "--aws");
    expect(both.code).toBe(2);
    expect(both.err).toContain("Choisissez soit --local, soit --aws, pas les deux.");
    expect(await scanAll("activities")).toHaveLength(0);

    const local = await cli("import", csv);
    expect(local.code).toBe(0);
    expect(local.err).toBe(`(émulateur local ${endpoint()})`);
    expect(await scanAll("activities")).toHaveLength(1);
  });
});
