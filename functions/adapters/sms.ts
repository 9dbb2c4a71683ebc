import { PublishCommand } from "@aws-sdk/client-sns";
import { sns } from "./aws-clients";

/** Sends a transactional SMS through SNS to an E.164 number. Throws on failure; returns the SNS id. */
export async function sendSms(phoneE164: string, text: string): Promise<string> {
  const result = await sns.send(
    new PublishCommand({
      PhoneNumber: phoneE164,
      Message: text,
      MessageAttributes: {
        "AWS.SNS.SMS.SMSType": { DataType: "String", StringValue: "Transactional" },
      },
    }),
  );
  return result.MessageId ?? "";
}
