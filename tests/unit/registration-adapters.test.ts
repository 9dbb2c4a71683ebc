import { activityPlaces } from "@adapters/activity-places";
import { documentClient } from "@adapters/aws-clients";
import { eventBus } from "@adapters/event-bus";
import { fleetDays } from "@adapters/fleet";
import { idempotencyRepository } from "@adapters/idempotency";
import { outboxRepository } from "@adapters/outbox";
import { registrationCommit, registrationsRepository } from "@adapters/registrations-repository";
import {
  CLAIM_LEASE_MS,
  NotificationInProgressError,
  sentNotificationsRepository,
} from "@adapters/sent-notifications";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { EventBridgeClient, PutEventsCommand } from "@aws-sdk/client-eventbridge";
import {
  DeleteCommand,
  PutCommand,
  ScanCommand,
  TransactWriteCommand,
  UpdateCommand,
} from "@aws-sdk/lib-dynamodb";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineResources } from "../../infra/resources";

// Adapters take their client and table: no environment to stub, only the clients to mock.
const client = documentClient(new DynamoDBClient({ region: "eu-central-2" }));
const bridge = new EventBridgeClient({ region: "eu-central-2" });
const ddb = mockClient(client);
const events = mockClient(bridge);
const table = (tableName: string) => ({ client, tableName });

function named(name: string, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error(name), { name, ...extra });
}

afterEach(() => {
  ddb.reset();
  events.reset();
});

const envelope = {
  detailType: "InscriptionCreated",
  detail: {
    metadata: { eventId: "e1", occurredAt: "2026-01-01T00:00:00Z", version: 1 },
    data: { inscription_id: "i1" },
  },
};

/** The same event under another id. */
const withId = (eventId: string) => ({
  ...envelope,
  detail: { ...envelope.detail, metadata: { ...envelope.detail.metadata, eventId } },
});

describe("eventBus.publish", () => {
  it("puts the events on the bus with the product's source", async () => {
    events.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: "x" }] });
    const { publish } = eventBus({ client: bridge, busName: "jura-vtt-bus" });
    await publish([envelope]);
    const entry = events.commandCalls(PutEventsCommand)[0]?.args[0].input.Entries?.[0];
    expect(entry).toMatchObject({
      EventBusName: "jura-vtt-bus",
      Source: "ch.jura-vtt-vitalite.booking",
      DetailType: "InscriptionCreated",
    });
    expect(JSON.parse(entry?.Detail ?? "{}")).toEqual(envelope.detail);
  });

  it("reports only the entries a partial answer refused", async () => {
    events.on(PutEventsCommand).resolves({
      FailedEntryCount: 1,
      Entries: [{ EventId: "x" }, { ErrorCode: "InternalFailure" }, { EventId: "z" }],
    });
    const { publish } = eventBus({ client: bridge, busName: "jura-vtt-bus" });
    expect(await publish([envelope, withId("e2"), withId("e3")])).toEqual([
      { eventId: "e2", reason: "InternalFailure" },
    ]);
  });

  it("reports the whole batch as refused when the call fails, and goes on with the next", async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => withId(`e${i}`));
    events
      .on(PutEventsCommand)
      .rejectsOnce(named("InternalFailure"))
      .resolves({ FailedEntryCount: 0, Entries: [{ EventId: "a" }, { EventId: "b" }] });
    const { publish } = eventBus({ client: bridge, busName: "jura-vtt-bus" });
    const refused = await publish(twelve);
    expect(
      events.commandCalls(PutEventsCommand).map((c) => c.args[0].input.Entries?.length),
    ).toEqual([10, 2]);
    expect(refused.map((r) => r.eventId)).toEqual(
      twelve.slice(0, 10).map((e) => e.detail.metadata.eventId),
    );
  });
});

describe("publishAndClear", () => {
  it("leaves the outbox item when publishing fails, and deletes it when it works", async () => {
    const failing = outboxRepository({
      ...table("jura-vtt-outbox"),
      publish: async () => {
        throw new Error("bus down");
      },
    });
    expect(await failing.publishAndClear([envelope])).toBe(false);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
    const working = outboxRepository({ ...table("jura-vtt-outbox"), publish: async () => [] });
    expect(await working.publishAndClear([envelope])).toBe(true);
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input).toEqual({
      TableName: "jura-vtt-outbox",
      Key: { id: "e1" },
    });
  });

  it("deletes only the events the bus took, and keeps those it refused", async () => {
    const outbox = outboxRepository({
      ...table("jura-vtt-outbox"),
      publish: async () => [{ eventId: "e2", reason: "InternalFailure" }],
    });
    expect(await outbox.publishAndClear([envelope, withId("e2"), withId("e3")])).toBe(false);
    const deleted = ddb.commandCalls(DeleteCommand).map((c) => c.args[0].input.Key?.id);
    expect(deleted.sort()).toEqual(["e1", "e3"]);
  });
});

