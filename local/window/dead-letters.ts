/**
 * How many messages wait in each dead-letter queue of the emulator: the local twin of the
 * dashboard's "files de secours" graph and of its alarms.
 */
import { GetQueueAttributesCommand, type SQSClient } from "@aws-sdk/client-sqs";
import { queueUrlIfExists } from "../../localstack/provision";

export interface DeadLetterDepth {
  queueName: string;
  /** null: the queue does not exist in the emulator (not provisioned). */
  messages: number | null;
}

export async function readDeadLetterDepths(
  sqs: SQSClient,
  queueNames: readonly string[],
): Promise<DeadLetterDepth[]> {
  return Promise.all(
    queueNames.map(async (queueName) => {
      const url = await queueUrlIfExists(sqs, queueName);
      if (!url) return { queueName, messages: null };
      const attributes = await sqs.send(
        new GetQueueAttributesCommand({
          QueueUrl: url,
          AttributeNames: ["ApproximateNumberOfMessages"],
        }),
      );
      return {
        queueName,
        messages: Number(attributes.Attributes?.ApproximateNumberOfMessages ?? 0),
      };
    }),
  );
}
