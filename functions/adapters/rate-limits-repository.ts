import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { TableContext } from "./table-context";

export function rateLimitsRepository({ client, tableName }: TableContext) {
  return {
    /** Atomic counter (ADD); the item expires by TTL after its window. Returns the new count. */
    async increment(key: string, expiresAtEpochSeconds: number): Promise<number> {
      const result = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { key },
          UpdateExpression: "ADD #count :one SET expires_at = :expires",
          ExpressionAttributeNames: { "#count": "count" },
          ExpressionAttributeValues: { ":one": 1, ":expires": expiresAtEpochSeconds },
          ReturnValues: "UPDATED_NEW",
        }),
      );
      return Number(result.Attributes?.count ?? 0);
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof rateLimitsRepository>;
