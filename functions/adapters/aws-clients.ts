import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { EventBridgeClient } from "@aws-sdk/client-eventbridge";
import { SESClient } from "@aws-sdk/client-ses";
import { SNSClient } from "@aws-sdk/client-sns";
import { SQSClient } from "@aws-sdk/client-sqs";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

/**
 * AWS clients, built once per Lambda container at module scope. Only the region and the endpoint
 * are read here (the emulator's endpoint comes from AWS_ENDPOINT_URL; absent in AWS); table names
 * and the bus reach the adapters through functions/wiring/.
 */
function clientSettings(): { region: string; endpoint?: string } {
  const region = process.env.AWS_REGION || "eu-central-2";
  const endpoint = process.env.AWS_ENDPOINT_URL || undefined;
  return endpoint ? { region, endpoint } : { region };
}

/** Region and endpoint of every AWS client; a client with options of its own starts from these. */
export const awsClientSettings = clientSettings();
const settings = awsClientSettings;

export const dynamo = /* @__PURE__ */ new DynamoDBClient(settings);

/** Document client: plain JS values in and out; undefined attributes are simply left out. */
export function documentClient(client: DynamoDBClient): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

export const ddb = documentClient(dynamo);

export const eventBridge = /* @__PURE__ */ new EventBridgeClient(settings);
export const ses = /* @__PURE__ */ new SESClient(settings);
export const sns = /* @__PURE__ */ new SNSClient(settings);
export const sqs = /* @__PURE__ */ new SQSClient(settings);
