import { awsClientSettings } from "@adapters/aws-clients";
import { DynamoDBClient, ListTablesCommand } from "@aws-sdk/client-dynamodb";
import { json } from "../http";
import { bindRoutes } from "../router";

// Built once per container, where every client points, but giving up fast. Without
// throwOnRequestTimeout the SDK only logs a warning when the timeout passes and keeps waiting.
const dynamo = new DynamoDBClient({
  ...awsClientSettings,
  maxAttempts: 1,
  requestHandler: { requestTimeout: 2000, connectionTimeout: 1000, throwOnRequestTimeout: true },
});

/** Proves the chain browser -> API -> function -> DynamoDB. */
export const healthRoutes = bindRoutes("health", {
  check: async () => {
    try {
      await dynamo.send(new ListTablesCommand({ Limit: 1 }));
      return json(200, { status: "ok", emulator: "reachable" }, { "cache-control": "no-store" });
    } catch {
      return json(
        503,
        { status: "unavailable", emulator: "unreachable" },
        { "cache-control": "no-store" },
      );
    }
  },
});
