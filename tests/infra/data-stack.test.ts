/**
 * The data stack's properties that matter, stated here rather than read back from
 * infra/resources.ts: billing, recovery, retention, keys, indexes and expiry of each table.
 */
import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { synthStacks } from "./synth";

let template: Template;

beforeAll(() => {
  template = Template.fromStack(synthStacks().data);
});

type Key = [name: string, kind: "HASH" | "RANGE"];
const keySchema = (...keys: Key[]) =>
  keys.map(([AttributeName, KeyType]) => ({ AttributeName, KeyType }));

/** Each table, its keys, and whether its items expire by themselves (TTL attribute). */
const TABLES: { name: string; keys: Key[]; expiresBy?: string }[] = [
  { name: "jura-vtt-activities", keys: [["id", "HASH"]] },
  { name: "jura-vtt-inscriptions", keys: [["id", "HASH"]] },
  { name: "jura-vtt-idempotency", keys: [["key", "HASH"]], expiresBy: "expires_at" },
  { name: "jura-vtt-outbox", keys: [["id", "HASH"]] },
  { name: "jura-vtt-contact-messages", keys: [["id", "HASH"]] },
  { name: "jura-vtt-quote-requests", keys: [["id", "HASH"]] },
  { name: "jura-vtt-newsletter-subscribers", keys: [["email", "HASH"]] },
  { name: "jura-vtt-rate-limits", keys: [["key", "HASH"]], expiresBy: "expires_at" },
  { name: "jura-vtt-sent-notifications", keys: [["key", "HASH"]], expiresBy: "expires_at" },
];

describe("data stack", () => {
  it("bills every table on demand, with point-in-time recovery, and keeps it when the stack goes", () => {
    const tables = Object.values(template.findResources("AWS::DynamoDB::Table"));
    expect(tables.length).toBeGreaterThanOrEqual(TABLES.length);
    for (const table of tables) {
      expect(table.DeletionPolicy, table.Properties.TableName).toBe("Retain");
      expect(table.UpdateReplacePolicy, table.Properties.TableName).toBe("Retain");
      expect(table.Properties).toMatchObject({
        BillingMode: "PAY_PER_REQUEST",
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      });
    }
  });

  it.each(TABLES)("$name: its keys, and expiry only where items are meant to expire", (table) => {
    template.hasResourceProperties("AWS::DynamoDB::Table", {
      TableName: table.name,
      KeySchema: keySchema(...table.keys),
      TimeToLiveSpecification: table.expiresBy
        ? { AttributeName: table.expiresBy, Enabled: true }
        : Match.absent(),
    });
  });

  it("indexes registrations by outing, oldest first (the participant list reads it), and the unpaid ones by due time (the deadline job reads it)", () => {
    template.hasResourceProperties("AWS::DynamoDB::Table", {
      TableName: "jura-vtt-inscriptions",
      GlobalSecondaryIndexes: [
        {
          IndexName: "by-activity",
          KeySchema: keySchema(["activity_id", "HASH"], ["created_at", "RANGE"]),
          Projection: { ProjectionType: "ALL" },
        },
        {
          IndexName: "by-due-time",
          KeySchema: keySchema(["due_status", "HASH"], ["next_due_at", "RANGE"]),
          Projection: { ProjectionType: "ALL" },
        },
        // « Données d'une personne »: a person's registrations by the address in lower case.
        {
          IndexName: "by-email",
          KeySchema: keySchema(["email_key", "HASH"], ["created_at", "RANGE"]),
          Projection: { ProjectionType: "ALL" },
        },
      ],
    });
  });

  it("finds a newsletter subscriber by the token of a link, by the id of an event, the confirmed ones by date (the team space's export) and the pending ones by request time (retention)", () => {
    template.hasResourceProperties("AWS::DynamoDB::Table", {
      TableName: "jura-vtt-newsletter-subscribers",
      GlobalSecondaryIndexes: [
        {
          IndexName: "by-token",
          KeySchema: keySchema(["token", "HASH"]),
          Projection: { ProjectionType: "ALL" },
        },
        {
          IndexName: "by-id",
          KeySchema: keySchema(["subscriber_id", "HASH"]),
          Projection: { ProjectionType: "ALL" },
        },
        {
          IndexName: "by-status",
          KeySchema: keySchema(["status", "HASH"], ["confirmed_at", "RANGE"]),
          Projection: { ProjectionType: "ALL" },
        },
        {
          IndexName: "by-pending",
          KeySchema: keySchema(["pending_status", "HASH"], ["requested_at", "RANGE"]),
          Projection: { ProjectionType: "ALL" },
        },
      ],
    });
  });

  it("lists quote requests and contact messages by handling status, newest first (the team space's lists), and finds a person's by e-mail", () => {
    for (const name of ["jura-vtt-quote-requests", "jura-vtt-contact-messages"]) {
      template.hasResourceProperties("AWS::DynamoDB::Table", {
        TableName: name,
        GlobalSecondaryIndexes: [
          {
            IndexName: "by-handling",
            KeySchema: keySchema(["handling", "HASH"], ["created_at", "RANGE"]),
            Projection: { ProjectionType: "ALL" },
          },
          {
            IndexName: "by-email",
            KeySchema: keySchema(["email", "HASH"], ["created_at", "RANGE"]),
            Projection: { ProjectionType: "ALL" },
          },
        ],
      });
    }
  });

  it("finds a waiting-list entry by its link's id and a person's entries by e-mail", () => {
    template.hasResourceProperties("AWS::DynamoDB::Table", {
      TableName: "jura-vtt-waitlist",
      GlobalSecondaryIndexes: [
        {
          IndexName: "by-entry",
          KeySchema: keySchema(["entry_id", "HASH"]),
          Projection: { ProjectionType: "ALL" },
        },
        {
          IndexName: "by-email",
          KeySchema: keySchema(["email_key", "HASH"], ["entry_id", "RANGE"]),
          Projection: { ProjectionType: "ALL" },
        },
      ],
    });
  });
});
