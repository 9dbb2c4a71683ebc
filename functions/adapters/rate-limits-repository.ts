import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { getConfig } from "../config";
import { ddb } from "./aws-clients";

/** Atomic counter (ADD) of the rate-limits table; the item expires by TTL after its window. */
export async function incrementRateCounter(
  key: string,
  expiresAtEpochSeconds: number,
): Promise<number> {
  const result = await ddb.send(
    new UpdateCommand({
      TableName: getConfig().TABLE_RATE_LIMITS,
      Key: { key },
      UpdateExpression: "ADD #count :one SET expires_at = :expires",
      ExpressionAttributeNames: { "#count": "count" },
      ExpressionAttributeValues: { ":one": 1, ":expires": expiresAtEpochSeconds },
      ReturnValues: "UPDATED_NEW",
    }),
  );
  return Number(result.Attributes?.count ?? 0);
}
