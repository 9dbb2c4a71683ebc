import { RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import { AttributeType, BillingMode, Table } from "aws-cdk-lib/aws-dynamodb";
import type { Construct } from "constructs";
import type { Resources } from "../resources";

export interface DataStackProps extends StackProps {
  resources: Resources;
}

/** The product's DynamoDB tables. Kept on stack deletion: registrations are business records. */
export class DataStack extends Stack {
  /** Tables by their key in the resource definition. */
  readonly tables: Record<string, Table> = {};

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    // Every key of the product is a string (ids, ISO timestamps, e-mail addresses).
    const key = (name: string) => ({ name, type: AttributeType.STRING });
    for (const def of props.resources.tables) {
      const table = new Table(this, `Table-${def.key}`, {
        tableName: def.name,
        partitionKey: key(def.partitionKey),
        sortKey: def.sortKey ? key(def.sortKey) : undefined,
        billingMode: BillingMode.PAY_PER_REQUEST,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        timeToLiveAttribute: def.timeToLiveAttribute,
        removalPolicy: RemovalPolicy.RETAIN,
      });
      for (const index of def.globalIndexes ?? []) {
        table.addGlobalSecondaryIndex({
          indexName: index.name,
          partitionKey: key(index.partitionKey),
          sortKey: index.sortKey ? key(index.sortKey) : undefined,
        });
      }
      this.tables[def.key] = table;
    }
  }
}