describe("outbox sweep", () => {
  it("publishes the due items in one call, oldest first, and deletes those the bus took", async () => {
    const record = (id: string, created_at: number) => ({
      id,
      detail_type: "InscriptionCreated",
      detail: withId(id).detail,
      created_at,
    });
    ddb.on(ScanCommand).resolves({ Items: [record("late", 2_000), record("early", 1_000)] });
    const published: string[][] = [];
    const outbox = outboxRepository({
      ...table("jura-vtt-outbox"),
      publish: async (batch) => {
        published.push(batch.map((e) => e.detail.metadata.eventId));
        return [{ eventId: "late", reason: "InternalFailure" }];
      },
    });
    expect(await outbox.sweep({ olderThanMs: 0, now: new Date(5_000) })).toEqual({
      published: 1,
      refused: 1,
    });
    expect(published).toEqual([["early", "late"]]);
    expect(ddb.commandCalls(DeleteCommand).map((c) => c.args[0].input.Key?.id)).toEqual(["early"]);
  });
});

describe("notifyOnce", () => {
  const claimed = (status: string) =>
    named("ConditionalCheckFailedException", { Item: { key: { S: "e1" }, status: { S: status } } });

  it("sends once, then skips when the key is already sent", async () => {
    const { notifyOnce } = sentNotificationsRepository(table("jura-vtt-sent-notifications"));
    const send = vi.fn(async () => {});
    ddb.on(PutCommand).resolvesOnce({}).rejects(claimed("sent"));
    expect(await notifyOnce("e1:visitor-email", send)).toBe(true);
    expect(await notifyOnce("e1:visitor-email", send)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(1);
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.ReturnValuesOnConditionCheckFailure).toBe(
      "ALL_OLD",
    );
  });

  it("neither sends nor reports success while another attempt holds the claim", async () => {
    const { notifyOnce } = sentNotificationsRepository(table("jura-vtt-sent-notifications"));
    const send = vi.fn(async () => {});
    ddb.on(PutCommand).rejects(claimed("sending"));
    await expect(notifyOnce("e1:visitor-email", send)).rejects.toThrow(NotificationInProgressError);
    expect(send).not.toHaveBeenCalled();
  });

  it("takes over a claim older than the lease, with the clock it is given", async () => {
    const now = new Date("2026-05-01T08:00:00.000Z");
    const { notifyOnce } = sentNotificationsRepository({
      ...table("jura-vtt-sent-notifications"),
      clock: { now: () => now },
    });
    ddb.on(PutCommand).resolves({});
    await notifyOnce("e1:sms", async () => {});
    const input = ddb.commandCalls(PutCommand)[0]?.args[0].input;
    expect(input?.ExpressionAttributeValues?.[":staleBefore"]).toBe(now.getTime() - CLAIM_LEASE_MS);
  });

  it("releases its own claim and rethrows when sending fails", async () => {
    const { notifyOnce } = sentNotificationsRepository(table("jura-vtt-sent-notifications"));
    ddb.on(PutCommand).resolves({});
    await expect(
      notifyOnce("e1:sms", async () => {
        throw new Error("SNS down");
      }),
    ).rejects.toThrow("SNS down");
    const release = ddb.commandCalls(DeleteCommand)[0]?.args[0].input;
    expect(release?.Key).toEqual({ key: "e1:sms" });
    expect(release?.ConditionExpression).toBe("claimed_at = :claimedAt");
  });

  it("notifyEachOnce tries every send, then throws what failed", async () => {
    const { notifyEachOnce } = sentNotificationsRepository(table("jura-vtt-sent-notifications"));
    ddb.on(PutCommand).resolves({});
    const sent: string[] = [];
    const send = (what: string) => async () => {
      if (what === "sms") throw new Error("SNS down");
      sent.push(what);
    };
    await expect(
      notifyEachOnce([
        ["e1:visitor-email", send("visitor-email")],
        ["e1:sms", send("sms")],
        ["e1:provider-email", send("provider-email")],
      ]),
    ).rejects.toThrow("SNS down");
    expect(sent).toEqual(["visitor-email", "provider-email"]);
  });

  it("holds a claim longer than a sending function lives, shorter than a message stays hidden", () => {
    const { functions, queues } = defineResources();
    const senders = functions.filter((f) => ["notifier", "registrationDeadlines"].includes(f.key));
    expect(senders).toHaveLength(2);
    for (const sender of senders) {
      expect(CLAIM_LEASE_MS).toBeGreaterThan(sender.timeoutSeconds * 1000);
      const queue = queues.find((q) => q.consumer === sender.key);
      expect(CLAIM_LEASE_MS).toBeLessThan((queue?.visibilityTimeoutSeconds ?? 0) * 1000);
    }
  });
});

