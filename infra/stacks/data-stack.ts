import { RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import { AttributeType, BillingMode, Table } from "aws-cdk-lib/aws-dynamodb";
import { Secret } from "aws-cdk-lib/aws-secretsmanager";
import type { Construct } from "constructs";
import type { Resources } from "../resources";

export interface DataStackProps extends StackProps {
  resources: Resources;
}

/**
 * The product's DynamoDB tables and the functions' secrets. Kept on stack deletion: registrations
 * are business records, and the secrets hold what the provider pasted in.
 */
export class DataStack extends Stack {
  /** Tables by their key in the resource definition. */
  readonly tables: Record<string, Table> = {};
  /** Secrets by their key in the resource definition. */
  readonly secrets: Record<string, Secret> = {};

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
    for (const def of props.resources.secrets) {
      // A random value until the provider stores the real one; the functions refuse it by name.
      this.secrets[def.key] = new Secret(this, `Secret-${def.key}`, {
        secretName: def.name,
        description: def.description,
        removalPolicy: RemovalPolicy.RETAIN,
      });
    }
  }
}
