import { ScanCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { emailKey } from "@shared/data-protection/email-key";
import { isConditionFailure } from "./dynamo-errors";
import { EMAIL_KEY_ATTRIBUTE } from "./registrations-repository";
import type { TableContext } from "./table-context";

/**
 * Gives the records of a table stored before its `by-email` index their `email_key` (the address
 * in lower case), so that « Données d'une personne » finds them: a maintenance run, once per
 * deployment (npm run people), the one Scan of these tables. `keyNames`: the table's key
 * attributes. Anonymised records have no address left and are passed over. Returns how many it
 * keyed; a second run finds none.
 */
export async function addMissingEmailKeys(
  { client, tableName }: TableContext,
  keyNames: readonly string[],
): Promise<number> {
  let keyed = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: "attribute_exists(email) AND attribute_not_exists(#key)",
        ExpressionAttributeNames: {
          "#key": EMAIL_KEY_ATTRIBUTE,
          ...Object.fromEntries(keyNames.map((name, i) => [`#k${i}`, name])),
        },
        ProjectionExpression: [...keyNames.map((_n, i) => `#k${i}`), "email"].join(", "),
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: Object.fromEntries(keyNames.map((name) => [name, item[name]])),
            UpdateExpression: "SET #key = :key",
            // Anonymised or erased meanwhile, or keyed already: left as it is.
            ConditionExpression: "email = :email AND attribute_not_exists(#key)",
            ExpressionAttributeNames: { "#key": EMAIL_KEY_ATTRIBUTE },
            ExpressionAttributeValues: {
              ":key": emailKey(String(item.email)),
              ":email": item.email,
            },
          }),
        );
        keyed++;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return keyed;
}