describe("registrationCommit", () => {
  const commit = registrationCommit({
    client,
    activityPlaces: activityPlaces(table("jura-vtt-activities")),
    fleetDays: fleetDays(table("jura-vtt-fleet")),
    registrations: registrationsRepository(table("jura-vtt-inscriptions")),
    outbox: outboxRepository({ ...table("jura-vtt-outbox"), publish: async () => [] }),
    idempotency: idempotencyRepository(table("jura-vtt-idempotency")),
  });
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
      registration: {
        id: "i1",
        email: " Monique.Favre@Example.ch",
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
          short_reference: "JV-7K3M-Q9",
          deadline: "2026-05-03T08:00:00.000Z",
        },
      },
      event: envelope,
    };
  };

  it("writes places, registration, outbox and idempotency in one transaction", async () => {
    ddb.on(TransactWriteCommand).resolves({});
    expect(await commit(await input())).toEqual({ ok: true });
    const items = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items).toHaveLength(4);
    // The places are taken only while the outing has them and is shown (not hidden by the team),
    // not cancelled by the founders, and not held for its waiting list.
    expect(items[0]?.Update?.ConditionExpression).toBe(
      "attribute_exists(id) AND places_disponibles >= :n AND (attribute_not_exists(masquee) OR masquee = :shown) AND attribute_not_exists(annulation) AND (attribute_not_exists(attente_en_cours) OR attente_en_cours <= :noneWaiting OR attente_fin <= :now)",
    );
    expect(items[0]?.Update?.TableName).toBe("jura-vtt-activities");
    expect(items[0]?.Update?.ExpressionAttributeValues?.[":n"]).toBe(2);
    expect(items[1]?.Put?.TableName).toBe("jura-vtt-inscriptions");
    // The address as typed, and in lower case for the `by-email` index.
    expect(items[1]?.Put?.Item).toMatchObject({
      email: " Monique.Favre@Example.ch",
      email_key: "monique.favre@example.ch",
    });
    expect(items[2]?.Put?.TableName).toBe("jura-vtt-outbox");
    expect(items[3]?.Put?.TableName).toBe("jura-vtt-idempotency");
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
    expect(await commit(await input())).toEqual(outcome);
  });

  const withReference = async () => {
    const base = await input();
    return {
      ...base,
      registration: { ...(base.registration as object), short_reference: "JV-7K3M-Q9" } as never,
    };
  };

  it("claims the short reference last, in the same transaction, never overwriting a claim", async () => {
    ddb.on(TransactWriteCommand).resolves({});
    expect(await commit(await withReference())).toEqual({ ok: true });
    const items = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items).toHaveLength(5);
    expect(items[4]?.Put?.TableName).toBe("jura-vtt-idempotency");
    expect(items[4]?.Put?.Item).toMatchObject({
      key: "short-reference#JV-7K3M-Q9",
      owner: "i1",
      status: "claimed",
    });
    expect(items[4]?.Put?.Item?.expires_at).toBeUndefined();
    expect(items[4]?.Put?.ConditionExpression).toBe("attribute_not_exists(#key)");
  });

  it("answers reference_taken when the claim's condition fails", async () => {
    ddb.on(TransactWriteCommand).rejects(
      named("TransactionCanceledException", {
        CancellationReasons: ["None", "None", "None", "None", "ConditionalCheckFailed"].map(
          (Code) => ({ Code }),
        ),
      }),
    );
    expect(await commit(await withReference())).toEqual({ ok: false, reason: "reference_taken" });
  });
});
