import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import {
  ANONYMISED_AT,
  anonymisedParticipants,
  QUOTE_REQUEST_PERSONAL_FIELDS,
  REGISTRATION_PERSONAL_FIELDS,
} from "@core/data-protection/personal-fields";
import type { QuoteRequestErasure, RetentionWrites } from "@core/data-protection/ports";
import { conditional } from "./dynamo-errors";
import type { TableContext } from "./table-context";

export interface RetentionTables {
  client: TableContext["client"];
  inscriptions: string;
  contactMessages: string;
  quoteRequests: string;
  newsletterSubscribers: string;
}

/** `REMOVE #p0, #p1...` with its names: every field aliased (several are reserved words). */
function removeFields(fields: readonly string[]) {
  return {
    expression: `REMOVE ${fields.map((_f, i) => `#p${i}`).join(", ")}`,
    names: Object.fromEntries(fields.map((field, i) => [`#p${i}`, field])),
  };
}

/** « Last answered at or before the limit »: never marked, its creation; else its last marking. */
const LAST_ANSWER_CONDITION =
  "created_at <= :limit AND (attribute_not_exists(handling_changed_at) OR handling_changed_at <= :limit)";

/**
 * The retention job's writes (and the team's « Effacer »), each conditional so that it happens
 * once: anonymising keeps the record without its personal fields (personal-fields.ts), erasing
 * deletes it.
 */
export function retentionWrites({
  client,
  inscriptions,
  contactMessages,
  quoteRequests,
  newsletterSubscribers,
}: RetentionTables): RetentionWrites {
  async function eraseRequest(tableName: string, id: string, limit?: string, extra = "") {
    return conditional(() =>
      client.send(
        new DeleteCommand({
          TableName: tableName,
          Key: { id },
          ConditionExpression: [
            "attribute_exists(id)",
            ...(limit ? [LAST_ANSWER_CONDITION] : []),
            ...(extra ? [extra] : []),
          ].join(" AND "),
          ExpressionAttributeNames: extra ? { "#status": "status" } : undefined,
          ExpressionAttributeValues: limit ? { ":limit": limit } : undefined,
        }),
      ),
    );
  }

  return {
    async anonymiseRegistration(id, at) {
      const remove = removeFields(REGISTRATION_PERSONAL_FIELDS);
      // The participants' lines lose their names and dates of birth: the list is read, written
      // back without them, on the condition that it is still the list read (a participant
      // cancelled meanwhile is read again, not overwritten).
      for (let attempt = 1; attempt <= 3; attempt++) {
        const found = await client.send(
          new GetCommand({
            TableName: inscriptions,
            Key: { id },
            ConsistentRead: true,
            ProjectionExpression: "#anonymised, participants",
            ExpressionAttributeNames: { "#anonymised": ANONYMISED_AT },
          }),
        );
        if (!found.Item || found.Item[ANONYMISED_AT]) return false;
        const participants = found.Item.participants as Record<string, unknown>[] | undefined;
        const done = await conditional(() =>
          client.send(
            new UpdateCommand({
              TableName: inscriptions,
              Key: { id },
              UpdateExpression: `SET #anonymised = :at${participants ? ", participants = :anonymous" : ""} ${remove.expression}`,
              ConditionExpression: `attribute_exists(id) AND attribute_not_exists(#anonymised) AND ${
                participants ? "participants = :read" : "attribute_not_exists(participants)"
              }`,
              ExpressionAttributeNames: { "#anonymised": ANONYMISED_AT, ...remove.names },
              ExpressionAttributeValues: {
                ":at": at,
                ...(participants
                  ? { ":read": participants, ":anonymous": anonymisedParticipants(participants) }
                  : {}),
              },
            }),
          ),
        );
        if (done) return true;
      }
      return false;
    },

    eraseContactMessage(id, limit = {}) {
      return eraseRequest(contactMessages, id, limit.lastAnswerOnOrBefore);
    },

    async eraseQuoteRequest(id, at, limit = {}): Promise<QuoteRequestErasure> {
      const cutoff = limit.lastAnswerOnOrBefore;
      // Without a direct payment (no status), nothing of it is needed any more.
      if (await eraseRequest(quoteRequests, id, cutoff, "attribute_not_exists(#status)")) {
        return "erased";
      }
      // With one, its payment's target stays for the books: the record loses its personal
      // fields and its place in the team's lists (`handling`), keeps its status and payment ids.
      const remove = removeFields(QUOTE_REQUEST_PERSONAL_FIELDS);
      const anonymised = await conditional(() =>
        client.send(
          new UpdateCommand({
            TableName: quoteRequests,
            Key: { id },
            UpdateExpression: `SET #anonymised = :at ${remove.expression}, handling`,
            ConditionExpression: [
              "attribute_exists(id)",
              "attribute_exists(#status)",
              "attribute_not_exists(#anonymised)",
              ...(cutoff ? [LAST_ANSWER_CONDITION] : []),
            ].join(" AND "),
            ExpressionAttributeNames: {
              "#anonymised": ANONYMISED_AT,
              "#status": "status",
              ...remove.names,
            },
            ExpressionAttributeValues: { ":at": at, ...(cutoff ? { ":limit": cutoff } : {}) },
          }),
        ),
      );
      return anonymised ? "anonymised" : "unchanged";
    },

    async erasePendingSubscriber(subscriberId, requestedOnOrBefore) {
      const found = await findSubscriberEmail(client, newsletterSubscribers, subscriberId);
      if (!found) return false;
      return conditional(() =>
        client.send(
          new DeleteCommand({
            TableName: newsletterSubscribers,
            Key: { email: found },
            // Confirmed (or asked again) meanwhile: it stays.
            ConditionExpression:
              "#status = :pending AND subscriber_id = :id AND requested_at <= :limit",
            ExpressionAttributeNames: { "#status": "status" },
            ExpressionAttributeValues: {
              ":pending": "pending",
              ":id": subscriberId,
              ":limit": requestedOnOrBefore,
            },
          }),
        ),
      );
    },
  };
}

/** The key (the address) of a subscriber known by its id (`by-id` index, then the item). */
async function findSubscriberEmail(
  client: TableContext["client"],
  tableName: string,
  subscriberId: string,
): Promise<string | undefined> {
  const result = await client.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: "by-id",
      KeyConditionExpression: "subscriber_id = :id",
      ExpressionAttributeValues: { ":id": subscriberId },
      ProjectionExpression: "email",
      Limit: 1,
    }),
  );
  const email = result.Items?.[0]?.email as string | undefined;
  if (!email) return undefined;
  const item = await client.send(
    new GetCommand({ TableName: tableName, Key: { email }, ConsistentRead: true }),
  );
  return item.Item ? email : undefined;
}
