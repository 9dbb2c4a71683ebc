import { type DynamoDBDocumentClient, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { cancellationReasons } from "./dynamo-errors";
import type { TransactWriteItem } from "./table-context";

/** A transaction's items, each with the name its caller knows it by. */
export type TaggedItems<Tag extends string> = [Tag, TransactWriteItem][];

/**
 * Runs a transaction; on cancellation, the tags of the items whose condition failed, and whether
 * another transaction touched the same items meanwhile. Any other cancellation throws.
 */
export async function transactTagged<Tag extends string>(
  client: DynamoDBDocumentClient,
  items: TaggedItems<Tag>,
): Promise<{ ok: true } | { ok: false; failed: Set<Tag>; conflict: boolean }> {
  try {
    await client.send(new TransactWriteCommand({ TransactItems: items.map(([, item]) => item) }));
    return { ok: true };
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    const codes = reasons.map((r) => r.Code ?? "None");
    const failed = new Set<Tag>();
    codes.forEach((code, i) => {
      const tag = items[i]?.[0];
      if (code === "ConditionalCheckFailed" && tag) failed.add(tag);
    });
    const conflict = codes.includes("TransactionConflict");
    if (failed.size === 0 && !conflict) {
      throw new Error(`Transaction annulée : ${codes.join(", ")}`);
    }
    return { ok: false, failed, conflict };
  }
}

/**
 * A transaction whose first item carries the condition (a record, then its event or its
 * companion): true when written, false when that condition refused it (nothing written).
 */
export async function transactIf(
  client: DynamoDBDocumentClient,
  items: TransactWriteItem[],
): Promise<boolean> {
  try {
    await client.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    if (cancellationReasons(error)?.[0]?.Code === "ConditionalCheckFailed") return false;
    throw error;
  }
}
