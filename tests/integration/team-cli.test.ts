/**
 * npm run team against the emulator's Cognito: add creates an account in the group equipe with a
 * temporary password (printed locally) that the team space's sign-in then asks to replace; list
 * shows the group's accounts; remove asks first and deletes only on « oui » (or --oui).
 */
import {
  AdminSetUserMFAPreferenceCommand,
  AssociateSoftwareTokenCommand,
  VerifySoftwareTokenCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { beforeAll, describe, expect, it } from "vitest";
import type { TeamPoolIds } from "../../infra/resources";
import { runTeamCli } from "../../tools/team-cli";
import { endpoint, resetState } from "../support/aws";
import { browserClient, claimsOf, cognito } from "../support/team-auth";
import { freshTotpCode } from "../support/totp";

async function cli(argv: string[], answer = "") {
  const out: string[] = [];
  const err: string[] = [];
  const questions: string[] = [];
  const code = await runTeamCli(
    [...argv, "--local", "--endpoint", endpoint()],
    { out: (t) => out.push(t), err: (t) => err.push(t) },
    async (question) => {
      questions.push(question);
      return answer;
    },
  );
  return { code, out: out.join("\n"), err: err.join("\n"), questions };
}

let pool: TeamPoolIds;

beforeAll(async () => {
  pool = (await resetState()).teamPool;
});

describe("the team accounts CLI against the emulator", () => {
  it("add: an account in the group equipe, its temporary password printed, then replaced at first sign-in", async () => {
    const added = await cli(["add", "Claire@Jura-VTT.local"]);
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/^Compte créé : claire@jura-vtt\.local$/m);
    const password = /Mot de passe provisoire : (\S+)/.exec(added.out)?.[1] ?? "";
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{12,}$/);

    const client = browserClient(pool);
    const first = await client.signIn("claire@jura-vtt.local", password);
    if (first.kind !== "newPasswordRequired") throw new Error(first.kind);
    const signedIn = await client.setNewPassword(
      "claire@jura-vtt.local",
      first.session,
      "Claire-Sentier-2026",
    );
    if (signedIn.kind !== "signedIn") throw new Error(signedIn.kind);
    expect(claimsOf(signedIn.tokens.accessToken)["cognito:groups"]).toEqual(["equipe"]);

    const again = await cli(["add", "claire@jura-vtt.local"]);
    expect(again).toMatchObject({ code: 0, out: expect.stringMatching(/existe déjà/) });
  });

  it("list: the group's accounts with their status and second factor", async () => {
    await cli(["add", "marc@jura-vtt.local"]);
    // Claire sets up her authenticator app (as the team space does after a sign-in).
    const step = await browserClient(pool).signIn("claire@jura-vtt.local", "Claire-Sentier-2026");
    if (step.kind !== "signedIn") throw new Error(step.kind);
    const admin = cognito();
    try {
      const { SecretCode } = await admin.send(
        new AssociateSoftwareTokenCommand({ AccessToken: step.tokens.accessToken }),
      );
      await admin.send(
        new VerifySoftwareTokenCommand({
          AccessToken: step.tokens.accessToken,
          UserCode: await freshTotpCode(SecretCode ?? ""),
        }),
      );
      await admin.send(
        new AdminSetUserMFAPreferenceCommand({
          UserPoolId: pool.userPoolId,
          Username: "claire@jura-vtt.local",
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        }),
      );
    } finally {
      admin.destroy();
    }
    const listed = await cli(["list"]);
    expect(listed.code).toBe(0);
    expect(listed.out.split("\n")).toEqual([
      "2 accès à l'espace équipe :",
      "claire@jura-vtt.local  |  actif  |  double authentification : configurée",
      "marc@jura-vtt.local  |  mot de passe provisoire à changer  |  double authentification : pas encore",
    ]);
  });

  it("remove: asks first, keeps the account unless « oui », --oui skips the question", async () => {
    const kept = await cli(["remove", "marc@jura-vtt.local"], "non");
    expect(kept.questions).toEqual([
      "Supprimer l'accès de marc@jura-vtt.local à l'espace équipe ? Tapez « oui » : ",
    ]);
    expect(kept).toMatchObject({ code: 1, out: "Rien n'a été supprimé." });
    expect((await cli(["list"])).out).toMatch(/marc@jura-vtt\.local/);

    const removed = await cli(["remove", "marc@jura-vtt.local"], "oui");
    expect(removed).toMatchObject({ code: 0, out: "Accès supprimé : marc@jura-vtt.local" });
    const direct = await cli(["remove", "claire@jura-vtt.local", "--oui"]);
    expect(direct).toMatchObject({ code: 0, questions: [] });
    expect((await cli(["list"])).out).toBe(
      "Aucun accès à l'espace équipe. Créez-en un avec « add EMAIL ».",
    );
    expect((await cli(["remove", "personne@jura-vtt.local", "--oui"])).code).toBe(1);
  });

  it("refuses an invalid e-mail or a missing target, in French, touching nothing", async () => {
    const invalid = await cli(["add", "pas-une-adresse"]);
    expect(invalid.code).toBe(2);
    expect(invalid.err).toMatch(/^Adresse e-mail invalide\./);
    const out: string[] = [];
    const nowhere = await runTeamCli(["list"], {
      out: (t) => out.push(t),
      err: (t) => out.push(t),
    });
    expect(nowhere).toBe(2);
    expect(out.join("\n")).toMatch(/Indiquez où travailler/);
  });
});
