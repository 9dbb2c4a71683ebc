/**
 * Shared access to the emulator for integration and e2e tests: clients, a state reset, and what
 * the functions sent (e-mails, SMS) and logged (booking events), read back from the emulator.
 */
import { CloudWatchLogsClient } from "@aws-sdk/client-cloudwatch-logs";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { SQSClient } from "@aws-sdk/client-sqs";
import { BatchWriteCommand, DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { defineResources } from "../../infra/resources";
import { type LoggedEvent, readEventLog as readLogGroup } from "../../local/window/event-log";
import { readSentMessages, type SentEmail, type SentSms } from "../../local/window/sent-messages";
import { emulatorClientConfig, emulatorEndpoint } from "../../localstack/emulator";
import type { Provisioned } from "../../localstack/provision";
import { resetEmulatorState } from "../../localstack/reset";

export type { LoggedEvent, SentEmail, SentSms };

export const resources = defineResources();

/** The emulator's endpoint: the one the setup put in the environment, else EMULATOR_PORT's. */
export function endpoint(): string {
  return process.env.AWS_ENDPOINT_URL ?? emulatorEndpoint();
}

const config = () => emulatorClientConfig(endpoint());

let dynamo: DynamoDBClient | undefined;
let doc: DynamoDBDocumentClient | undefined;
let sqsClient: SQSClient | undefined;
let logsClient: CloudWatchLogsClient | undefined;

export function ddb(): DynamoDBDocumentClient {
  dynamo ??= new DynamoDBClient(config());
  doc ??= DynamoDBDocumentClient.from(dynamo, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return doc;
}

export function sqs(): SQSClient {
  sqsClient ??= new SQSClient(config());
  return sqsClient;
}

export function logs(): CloudWatchLogsClient {
  logsClient ??= new CloudWatchLogsClient(config());
  return logsClient;
}

/** Table name for a table key of infra/resources.ts (e.g. "inscriptions"). */
export function tableName(key: string): string {
  const table = resources.tables.find((t) => t.key === key);
  if (!table) throw new Error(`Unknown table key: ${key}`);
  return table.name;
}

/** Wipes the emulator (tables, queues, sent e-mails and SMS, logs) and provisions again. */
export function resetState(): Promise<Provisioned> {
  return resetEmulatorState(endpoint(), resources);
}

/** E-mails sent through SES, newest first, with the raw MIME decoded. */
export async function readSentEmails(): Promise<SentEmail[]> {
  return (await readSentMessages(endpoint())).emails;
}

/** SMS sent through SNS, newest first. */
export async function readSentSms(): Promise<SentSms[]> {
  return (await readSentMessages(endpoint())).sms;
}

/** The booking event log (CloudWatch Logs group), newest first. */
export function readEventLog(): Promise<LoggedEvent[]> {
  return readLogGroup(logs(), resources.logGroupName);
}

/** Stores items in a table of the emulator, 25 a request (BatchWriteItem's limit). */
export async function putItems(tableKey: string, items: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    await ddb().send(
      new BatchWriteCommand({
        RequestItems: {
          [tableName(tableKey)]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
        },
      }),
    );
  }
}
