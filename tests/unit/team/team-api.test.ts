import { describe, expect, it, vi } from "vitest";
import { createTeamApi } from "../../../web/src/features/team/shared/team-api";
import { teamFailureMessage } from "../../../web/src/features/team/shared/team-failure";
import { ApiError } from "../../../web/src/lib/api-client";
import { teamActivity } from "./fixtures";

function api(status: number, body: string | null, token: string | null = "jeton-acces") {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(body, { status });
  }) as unknown as typeof fetch;
  const onUnauthorized = vi.fn();
  const client = createTeamApi({ accessToken: async () => token, onUnauthorized, fetchImpl });
  return { client, calls, onUnauthorized };
}

const list = JSON.stringify({
  success: true,
  a_venir: [teamActivity()],
  passees: [],
  suite: null,
});

describe("team space requests", () => {
  it("send the access token as a bearer token and read the answer with the shared schema", async () => {
    const { client, calls } = api(200, list);
    const answer = await client.listActivities();
    expect(answer.a_venir[0]?.titre).toBe("Balade des Crêtes");
    expect(calls[0]?.url).toBe("/api/equipe/sorties");
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: "Bearer jeton-acces" });
    expect(calls[0]?.url).not.toContain("jeton");
  });

  it("ask the next page of past outings with the cursor of the one before", async () => {
    const page = { success: true, passees: [teamActivity()], suite: "c2" };
    const { client, calls } = api(200, JSON.stringify(page));
    const answer = await client.listPastActivities("a b/c");
    expect(calls[0]?.url).toBe("/api/equipe/sorties/passees?apres=a%20b%2Fc");
    expect(answer.suite).toBe("c2");
    expect(answer.passees[0]?.titre).toBe("Balade des Crêtes");
  });

  it("post an outing as JSON to its own address", async () => {
    const { client, calls } = api(200, JSON.stringify({ success: true, sortie: teamActivity() }));
    await client.setHidden("act/1", true);
    expect(calls[0]?.url).toBe("/api/equipe/sorties/act%2F1/visibilite");
    expect(calls[0]?.init.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ masquee: true });
  });

  it("end the session on a 401, and say so", async () => {
    const { client, onUnauthorized } = api(
      401,
      JSON.stringify({ success: false, error: "Connexion requise." }),
    );
    const failure = await client.listActivities().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(teamFailureMessage(failure)).toBe("Votre session a expiré, veuillez vous reconnecter.");
  });

  it("send nothing without a token: the session is over", async () => {
    const { client, calls, onUnauthorized } = api(200, list, null);
    await expect(client.listActivities()).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(0);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("say « Accès réservé à l'équipe. » on a 403 and the server's French message on a 409", async () => {
    const forbidden = await api(403, "{}")
      .client.listActivities()
      .catch((e: unknown) => e);
    expect(teamFailureMessage(forbidden)).toBe("Accès réservé à l'équipe.");
    const refused = await api(
      409,
      JSON.stringify({ success: false, error: "Pas moins de 3 places." }),
    )
      .client.editActivity("act-1", {} as never)
      .catch((e: unknown) => e);
    expect(teamFailureMessage(refused)).toBe("Pas moins de 3 places.");
    expect(teamFailureMessage(new TypeError("Failed to fetch"))).toMatch(/ne répond pas/);
  });

  it("fetch the CSV with the token, as a file", async () => {
    const { client, calls } = api(200, "\uFEFFNom;Prénom\r\nMuster;Anna\r\n");
    const file = await client.participantsCsv("act-1");
    expect(calls[0]?.url).toBe("/api/equipe/sorties/act-1/participants.csv");
    expect(calls[0]?.init.headers).toMatchObject({
      Authorization: "Bearer jeton-acces",
      Accept: "text/csv",
    });
    expect(await file.text()).toContain("Muster;Anna");
  });
});
