/**
 * The fault proxy the fault tests stand on: the real SDK clients, pointed at it, meet each fault
 * as they would meet it from AWS (typed errors, their own retries, timeouts), and every other call
 * reaches the emulator untouched.
 */
import {
  DynamoDBClient,
  ListTablesCommand,
  TransactWriteItemsCommand,
} from "@aws-sdk/client-dynamodb";
import { EventBridgeClient, PutEventsCommand } from "@aws-sdk/client-eventbridge";
import { SESClient, SendEmailCommand } from "@aws-sdk/client-ses";
import { PublishCommand, SNSClient } from "@aws-sdk/client-sns";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_SENDER_EMAIL } from "../../local/function-env";
import { emulatorClientConfig } from "../../localstack/emulator";
import { endpoint, resources } from "../support/aws";
import {
  type AwsFaultProxy,
  faults,
  proxyTheFunctions,
  startAwsFaultProxy,
} from "../support/aws-fault-proxy";

let proxy: AwsFaultProxy;
beforeAll(async () => {
  proxy = await startAwsFaultProxy(endpoint());
});
afterEach(() => proxy.heal());
afterAll(() => proxy.stop());

const through = () => emulatorClientConfig(proxy.url);

interface SdkError {
  name: string;
  code?: string;
  CancellationReasons?: { Code: string }[];
}

/** The error a call ends with; fails the test if the call succeeds. */
async function failureOf(call: Promise<unknown>): Promise<SdkError> {
  try {
    await call;
  } catch (error) {
    return error as SdkError;
  }
  throw new Error("the call succeeded");
}

function sendEmail(ses: SESClient, to = "personne@example.ch") {
  return ses.send(
    new SendEmailCommand({
      Source: LOCAL_SENDER_EMAIL,
      Destination: { ToAddresses: [to] },
      Message: { Subject: { Data: "Essai" }, Body: { Text: { Data: "Essai" } } },
    }),
  );
}

describe("AWS fault proxy", () => {
  it("passes calls through when no fault is armed", async () => {
    const dynamo = new DynamoDBClient(through());
    const tables = await dynamo.send(new ListTablesCommand({}));
    expect(tables.TableNames).toEqual(
      expect.arrayContaining(resources.tables.map((table) => table.name)),
    );
    expect(proxy.calls("dynamodb.ListTables")).toBe(1);
  });

  it("refuses a DynamoDB transaction as a conflict, with its cancellation reasons", async () => {
    const dynamo = new DynamoDBClient(through());
    proxy.fail("dynamodb.TransactWriteItems", faults.transactionConflict(2), { times: 1 });
    const error = await failureOf(
      dynamo.send(
        new TransactWriteItemsCommand({
          TransactItems: [
            {
              ConditionCheck: {
                TableName: "t",
                Key: { id: { S: "a" } },
                ConditionExpression: "attribute_exists(id)",
              },
            },
            {
              ConditionCheck: {
                TableName: "t",
                Key: { id: { S: "b" } },
                ConditionExpression: "attribute_exists(id)",
              },
            },
          ],
        }),
      ),
    );
    expect(error.name).toBe("TransactionCanceledException");
    expect(error.CancellationReasons?.map((r) => r.Code)).toEqual(["TransactionConflict", "None"]);
  });

  it("throttles SES once: the SDK retries by itself and the e-mail goes out", async () => {
    const ses = new SESClient(through());
    const throttle = proxy.fail("ses.SendEmail", faults.throttled("ses"), { times: 1 });
    const before = proxy.calls("ses.SendEmail");
    const sent = await sendEmail(ses);
    expect(sent.MessageId).toBeTruthy();
    expect(throttle.hits).toBe(1);
    expect(proxy.calls("ses.SendEmail")).toBe(before + 2);
  });

  it("fails only the calls whose body holds the text given: one recipient, the others pass", async () => {
    const ses = new SESClient({ ...through(), maxAttempts: 1 });
    const rejected = proxy.fail(
      "ses.SendEmail",
      {
        kind: "error",
        status: 400,
        code: "MessageRejected",
        message: "Email address is not verified.",
      },
      { matching: "refuse+moi@example.ch" },
    );
    const error = await failureOf(sendEmail(ses, "refuse+moi@example.ch"));
    expect(error.name).toBe("MessageRejected");
    expect((await sendEmail(ses, "accepte@example.ch")).MessageId).toBeTruthy();
    expect(rejected.hits).toBe(1);
  });

  it("keeps throttling SNS: the SDK gives up after its attempts with the service's error", async () => {
    const sns = new SNSClient({ ...through(), maxAttempts: 2 });
    proxy.fail("sns.Publish", faults.throttled("sns"));
    const error = await failureOf(
      sns.send(new PublishCommand({ PhoneNumber: "+41790000000", Message: "Essai" })),
    );
    expect(error.name).toBe("Throttling");
    expect(proxy.calls("sns.Publish")).toBe(2);
  });

  it("refuses some entries of a PutEvents and lets the others reach the bus", async () => {
    const events = new EventBridgeClient(through());
    proxy.fail("events.PutEvents", { kind: "partial-put-events", failIndexes: [1] }, { times: 1 });
    const entry = (n: number) => ({
      EventBusName: resources.busName,
      Source: "essai",
      DetailType: `Essai${n}`,
      Detail: "{}",
    });
    const result = await events.send(
      new PutEventsCommand({ Entries: [entry(0), entry(1), entry(2)] }),
    );
    expect(result.FailedEntryCount).toBe(1);
    expect(result.Entries?.[0]?.EventId).toBeTruthy();
    expect(result.Entries?.[1]?.ErrorCode).toBe("InternalFailure");
    expect(result.Entries?.[2]?.EventId).toBeTruthy();
  });

  it("never answers a hanging call: the client's own timeout ends it", async () => {
    const ses = new SESClient({
      ...through(),
      maxAttempts: 1,
      requestHandler: { requestTimeout: 300, throwOnRequestTimeout: true },
    });
    proxy.fail("ses.SendEmail", { kind: "hang" });
    const error = await failureOf(sendEmail(ses));
    expect(error.name).toBe("TimeoutError");
  });

  it("drops the connection of a reset call", async () => {
    const ses = new SESClient({ ...through(), maxAttempts: 1 });
    proxy.fail("ses.SendEmail", { kind: "reset" });
    const before = proxy.calls("ses.SendEmail");
    const error = await failureOf(sendEmail(ses));
    expect(error.code ?? error.name).toMatch(/ECONNRESET|socket hang up|Error/);
    expect(proxy.calls("ses.SendEmail")).toBe(before + 1);
  });

  it("in front of the functions: the endpoint they read becomes the proxy's, calls still pass", async () => {
    const emulator = process.env.AWS_ENDPOINT_URL;
    const inFront = await proxyTheFunctions();
    try {
      expect(process.env.AWS_ENDPOINT_URL).toBe(inFront.url);
      const dynamo = new DynamoDBClient(emulatorClientConfig(inFront.url));
      const tables = await dynamo.send(new ListTablesCommand({}));
      expect(tables.TableNames).toContain(resources.tables[0]?.name);
      expect(inFront.calls("dynamodb.ListTables")).toBe(1);
    } finally {
      process.env.AWS_ENDPOINT_URL = emulator;
      await inFront.stop();
    }
  });
});
