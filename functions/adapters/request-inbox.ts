import { GetCommand, QueryCommand, ScanCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { InvalidCursorError, type RequestInbox, type RequestPage } from "@core/requests/ports";
import type { EventEnvelope } from "@shared/events/envelope";
import { REQUEST_HANDLING, type RequestHandling } from "@shared/schemas/team-requests";
import * as z from "@shared/zod";
import { isConditionFailure } from "./dynamo-errors";
import type { RecordsWithOutboxContext } from "./records-with-outbox";
import { transactIf } from "./tagged-transaction";

/** infra/resources.ts: partition `handling`, sort `created_at` (every new request has both). */
export const BY_HANDLING_INDEX = "by-handling";

/** Every new request is stored « à traiter »: that puts it in the index. */
export const NEW_REQUEST_HANDLING = { handling: "a_traiter" } as const;

type Stored = { id: string; created_at: string; handling?: RequestHandling };

/** Where each status partition of the index stands: not started, after an item, or read to its end. */
const positionSchema = z.union([
  z.literal("done"),
  z.strictObject({ id: z.string(), handling: z.enum(REQUEST_HANDLING), created_at: z.string() }),
]);
const cursorSchema = z.partialRecord(z.enum(REQUEST_HANDLING), positionSchema);
type Cursor = z.infer<typeof cursorSchema>;

function decodeCursor(cursor: string | undefined): Cursor {
  if (!cursor) return {};
  try {
    const parsed = cursorSchema.parse(
      JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")),
    );
    // Each partition's position names that partition (DynamoDB would refuse another key).
    for (const [handling, at] of Object.entries(parsed)) {
      if (at !== "done" && at.handling !== handling) throw new InvalidCursorError();
    }
    return parsed;
  } catch {
    throw new InvalidCursorError();
  }
}

const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify(cursor), "utf8").toString("base64url");

/**
 * A table of requests (quote requests, contact messages) as the team space reads and marks them:
 * through the `by-handling` index, never a Scan. « All » merges the index's two status partitions
 * newest first; the cursor remembers where each partition stands.
 */
export function requestInbox<T extends Stored>({
  client,
  tableName,
  outbox,
}: RecordsWithOutboxContext): RequestInbox<T> {
  async function queryPartition(handling: RequestHandling, limit: number, after?: Stored) {
    const result = await client.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: BY_HANDLING_INDEX,
        KeyConditionExpression: "handling = :h",
        ExpressionAttributeValues: { ":h": handling },
        ScanIndexForward: false,
        Limit: limit,
        ...(after
          ? {
              ExclusiveStartKey: {
                id: after.id,
                handling: after.handling,
                created_at: after.created_at,
              },
            }
          : {}),
      }),
    );
    return { items: (result.Items ?? []) as T[], more: Boolean(result.LastEvaluatedKey) };
  }

  async function listNewest({
    handling,
    limit,
    cursor,
  }: {
    handling?: RequestHandling;
    limit: number;
    cursor?: string;
  }): Promise<RequestPage<T>> {
    const position = decodeCursor(cursor);
    const partitions = handling ? [handling] : [...REQUEST_HANDLING];
    const read = await Promise.all(
      partitions.map(async (p) => {
        const at = position[p];
        if (at === "done") return { p, items: [] as T[], more: false };
        return { p, ...(await queryPartition(p, limit, at)) };
      }),
    );
    // Each partition is newest first; a stable sort keeps that order, so what is taken from each
    // partition is a prefix of what was read from it.
    const merged = read
      .flatMap(({ p, items }) => items.map((item) => ({ p, item })))
      .sort((a, b) => b.item.created_at.localeCompare(a.item.created_at))
      .slice(0, limit);
    const next: Cursor = { ...position };
    for (const { p, items, more } of read) {
      if (position[p] === "done") continue;
      const taken = merged.filter((m) => m.p === p);
      const last = taken.at(-1)?.item;
      if (taken.length === items.length && !more) next[p] = "done";
      else if (last) next[p] = { id: last.id, handling: p, created_at: last.created_at };
    }
    const finished = partitions.every((p) => next[p] === "done");
    return { items: merged.map((m) => m.item), next: finished ? null : encodeCursor(next) };
  }

  async function setHandling(
    id: string,
    to: RequestHandling,
    at: string,
    event: EventEnvelope,
  ): Promise<"changed" | "unchanged" | "missing"> {
    // A request stored before the status existed counts as « à traiter ».
    const condition =
      to === "traite"
        ? "attribute_exists(id) AND (attribute_not_exists(handling) OR handling = :other)"
        : "attribute_exists(id) AND handling = :other";
    const changed = await transactIf(client, [
      {
        Update: {
          TableName: tableName,
          Key: { id },
          UpdateExpression: "SET handling = :to, handling_changed_at = :at",
          ConditionExpression: condition,
          ExpressionAttributeValues: {
            ":to": to,
            ":at": at,
            ":other": to === "traite" ? "a_traiter" : "traite",
          },
        },
      },
      outbox.item(event),
    ]);
    if (changed) return "changed";
    const current = await client.send(
      new GetCommand({ TableName: tableName, Key: { id }, ConsistentRead: true }),
    );
    return current.Item ? "unchanged" : "missing";
  }

  /**
   * The one-off backfill of requests stored before the status existed (`npm run requests --
   * statuts`): each gets « à traiter », which puts it in the index. The only Scan of these tables,
   * run once per deployment by hand, never by a screen; running it again finds nothing to do.
   */
  async function markOlderToHandle(): Promise<number> {
    let marked = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await client.send(
        new ScanCommand({
          TableName: tableName,
          FilterExpression: "attribute_not_exists(handling)",
          ProjectionExpression: "id",
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) {
        try {
          await client.send(
            new UpdateCommand({
              TableName: tableName,
              Key: { id: item.id },
              UpdateExpression: "SET handling = :h",
              ConditionExpression: "attribute_exists(id) AND attribute_not_exists(handling)",
              ExpressionAttributeValues: { ":h": NEW_REQUEST_HANDLING.handling },
            }),
          );
          marked++;
        } catch (error) {
          // Marked meanwhile by a founder: already in the index.
          if (!isConditionFailure(error)) throw error;
        }
      }
      start = page.LastEvaluatedKey;
    } while (start);
    return marked;
  }

  return { listNewest, setHandling, markOlderToHandle };
}
