import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { FigureRecords } from "@core/figures/season";
import type { FigurePayment, FigureRegistration } from "@shared/figures/month-figures";
import { scanAll } from "./table-context";

export interface FigureRecordsTables {
  client: DynamoDBDocumentClient;
  registrationsTable: string;
  paymentsTable: string;
}

/** `#name` for each attribute: some (status, method) are DynamoDB reserved words. */
const names = (attributes: readonly string[]) =>
  Object.fromEntries(attributes.map((a) => [`#${a}`, a]));
const projection = (attributes: readonly string[]) => attributes.map((a) => `#${a}`).join(", ");

const REGISTRATION_FIELDS = ["created_at", "nombre_participants", "velos_location"] as const;
const PAYMENT_FIELDS = [
  "method",
  "status",
  "amount_centimes",
  "completed_at",
  "refund_status",
  "refunded_at",
  "refunded_centimes",
  "refund_parts",
] as const;

/**
 * The records of « Chiffres »: a Scan of the registrations and of the payments, reading only the
 * fields the figures need (no name, no address). A Scan, because the figures sum a whole season
 * and no index is ordered by it; a small provider's season is a few thousand items, read in a
 * page or two, and only when a founder opens the screen.
 */
export function figureRecords(tables: FigureRecordsTables): FigureRecords {
  const { client } = tables;
  return {
    async read(since) {
      const [registrations, payments] = await Promise.all([
        scanAll<FigureRegistration>(client, {
          TableName: tables.registrationsTable,
          ProjectionExpression: projection(REGISTRATION_FIELDS),
          FilterExpression: "#created_at >= :since AND attribute_exists(#nombre_participants)",
          ExpressionAttributeNames: names(REGISTRATION_FIELDS),
          ExpressionAttributeValues: { ":since": since },
        }),
        // A refund of this season may be of a payment of last season; a part refunded alone keeps
        // its instant inside refund_parts, where a filter cannot compare it.
        scanAll<FigurePayment>(client, {
          TableName: tables.paymentsTable,
          ProjectionExpression: projection(PAYMENT_FIELDS),
          FilterExpression:
            "#completed_at >= :since OR #refunded_at >= :since OR attribute_exists(#refund_parts)",
          ExpressionAttributeNames: names(PAYMENT_FIELDS),
          ExpressionAttributeValues: { ":since": since },
        }),
      ]);
      return { registrations, payments };
    },
  };
}
