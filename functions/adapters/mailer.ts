import { SendRawEmailCommand } from "@aws-sdk/client-ses";
import type { OutgoingEmail } from "@core/email/sending";
import { BUSINESS } from "@shared/constants/business";
import { getConfig } from "../config";
import { ses } from "./aws-clients";
import { buildMimeMessage } from "./mime";

/**
 * The one sender of every e-mail (the path's sendEmail, core/email/sending.ts): through SES, raw
 * MIME, from SENDER_EMAIL. Throws on failure; returns the SES id.
 */
export async function sendEmail(message: OutgoingEmail): Promise<string> {
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
