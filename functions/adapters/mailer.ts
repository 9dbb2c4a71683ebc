import { SendRawEmailCommand } from "@aws-sdk/client-ses";
import { BUSINESS } from "@shared/constants/business";
import { getConfig } from "../config";
import { ses } from "./aws-clients";
import { buildMimeMessage, type MimeMessageInput } from "./mime";

export type { MailAttachment } from "./mime";

/** What a use case sends: the message's content and its recipients; the sender is the configured one. */
export type EmailMessage = Pick<
  MimeMessageInput,
  "replyTo" | "subject" | "text" | "html" | "attachments" | "headers"
> & { to: string | string[] };

/** Sends one e-mail through SES (raw MIME, from SENDER_EMAIL). Throws on failure; returns the SES id. */
export async function sendEmail(message: EmailMessage): Promise<string> {
  const { SENDER_EMAIL } = getConfig();
  const to = Array.isArray(message.to) ? message.to : [message.to];
  const raw = buildMimeMessage({ ...message, from: SENDER_EMAIL, fromName: BUSINESS.name, to });
  const result = await ses.send(
    new SendRawEmailCommand({
      Source: SENDER_EMAIL,
      Destinations: to,
      RawMessage: { Data: new TextEncoder().encode(raw) },
    }),
  );
  return result.MessageId ?? "";
}
