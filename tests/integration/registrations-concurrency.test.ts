import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { beforeEach, describe, expect, inject, it } from "vitest";
import { handler as api } from "../../functions/api/handler";
import { localFunctionEnv } from "../../local/function-env";
import { startLocalHost } from "../../local/host/server";
import { ddb, resetState, tableName } from "../support/aws";
import {
  apiEvent,
  putActivity,
  scanAll,
  validRegistration,
} from "../support/registration-fixtures";

const FULL = "Cette activité est complète.";

async function placesLeft(id: string) {
  const res = await ddb().send(new GetCommand({ TableName: tableName("activities"), Key: { id } }));
  return res.Item?.places_disponibles;
}

/** The idempotency table's items of one scope (answers "inscriptions#", claims "short-reference#"). */
async function idempotencyItems(scope: string) {
  return (await scanAll("idempotency")).filter((item) => String(item.key).startsWith(scope));
}

function tally(results: { status: number; body: { success: boolean; error?: string } }[]) {
  return {
    created: results.filter((r) => r.status === 201 && r.body.success).length,
    full: results.filter((r) => r.status === 409 && r.body.error === FULL).length,
    other: results.filter((r) => r.status !== 201 && !(r.status === 409 && r.body.error === FULL)),
  };
}

describe("POST /api/inscriptions under concurrency", () => {
  beforeEach(async () => {
    await resetState();
  });

  it("40 registrations of 2 people at once for 8 places: exactly 4 succeed (api handler)", async () => {
    const activity = await putActivity({ places_disponibles: 8 });
    const results = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const res = await api(
          apiEvent(
            "POST",
            "/api/inscriptions",
            validRegistration(activity.id, { nombre_participants: 2, nom: `Participant${i}` }),
          ),
        );
        return { status: res.statusCode ?? 0, body: JSON.parse(res.body ?? "{}") };
      }),
    );
    const counts = tally(results);
    expect(counts.other).toEqual([]);
    expect(counts.created).toBe(4);
    expect(counts.full).toBe(36);
    expect(await placesLeft(activity.id)).toBe(0);
    expect(await scanAll("inscriptions")).toHaveLength(4);
    // No Idempotency-Key sent, no answer kept; the table holds only the 4 short references' claims.
    expect(await idempotencyItems("inscriptions#")).toHaveLength(0);
    expect(await idempotencyItems("short-reference#")).toHaveLength(4);
  });

  it("the same through the local HTTP host (API Gateway emulation)", async () => {
    const activity = await putActivity({ places_disponibles: 8 });
    const host = await startLocalHost({
      port: 0,
      endpoint: inject("emulatorEndpoint"),
      env: localFunctionEnv(inject("emulatorEndpoint"), inject("queueUrls")),
      pollers: false,
      timers: false,
      quiet: true,
    });
    try {
      const results = await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const res = await fetch(`${host.url}/api/inscriptions`, {
            method: "POST",
            headers: { "content-type": "application/json", "idempotency-key": `concurrent-${i}` },
            body: JSON.stringify(validRegistration(activity.id, { nombre_participants: 2 })),
          });
          return { status: res.status, body: await res.json() };
        }),
      );
      const counts = tally(results);
      expect(counts.other).toEqual([]);
      expect(counts.created).toBe(4);
      expect(counts.full).toBe(36);
    } finally {
      await host.stop();
    }
    expect(await placesLeft(activity.id)).toBe(0);
    expect(await scanAll("inscriptions")).toHaveLength(4);
    // Only the 4 successful answers are kept under their Idempotency-Key.
    expect(await idempotencyItems("inscriptions#")).toHaveLength(4);
  });
});
