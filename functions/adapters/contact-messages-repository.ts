import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { EventEnvelope } from "../../shared/events/envelope";
import { getConfig } from "../config";
import type { StoredContactMessage } from "../core/contact-message";
import { ddb } from "./aws-clients";
import { outboxItem } from "./outbox";

/** Stores a contact message and its event's outbox item in one transaction. */
export async function saveContactMessageWithEvent(
  message: StoredContactMessage,
  event: EventEnvelope,
): Promise<void> {
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: getConfig().TABLE_CONTACT_MESSAGES,
            Item: message,
            ConditionExpression: "attribute_not_exists(id)",
          },
        },
        outboxItem(event),
      ],
    }),
  );
}

export async function getContactMessage(id: string): Promise<StoredContactMessage | undefined> {
  const result = await ddb.send(
    new GetCommand({
      TableName: getConfig().TABLE_CONTACT_MESSAGES,
      Key: { id },
      ConsistentRead: true,
    }),
  );
  return result.Item as StoredContactMessage | undefined;
}
