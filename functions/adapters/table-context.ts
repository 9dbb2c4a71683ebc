import type { DynamoDBDocumentClient, TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";

/** What a DynamoDB repository is built from: the document client and the name of its table. */
export interface TableContext {
  client: DynamoDBDocumentClient;
  tableName: string;
}

/** One item of a TransactWriteItems; each table's adapter builds the items for its own table. */
export type TransactWriteItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];
