import { SendRawEmailCommand } from "@aws-sdk/client-ses";
import { BUSINESS } from "@shared/constants/business";
import { getConfig } from "../config";
import { ses } from "./aws-clients";
import { buildMimeMessage, type MailAttachment } from "./mime";

export type { MailAttachment } from "./mime";

export interface EmailMessage {
  to: string | string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra headers (e.g. List-Unsubscribe on newsletter e-mails). */
  headers?: Record<string, string>;
}

/** Sends one e-mail through SES (raw MIME, from SENDER_EMAIL). Throws on failure; returns the SES id. */
export async function sendEmail(message: EmailMessage): Promise<string> {
  const { SENDER_EMAIL } = getConfig();
  const to = Array.isArray(message.to) ? message.to : [message.to];
  const raw = buildMimeMessage({
    from: SENDER_EMAIL,
    fromName: BUSINESS.name,
    to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments,
    headers: message.headers,
  });
  const result = await ses.send(
    new SendRawEmailCommand({
      Source: SENDER_EMAIL,
      Destinations: to,
      RawMessage: { Data: new TextEncoder().encode(raw) },
    }),
  );
  return result.MessageId ?? "";
}
