import { EventBridgeClient, PutEventsCommand } from "@aws-sdk/client-eventbridge";
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from "@aws-sdk/lib-dynamodb";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "../../functions/config";
import { stubFunctionConfig } from "../support/function-config";

const ddb = mockClient(DynamoDBDocumentClient);
const events = mockClient(EventBridgeClient);

function named(name: string, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error(name), { name, ...extra });
}

beforeEach(() => {
  stubFunctionConfig({
    busName: "jura-vtt-bus",
    siteUrl: "http://127.0.0.1:5173",
    tablePrefix: "jura-vtt-",
  });
});
afterEach(() => {
  ddb.reset();
  events.reset();
  vi.unstubAllEnvs();
  resetConfigForTests();
});

const envelope = {
  detailType: "InscriptionCreated",
  detail: {
    metadata: { eventId: "e1", occurredAt: "2026-01-01T00:00:00Z", version: 1 },
    data: { inscription_id: "i1" },
  },
};

describe("publishEvents", () => {
  it("puts the events on the bus with the product's source", async () => {
    events.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: "x" }] });
    const { publishEvents } = await import("../../functions/adapters/event-bus");
    await publishEvents([envelope]);
    const entry = events.commandCalls(PutEventsCommand)[0]?.args[0].input.Entries?.[0];
    expect(entry).toMatchObject({
      EventBusName: "jura-vtt-bus",
      Source: "ch.jura-vtt-vitalite.booking",
      DetailType: "InscriptionCreated",
    });
    expect(JSON.parse(entry?.Detail ?? "{}")).toEqual(envelope.detail);
  });

  it("throws when an entry is refused", async () => {
    events
      .on(PutEventsCommand)
      .resolves({ FailedEntryCount: 1, Entries: [{ ErrorCode: "InternalFailure" }] });
    const { publishEvents } = await import("../../functions/adapters/event-bus");
    await expect(publishEvents([envelope])).rejects.toThrow(/InternalFailure/);
  });
});

describe("publishAndClear", () => {
  it("leaves the outbox item when publishing fails, and deletes it when it works", async () => {
    const { publishAndClear } = await import("../../functions/adapters/outbox");
    expect(
      await publishAndClear([envelope], async () => {
        throw new Error("bus down");
      }),
    ).toBe(false);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
    expect(await publishAndClear([envelope], async () => {})).toBe(true);
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input).toEqual({
      TableName: "jura-vtt-outbox",
      Key: { id: "e1" },
    });
  });
});

describe("notifyOnce", () => {
  it("sends once, then skips when the key is already claimed", async () => {
    const { notifyOnce } = await import("../../functions/adapters/sent-notifications");
    const send = vi.fn(async () => {});
    ddb.on(PutCommand).resolvesOnce({}).rejects(named("ConditionalCheckFailedException"));
    expect(await notifyOnce("e1:visitor-email", send)).toBe(true);
    expect(await notifyOnce("e1:visitor-email", send)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(1);
  });

  it("releases the claim and rethrows when sending fails", async () => {
    const { notifyOnce } = await import("../../functions/adapters/sent-notifications");
    ddb.on(PutCommand).resolves({});
    await expect(
      notifyOnce("e1:sms", async () => {
        throw new Error("SNS down");
      }),
    ).rejects.toThrow("SNS down");
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual({ key: "e1:sms" });
  });
});

describe("commitInscription", () => {
  const input = async () => {
    const activity = {
      id: "a1",
      titre: "T",
      date: "2026-05-10",
      heure_rdv: "09:30",
      lieu: "L",
      lieu_rdv: "R",
      niveau: "N",
      prix: "CHF 75.00",
      prix_centimes: 7500,
      type_de_formule: "F",
      categorie: "VTT" as const,
      places_disponibles: 8,
      description: null,
    };
    return {
      activity,
      inscription: {
        id: "i1",
        nombre_participants: 2,
        created_at: "2026-05-01T08:00:00.000Z",
      } as never,
      idempotencyKey: "k1",
      response: {
        statusCode: 201,
        body: {
          success: true as const,
          activity_title: "T",
          total_price: 150,
          inscription_id: "i1",
        },
      },
      event: envelope,
    };
  };

  it("writes places, registration, outbox and idempotency in one transaction", async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const { commitInscription } = await import("../../functions/adapters/inscriptions-repository");
    expect(await commitInscription(await input())).toEqual({ ok: true });
    const items = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items).toHaveLength(4);
    expect(items[0]?.Update?.ConditionExpression).toBe(
      "attribute_exists(id) AND places_disponibles >= :n",
    );
    expect(items[0]?.Update?.ExpressionAttributeValues?.[":n"]).toBe(2);
    expect(items[1]?.Put?.TableName).toBe("jura-vtt-inscriptions");
    expect(items[2]?.Put?.TableName).toBe("jura-vtt-outbox");
    expect(items[3]?.Put?.Item?.key).toBe("inscriptions#k1");
    expect(items[3]?.Put?.ConditionExpression).toBe("attribute_not_exists(#key)");
  });

  it.each([
    [["None", "None", "None", "ConditionalCheckFailed"], { ok: false, reason: "duplicate" }],
    [
      ["ConditionalCheckFailed", "None", "None", "None"],
      { ok: false, reason: "activity_condition" },
    ],
    [["TransactionConflict", "None", "None", "None"], { ok: false, reason: "conflict" }],
  ])("reads the cancellation reasons %j", async (codes, outcome) => {
    ddb.on(TransactWriteCommand).rejects(
      named("TransactionCanceledException", {
        CancellationReasons: codes.map((Code) => ({ Code })),
      }),
    );
    const { commitInscription } = await import("../../functions/adapters/inscriptions-repository");
    expect(await commitInscription(await input())).toEqual(outcome);
  });
});

describe("withIdempotency", () => {
  it("runs once and stores the answer; a retry gets it back; a running first call gives in_progress", async () => {
    const { withIdempotency } = await import("../../functions/adapters/idempotency");
    const run = vi.fn(async () => ({ statusCode: 202, body: { success: true } }));
    ddb.on(PutCommand).resolvesOnce({}).rejects(named("ConditionalCheckFailedException"));
    ddb.on(UpdateCommand).resolves({});
    expect(await withIdempotency({ scope: "contact", key: "k", run })).toEqual({
      kind: "fresh",
      response: { statusCode: 202, body: { success: true } },
    });
    const update = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.Key).toEqual({ key: "contact#k" });
    expect(update?.ExpressionAttributeValues?.[":response"]).toEqual({
      statusCode: 202,
      body: { success: true },
    });

    ddb
      .on(GetCommand)
      .resolvesOnce({
        Item: {
          key: "contact#k",
          status: "completed",
          response: { statusCode: 202, body: { success: true } },
          expires_at: Math.floor(Date.now() / 1000) + 60,
        },
      })
      .resolves({ Item: { key: "contact#k", status: "in_progress" } });
    expect(await withIdempotency({ scope: "contact", key: "k", run })).toEqual({
      kind: "replayed",
      response: { statusCode: 202, body: { success: true } },
    });
    expect(await withIdempotency({ scope: "contact", key: "k", run })).toEqual({
      kind: "in_progress",
    });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("releases the key when the run throws, so that a retry can run", async () => {
    const { withIdempotency } = await import("../../functions/adapters/idempotency");
    ddb.on(PutCommand).resolves({});
    await expect(
      withIdempotency({
        scope: "contact",
        key: "k2",
        run: async () => {
          throw new Error("boom");
        },
      }),
    ).rejects.toThrow("boom");
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual({ key: "contact#k2" });
  });
});
