import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { defineResources } from "../../infra/resources";
import { synthStacks } from "./synth";

const resources = defineResources();
let template: Template;

beforeAll(() => {
  template = Template.fromStack(synthStacks().data);
});

describe("data stack", () => {
  it("creates exactly the tables of the resource definition", () => {
    const tables = template.findResources("AWS::DynamoDB::Table");
    const names = Object.values(tables).map((t) => t.Properties.TableName);
    expect(names.sort()).toEqual(resources.tables.map((t) => t.name).sort());
  });

  it.each(resources.tables.map((t) => [t.name, t] as const))(
    "%s: on demand, point-in-time recovery, retained, with its keys",
    (_name, table) => {
      const keySchema = [
        { AttributeName: table.partitionKey, KeyType: "HASH" },
        ...(table.sortKey ? [{ AttributeName: table.sortKey, KeyType: "RANGE" }] : []),
      ];
      template.hasResource("AWS::DynamoDB::Table", {
        DeletionPolicy: "Retain",
        UpdateReplacePolicy: "Retain",
        Properties: Match.objectLike({
          TableName: table.name,
          BillingMode: "PAY_PER_REQUEST",
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          KeySchema: keySchema,
        }),
      });
    },
  );

  it("enables expiry on the tables whose items expire", () => {
    for (const table of resources.tables) {
      const expected = table.timeToLiveAttribute
        ? { AttributeName: table.timeToLiveAttribute, Enabled: true }
        : Match.absent();
      template.hasResourceProperties("AWS::DynamoDB::Table", {
        TableName: table.name,
        TimeToLiveSpecification: expected,
      });
    }
  });

  it.each(resources.tables.filter((t) => t.globalIndexes?.length).map((t) => [t.name, t] as const))(
    "%s: has its global secondary indexes, all attributes projected",
    (_name, table) => {
      template.hasResourceProperties("AWS::DynamoDB::Table", {
        TableName: table.name,
        GlobalSecondaryIndexes: (table.globalIndexes ?? []).map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: "HASH" },
            ...(index.sortKey ? [{ AttributeName: index.sortKey, KeyType: "RANGE" }] : []),
          ],
          Projection: { ProjectionType: "ALL" },
        })),
      });
    },
  );

  it("indexes registrations by activity (the participant list reads it)", () => {
    template.hasResourceProperties("AWS::DynamoDB::Table", {
      TableName: "jura-vtt-inscriptions",
      GlobalSecondaryIndexes: Match.arrayWith([
        Match.objectLike({
          IndexName: "by-activity",
          KeySchema: [
            { AttributeName: "activity_id", KeyType: "HASH" },
            { AttributeName: "created_at", KeyType: "RANGE" },
          ],
        }),
      ]),
    });
  });
});
