import { emailKey } from "@shared/data-protection/email-key";
import { addMissingIndexKeys } from "./index-keys-backfill";
import { EMAIL_KEY_ATTRIBUTE } from "./registrations-repository";
import type { TableContext } from "./table-context";

/**
 * Gives the records of a table stored before its `by-email` index their `email_key` (the address
 * in lower case), so that « Données d'une personne » finds them: a maintenance run, once per
 * deployment (npm run people), the one Scan of these tables. `keyNames`: the table's key
 * attributes. Anonymised records have no address left and are passed over. Returns how many it
 * keyed; a second run finds none.
 */
export function addMissingEmailKeys(
  table: TableContext,
  keyNames: readonly string[],
): Promise<number> {
  return addMissingIndexKeys(
    table,
    {
      FilterExpression: "attribute_exists(email) AND attribute_not_exists(#key)",
      ExpressionAttributeNames: {
        "#key": EMAIL_KEY_ATTRIBUTE,
        ...Object.fromEntries(keyNames.map((name, i) => [`#k${i}`, name])),
      },
      ProjectionExpression: [...keyNames.map((_n, i) => `#k${i}`), "email"].join(", "),
    },
    (item) => ({
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
}
