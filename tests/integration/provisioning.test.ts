/**
 * Provisioning against the emulator: it creates what the resource definition asks for, and a
 * second run (and a second seed) changes nothing and loses nothing.
 */

import { CreateTableCommand, DescribeTableCommand } from "@aws-sdk/client-dynamodb";
import { ListIdentitiesCommand, SESClient } from "@aws-sdk/client-ses";
import { GetQueueAttributesCommand, SendMessageCommand } from "@aws-sdk/client-sqs";
import { GetCommand, PutCommand, QueryCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { activitySchema } from "@shared/schemas/activity";
import { afterAll, describe, expect, inject, it } from "vitest";
import { modelFromResources } from "../../infra/drift";
import { LOCAL_PROVIDER_EMAIL, LOCAL_SENDER_EMAIL } from "../../local/function-env";
import { emulatorClientConfig } from "../../localstack/emulator";
import { describeProvisioned, provision, syncGlobalIndexes } from "../../localstack/provision";
import { SAMPLE_FLEET, seedActivities } from "../../localstack/seed";
import { ddb, endpoint, resources, sqs, tableName } from "../support/aws";
import "../support/provided-context";

const ses = new SESClient(emulatorClientConfig(endpoint()));
afterAll(() => ses.destroy());

async function queueDepth(url: string): Promise<number> {
  const attributes = await sqs().send(
    new GetQueueAttributesCommand({
      QueueUrl: url,
      AttributeNames: ["ApproximateNumberOfMessages"],
    }),
  );
  return Number(attributes.Attributes?.ApproximateNumberOfMessages);
}

describe("provisioning", () => {
  it("creates what the resource definition asks for", async () => {
    const model = await describeProvisioned(endpoint(), resources);
    expect(model).toEqual(modelFromResources(resources));
    const identities = await ses.send(new ListIdentitiesCommand({ IdentityType: "EmailAddress" }));
    expect(identities.Identities).toEqual(
      expect.arrayContaining([LOCAL_SENDER_EMAIL, LOCAL_PROVIDER_EMAIL]),
    );
  });

  it("changes nothing and loses nothing when run again", async () => {
    const before = await describeProvisioned(endpoint(), resources);
    await ddb().send(
      new PutCommand({ TableName: tableName("outbox"), Item: { id: "kept-across-runs" } }),
    );
    const queueUrl = inject("queueUrls").notifications ?? "";
    await sqs().send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: "{}" }));

    const again = await provision(endpoint(), resources);
    const third = await provision(endpoint(), resources);

    expect(again.queueUrls).toEqual(inject("queueUrls"));
    expect(third).toEqual(again);
    expect(await describeProvisioned(endpoint(), resources)).toEqual(before);
    const kept = await ddb().send(
      new GetCommand({ TableName: tableName("outbox"), Key: { id: "kept-across-runs" } }),
    );
    expect(kept.Item).toEqual({ id: "kept-across-runs" });
    expect(await queueDepth(queueUrl)).toBe(1);
  });

  it("seeds valid outings once, and leaves places already taken alone", async () => {
    const now = new Date("2026-06-15T08:00:00Z");
    const activities = await seedActivities(endpoint(), resources, now);
    const first = activities[0];
    if (!first) throw new Error("no outings seeded");
    await ddb().send(
      new PutCommand({
        TableName: tableName("activities"),
        // As stored before the calendar's index: without its keys, which the next seed gives.
        Item: { ...first, places_disponibles: 1 },
      }),
    );

    const again = await seedActivities(endpoint(), resources, now);
    expect(again.map((o) => o.id)).toEqual(activities.map((o) => o.id));

    const stored = (await ddb().send(new ScanCommand({ TableName: tableName("activities") })))
      .Items;
    expect(stored).toHaveLength(activities.length);
    for (const item of stored ?? []) expect(activitySchema.safeParse(item).success).toBe(true);
    // Every seeded outing is in the calendar index, at its start.
    for (const item of stored ?? []) {
      expect(item).toMatchObject({
        calendar: "outings",
        starts_at: `${item.date}T${item.heure_rdv}`,
      });
    }
    expect(stored?.find((i) => i.id === first.id)?.places_disponibles).toBe(1);
  });

  it("seeds a sample fleet of rental e-bikes once, and leaves the founders' own alone", async () => {
    const now = new Date("2026-06-15T08:00:00Z");
    await seedActivities(endpoint(), resources, now);
    const seeded = await ddb().send(
      new GetCommand({ TableName: tableName("fleet"), Key: { id: "flotte" } }),
    );
    expect(seeded.Item).toMatchObject({ ...SAMPLE_FLEET, version: 1 });
    await ddb().send(
      new PutCommand({
        TableName: tableName("fleet"),
        Item: { ...seeded.Item, tailles: { S: 0, M: 1, L: 0, XL: 0 }, version: 2 },
      }),
    );
    await seedActivities(endpoint(), resources, now);
    const kept = await ddb().send(
      new GetCommand({ TableName: tableName("fleet"), Key: { id: "flotte" } }),
    );
    expect(kept.Item).toMatchObject({ tailles: { S: 0, M: 1, L: 0, XL: 0 }, version: 2 });
  });

  it("gives a table kept from an earlier version the indexes declared now, keeping its items", async () => {
    const name = `index-sync-${Date.now()}`;
    await ddb().send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: "PAY_PER_REQUEST",
        AttributeDefinitions: [
          { AttributeName: "id", AttributeType: "S" },
          { AttributeName: "date", AttributeType: "S" },
        ],
        KeySchema: [{ AttributeName: "id", KeyType: "HASH" }],
        GlobalSecondaryIndexes: [
          {
            IndexName: "by-date",
            KeySchema: [{ AttributeName: "date", KeyType: "HASH" }],
            Projection: { ProjectionType: "ALL" },
          },
        ],
      }),
    );
    await ddb().send(new PutCommand({ TableName: name, Item: { id: "kept", date: "2026-03-12" } }));
    const table = {
      key: "activities",
      name,
      envVar: "UNUSED",
      partitionKey: "id",
      globalIndexes: [{ name: "by-start", partitionKey: "calendar", sortKey: "starts_at" }],
    };

    await syncGlobalIndexes(ddb(), table);
    await syncGlobalIndexes(ddb(), table);

    const described = await ddb().send(new DescribeTableCommand({ TableName: name }));
    expect(described.Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName)).toEqual(["by-start"]);
    await ddb().send(
      new PutCommand({
        TableName: name,
        Item: { id: "new", calendar: "outings", starts_at: "2026-03-12T09:30" },
      }),
    );
    const found = await ddb().send(
      new QueryCommand({
        TableName: name,
        IndexName: "by-start",
        KeyConditionExpression: "calendar = :c",
        ExpressionAttributeValues: { ":c": "outings" },
      }),
    );
    expect(found.Items?.map((i) => i.id)).toEqual(["new"]);
    const kept = await ddb().send(new GetCommand({ TableName: name, Key: { id: "kept" } }));
    expect(kept.Item).toEqual({ id: "kept", date: "2026-03-12" });
  });
});
