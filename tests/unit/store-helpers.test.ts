import { documentClient } from "@adapters/aws-clients";
import { conditional } from "@adapters/dynamo-errors";
import { queryAll } from "@adapters/table-context";
import { transactIf } from "@adapters/tagged-transaction";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { PutCommand, QueryCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, describe, expect, it } from "vitest";

// The helpers every store's reads and conditional writes go through.
const client = documentClient(new DynamoDBClient({ region: "eu-central-2" }));
const ddb = mockClient(client);

function named(name: string, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error(name), { name, ...extra });
}

afterEach(() => ddb.reset());

describe("queryAll", () => {
  it("reads every page in order, each from where the last stopped, and tells of each page", async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ id: "a" }], LastEvaluatedKey: { id: "a" }, ScannedCount: 3 })
      .resolvesOnce({ Items: [{ id: "b" }], ScannedCount: 1 });
    const scanned: number[] = [];
    const items = await queryAll<{ id: string }>(
      client,
      { TableName: "t", KeyConditionExpression: "k = :k", ExpressionAttributeValues: { ":k": 1 } },
      (page) => scanned.push(page.ScannedCount ?? 0),
    );
    expect(items).toEqual([{ id: "a" }, { id: "b" }]);
    expect(scanned).toEqual([3, 1]);
    const calls = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(calls.map((input) => input.ExclusiveStartKey)).toEqual([undefined, { id: "a" }]);
    expect(calls.every((input) => input.KeyConditionExpression === "k = :k")).toBe(true);
  });
});

describe("conditional", () => {
  it("answers true when written, false when its condition refused it, and throws the rest", async () => {
    const put = () => client.send(new PutCommand({ TableName: "t", Item: { id: "a" } }));
    ddb
      .on(PutCommand)
      .resolvesOnce({})
      .rejectsOnce(named("ConditionalCheckFailedException"))
      .rejectsOnce(named("ThrottlingException"));
    expect(await conditional(put)).toBe(true);
    expect(await conditional(put)).toBe(false);
    await expect(conditional(put)).rejects.toThrow("ThrottlingException");
  });
});

describe("transactIf", () => {
  const items = [
    { Put: { TableName: "t", Item: { id: "a" }, ConditionExpression: "attribute_not_exists(id)" } },
    { Put: { TableName: "outbox", Item: { id: "e" } } },
  ];

  it("answers true when written, false when the first item's condition refused it", async () => {
    ddb
      .on(TransactWriteCommand)
      .resolvesOnce({})
      .rejectsOnce(
        named("TransactionCanceledException", {
          CancellationReasons: [{ Code: "ConditionalCheckFailed" }, { Code: "None" }],
        }),
      );
    expect(await transactIf(client, items)).toBe(true);
    expect(ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems).toEqual(items);
    expect(await transactIf(client, items)).toBe(false);
  });

  it("throws a cancellation for another reason", async () => {
    ddb.on(TransactWriteCommand).rejectsOnce(
      named("TransactionCanceledException", {
        CancellationReasons: [{ Code: "None" }, { Code: "TransactionConflict" }],
      }),
    );
    await expect(transactIf(client, items)).rejects.toThrow("TransactionCanceledException");
  });
});
