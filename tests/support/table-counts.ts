/** How many items each of the product's tables holds: what "stored nothing" compares. */
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, resources } from "./aws";

/** Item count per table key, the tables in `except` left out. */
export async function countItems(
  except: ReadonlySet<string> = new Set(),
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of resources.tables) {
    if (except.has(table.key)) continue;
    let count = 0;
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await ddb().send(
        new ScanCommand({ TableName: table.name, Select: "COUNT", ExclusiveStartKey: startKey }),
      );
      count += page.Count ?? 0;
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    counts[table.key] = count;
  }
  return counts;
}
