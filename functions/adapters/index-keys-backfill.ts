import {
  ScanCommand,
  type ScanCommandInput,
  UpdateCommand,
  type UpdateCommandInput,
} from "@aws-sdk/lib-dynamodb";
import { isConditionFailure } from "./dynamo-errors";
import type { TableContext } from "./table-context";

type StoredItem = Record<string, unknown>;

/**
 * A release's one-off for an index added to a table that already holds items: pages through a
 * Scan of the items that lack the index's keys, and gives each its keys by an update whose
 * condition leaves alone an item changed or keyed meanwhile. Returns how many it keyed; a second
 * run finds none.
 */
export async function addMissingIndexKeys(
  { client, tableName }: TableContext,
  lacking: Pick<
    ScanCommandInput,
    "FilterExpression" | "ExpressionAttributeNames" | "ProjectionExpression"
  >,
  keying: (item: StoredItem) => Omit<UpdateCommandInput, "TableName">,
): Promise<number> {
  let keyed = 0;
  let start: StoredItem | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: tableName, ...lacking, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) {
      try {
        await client.send(new UpdateCommand({ TableName: tableName, ...keying(item) }));
        keyed++;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return keyed;
}
