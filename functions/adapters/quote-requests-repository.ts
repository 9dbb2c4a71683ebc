import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { EventEnvelope } from "../../shared/events/envelope";
import { getConfig } from "../config";
import type { StoredQuoteRequest } from "../core/quote-request";
import { ddb } from "./aws-clients";
import { outboxItem } from "./outbox";

/** Stores a quote request and its event's outbox item in one transaction. */
export async function saveQuoteRequestWithEvent(
  request: StoredQuoteRequest,
  event: EventEnvelope,
): Promise<void> {
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: getConfig().TABLE_QUOTE_REQUESTS,
            Item: request,
            ConditionExpression: "attribute_not_exists(id)",
          },
        },
        outboxItem(event),
      ],
    }),
  );
}

export async function getQuoteRequest(id: string): Promise<StoredQuoteRequest | undefined> {
  const result = await ddb.send(
    new GetCommand({
      TableName: getConfig().TABLE_QUOTE_REQUESTS,
      Key: { id },
      ConsistentRead: true,
    }),
  );
  return result.Item as StoredQuoteRequest | undefined;
}
