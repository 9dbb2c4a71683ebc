import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
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
    expect(participants.out.split("\r\n")).toEqual([
      "nom;prenom;telephone;niveau_pratique;velo;remarques;participants",
      "Aubert;Monique;+41791234567;Intermédiaire;location;Arrive en train;1",
      "Favre;Monique;+41791234567;Intermédiaire;propre VAE;;2",
      "",
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
