/**
 * The registration's short reference (« JV-7K3M-Q9 »): drawn by the server, claimed in the
 * transaction that stores the registration, so that two registrations never share one, even at
 * once; a reference already taken is drawn again, never overwritten. The e-mail to the visitor
 * carries it, with what is owed by the stored deadline.
 */
import { formatDeadline } from "@shared/date-format";
import { formatChf } from "@shared/money";
import { SHORT_REFERENCE_PATTERN } from "@shared/registrations/short-reference";
import { beforeEach, describe, expect, it } from "vitest";
import { createApi } from "../../functions/api/api";
import { handler as api } from "../../functions/api/handler";
import { getConfig } from "../../functions/config";
import { wireAdapters } from "../../functions/wiring/adapters";
import { handler as notifier } from "../../functions/workers/notifier/handler";
import { toSqsEvent } from "../../local/host/sqs-poller";
import { readSentEmails, resetState } from "../support/aws";
import {
  apiEvent,
  deleteMessages,
  putActivity,
  receiveAll,
  scanAll,
  validRegistration,
} from "../support/registration-fixtures";

type Answer = { status: number; body: Record<string, unknown> };

async function registerWith(
  handler: typeof api,
  activityId: string,
  overrides: Record<string, unknown> = {},
): Promise<Answer> {
  const res = await handler(
    apiEvent("POST", "/api/inscriptions", validRegistration(activityId, overrides)),
  );
  return { status: res.statusCode ?? 0, body: JSON.parse(res.body ?? "{}") };
}

/** The claims of short references in the idempotency table, by reference. */
async function claims(): Promise<Map<string, unknown>> {
  const items = await scanAll("idempotency");
  return new Map(
    items
      .filter((item) => String(item.key).startsWith("short-reference#"))
      .map((item) => [String(item.key).slice("short-reference#".length), item.owner]),
  );
}

/** An api whose short references come from `draws`, in order (a collision forced on purpose). */
function apiDrawing(draws: string[]) {
  const config = getConfig();
  const drawn: string[] = [];
  const handler = createApi({
    adapters: wireAdapters(config, undefined, {
      shortReference: () => {
        const next = draws.shift();
        if (!next) throw new Error("no draw left");
        drawn.push(next);
        return next;
      },
    }),
    config,
  });
  return { handler, drawn };
}

describe("the short reference of a registration", () => {
  beforeEach(async () => {
    await resetState();
  });

  it("200 registrations at once through the api handler get 200 distinct references, all stored and claimed", async () => {
    // Ten outings without a limit, twenty registrations each, all sent at the same time.
    const activities = await Promise.all(
      Array.from({ length: 10 }, () => putActivity({ places_disponibles: null })),
    );
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        registerWith(api, activities[i % 10]?.id ?? "", { nom: `Participant${i}` }),
      ),
    );
    const elapsedMs = Math.round(performance.now() - started);
    expect(answers.filter((a) => a.status !== 201)).toEqual([]);

    const answered = answers.map((a) => String(a.body.short_reference));
    for (const reference of answered) expect(reference).toMatch(SHORT_REFERENCE_PATTERN);
    expect(new Set(answered).size).toBe(200);

    const stored = await scanAll("inscriptions");
    expect(stored).toHaveLength(200);
    const byId = new Map(stored.map((r) => [r.id, r.short_reference]));
    for (const a of answers) expect(byId.get(a.body.inscription_id)).toBe(a.body.short_reference);

    const claimed = await claims();
    expect(claimed.size).toBe(200);
    for (const a of answers) {
      expect(claimed.get(String(a.body.short_reference))).toBe(a.body.inscription_id);
    }
    console.info(`200 concurrent registrations: ${elapsedMs} ms`);
  }, 120_000);

  it("a reference already taken is drawn again: the first registration keeps it, nothing is overwritten", async () => {
    const activity = await putActivity({ places_disponibles: 8 });
    const first = apiDrawing(["JV-2345-67"]);
    const one = await registerWith(first.handler, activity.id);
    expect(one.status).toBe(201);
    expect(one.body.short_reference).toBe("JV-2345-67");

    const second = apiDrawing(["JV-2345-67", "JV-89AB-CD"]);
    const two = await registerWith(second.handler, activity.id, { nom: "Rochat" });
    expect(two.status).toBe(201);
    expect(second.drawn).toEqual(["JV-2345-67", "JV-89AB-CD"]);
    expect(two.body.short_reference).toBe("JV-89AB-CD");

    const stored = await scanAll("inscriptions");
    expect(stored).toHaveLength(2);
    const firstStored = stored.find((r) => r.id === one.body.inscription_id);
    expect(firstStored).toMatchObject({ short_reference: "JV-2345-67", nom: "Favre" });
    expect(stored.find((r) => r.id === two.body.inscription_id)).toMatchObject({
      short_reference: "JV-89AB-CD",
      nom: "Rochat",
    });
    const claimed = await claims();
    expect(claimed.get("JV-2345-67")).toBe(one.body.inscription_id);
    expect(claimed.get("JV-89AB-CD")).toBe(two.body.inscription_id);
    // The colliding attempt took no place: 2 + 2 of 8.
    const [outing] = (await scanAll("activities")).filter((a) => a.id === activity.id);
    expect(outing?.places_disponibles).toBe(4);
  });

  it("a generator that only draws taken references ends in a 503 with nothing stored", async () => {
    const activity = await putActivity({ places_disponibles: 8 });
    const one = await registerWith(apiDrawing(["JV-2345-67"]).handler, activity.id);
    expect(one.status).toBe(201);
    const stuck = apiDrawing(Array(10).fill("JV-2345-67"));
    const refused = await registerWith(stuck.handler, activity.id, { nom: "Rochat" });
    expect(refused.status).toBe(503);
    expect(stuck.drawn.length).toBeGreaterThan(1);
    expect(await scanAll("inscriptions")).toHaveLength(1);
    expect((await claims()).get("JV-2345-67")).toBe(one.body.inscription_id);
  });

  it("the visitor's e-mail, read back from the emulator, carries the reference and what is owed by the deadline", async () => {
    const activity = await putActivity({ prix_centimes: 5000 });
    const res = await registerWith(api, activity.id, { nombre_participants: 2 });
    expect(res.status).toBe(201);
    const queueUrl = process.env.QUEUE_NOTIFICATIONS_URL ?? "";
    const messages = await receiveAll(queueUrl);
    const result = await notifier(
      toSqsEvent(messages, "arn:aws:sqs:local:notifications", "eu-central-2"),
    );
    await deleteMessages(queueUrl, messages);
    expect(result.batchItemFailures).toEqual([]);

    const email = (await readSentEmails()).find((e) => e.to.includes("monique.favre@example.ch"));
    const deadline = String(res.body.deadline);
    const owed = `Reste à payer ${formatChf(10_000)} avant le ${formatDeadline(deadline)}, sinon l'inscription est annulée.`;
    expect(email?.text).toContain(owed);
    expect(email?.text).toContain(`Numéro d'inscription : ${res.body.short_reference}`);
    expect(email?.text).not.toContain(`Numéro d'inscription : ${res.body.inscription_id}`);
    expect(email?.text).not.toContain("est confirmée");
  });
});
