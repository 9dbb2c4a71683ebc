import { DeleteCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { Clock } from "@core/clock";
import { isConditionFailure } from "./dynamo-errors";
import type { TableContext } from "./table-context";

/**
 * How long a claim protects a send in progress. Longer than the timeout of the functions that
 * send (30 s, infra/resources.ts): a claim this old belongs to an attempt Lambda has ended.
 * Shorter than the queues' visibility timeout (180 s): the first redelivery after a crash takes
 * it over. tests/unit/registration-adapters.test.ts checks both against the resources.
 */
export const CLAIM_LEASE_MS = 45_000;
const KEEP_DAYS = 30;

/**
 * Another attempt holds the claim and may be sending right now: this one must neither send nor
 * report success, so the message comes back later (sent by then, or the claim taken over).
 */
export class NotificationInProgressError extends Error {
  override name = "NotificationInProgressError";
}

/** The status of the claim a conditional put met (ReturnValuesOnConditionCheckFailure). */
function claimStatus(error: unknown): string | undefined {
  const status = (error as { Item?: { status?: { S?: string } | string } }).Item?.status;
  return typeof status === "string" ? status : status?.S;
}

const systemClock: Clock = { now: () => new Date() };

export function sentNotificationsRepository({
  client,
  tableName,
  clock = systemClock,
}: TableContext & { clock?: Clock }) {
  return { notifyOnce, notifyEachOnce };

  /**
   * Runs `send` at most once per key (e.g. `${eventId}:visitor-email`), so that a redelivered
   * message or a duplicate event never sends twice. A conditional put claims the key first.
   * Returns true when it sent, false when the key was already sent. A claim still held by
   * another attempt throws NotificationInProgressError (never "already sent": that attempt may
   * crash before sending); a failing send releases the claim and rethrows. Either way the
   * message is retried, and ends in the dead-letter queue if it keeps failing.
   */
  async function notifyOnce(key: string, send: () => Promise<unknown>): Promise<boolean> {
    const claimedAt = clock.now().getTime();
    try {
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            key,
            status: "sending",
            claimed_at: claimedAt,
            expires_at: Math.floor(claimedAt / 1000) + KEEP_DAYS * 86_400,
          },
          ConditionExpression:
            "attribute_not_exists(#key) OR (#status = :sending AND claimed_at < :staleBefore)",
          ExpressionAttributeNames: { "#key": "key", "#status": "status" },
          ExpressionAttributeValues: {
            ":sending": "sending",
            ":staleBefore": claimedAt - CLAIM_LEASE_MS,
          },
          ReturnValuesOnConditionCheckFailure: "ALL_OLD",
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      if (claimStatus(error) === "sent") return false;
      throw new NotificationInProgressError(
        `Envoi ${key} en cours dans une autre tentative : repris plus tard`,
      );
    }

    try {
      await send();
    } catch (error) {
      await release(key, claimedAt);
      throw error;
    }

    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { key },
        UpdateExpression: "SET #status = :sent, sent_at = :sentAt",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: { ":sent": "sent", ":sentAt": clock.now().toISOString() },
      }),
    );
    return true;
  }

  /**
   * notifyOnce for each [key, send], in order, each tried even when one before failed: an SMS
   * that cannot go, or a visitor's address refused, must not hold back the provider's notice.
   * Throws once all are tried (the one failure, or all of them together), so the message is
   * retried, sends only what has not gone out yet, and ends in the dead-letter queue if it
   * keeps failing.
   */
  async function notifyEachOnce(
    sends: [key: string, send: () => Promise<unknown>][],
  ): Promise<void> {
    const failures: unknown[] = [];
    for (const [key, send] of sends) {
      try {
        await notifyOnce(key, send);
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1) {
      const messages = failures.map((f) => (f instanceof Error ? f.message : String(f)));
      throw new AggregateError(
        failures,
        `${failures.length} envois en échec : ${messages.join(" ; ")}`,
      );
    }
  }

  /** Drops this attempt's claim, and only its own: one taken over since is left alone. */
  async function release(key: string, claimedAt: number): Promise<void> {
    try {
      await client.send(
        new DeleteCommand({
          TableName: tableName,
          Key: { key },
          ConditionExpression: "claimed_at = :claimedAt",
          ExpressionAttributeValues: { ":claimedAt": claimedAt },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}

export type SentNotificationsRepository = ReturnType<typeof sentNotificationsRepository>;
