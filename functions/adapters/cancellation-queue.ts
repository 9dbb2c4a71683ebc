import { SendMessageCommand, type SQSClient } from "@aws-sdk/client-sqs";

/** One message of the activity-cancellations queue: the date whose registrations to cancel. */
export interface CancellationJobMessage {
  activity_id: string;
}

/** The activity-cancellations queue, as the team function fills it (SendMessage only). */
export function cancellationQueue({ client, queueUrl }: { client: SQSClient; queueUrl?: string }) {
  return {
    async start(activityId: string): Promise<void> {
      if (!queueUrl) throw new Error("QUEUE_ACTIVITY_CANCELLATIONS_URL manquant");
      const message: CancellationJobMessage = { activity_id: activityId };
      await client.send(
        new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }),
      );
    },
  };
}
