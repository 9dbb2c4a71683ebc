import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { CancellationProgress } from "@shared/schemas/team-cancellation";
import type { TableContext } from "./table-context";

/** How far the job of a cancelled outing has got, shown to the founders on the outing. */
export function activityCancellationProgress({ client, tableName }: TableContext) {
  return {
    /** The job's progress, written over the last (the job recounts each time). */
    async record(id: string, progress: CancellationProgress): Promise<void> {
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { id },
          UpdateExpression: "SET annulation.progression = :p",
          ConditionExpression: "attribute_exists(annulation)",
          ExpressionAttributeValues: { ":p": progress },
        }),
      );
    },
  };
}

export type ActivityCancellationProgress = ReturnType<typeof activityCancellationProgress>;
