/**
 * How the adapters of this folder are built: a store is a function of its client and its table's
 * name (a TableContext, plus the other adapters it writes through) that returns its operations.
 * It never reads the config nor builds a client. Each function wires its stores from the config
 * once, at module scope (functions/wiring/stores.ts, functions/wiring/adapters.ts); the provider's tools
 * (tools/) wire the same stores for the deployment they are told to use; unit tests pass a mocked
 * client. A new table or provider adapter follows the same shape.
 */
import {
  type DynamoDBDocumentClient,
  QueryCommand,
  type QueryCommandInput,
  type QueryCommandOutput,
  ScanCommand,
  type ScanCommandInput,
  type TransactWriteCommandInput,
} from "@aws-sdk/lib-dynamodb";

/** What a DynamoDB repository is built from: the document client and the name of its table. */
export interface TableContext {
  client: DynamoDBDocumentClient;
  tableName: string;
}

/** One item of a TransactWriteItems; each table's adapter builds the items for its own table. */
export type TransactWriteItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

/**
 * Every item a Query finds, page after page, in its order. `onPage` is told of each page (the
 * calendar counts what it read).
 */
export async function queryAll<T>(
  client: DynamoDBDocumentClient,
  query: Omit<QueryCommandInput, "ExclusiveStartKey">,
  onPage?: (page: QueryCommandOutput) => void,
): Promise<T[]> {
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new QueryCommand({ ...query, ExclusiveStartKey: startKey }));
    onPage?.(page);
    items.push(...((page.Items ?? []) as T[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Every item a Scan finds, page after page (the few reads that sum a whole table). */
export async function scanAll<T>(
  client: DynamoDBDocumentClient,
  scan: Omit<ScanCommandInput, "ExclusiveStartKey">,
): Promise<T[]> {
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new ScanCommand({ ...scan, ExclusiveStartKey: startKey }));
    items.push(...((page.Items ?? []) as T[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
