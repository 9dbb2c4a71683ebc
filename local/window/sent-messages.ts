/**
 * E-mails and SMS the functions sent, read back from the emulator itself: moto keeps them in
 * /moto-api/data.json (ses.Message, ses.RawMessage, sns.SMS); LocalStack exposes /_aws/ses and
 * /_aws/sns/sms-messages. Used by the local page and by the tests.
 */
import { parseRawEmail } from "./mime";

export interface SentEmail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: string[];
  /** The text of each calendar invitation attached. */
  calendars: string[];
}

export interface SentSms {
  id: string;
  phoneNumber: string;
  message: string;
}

export interface SentMessages {
  emulator: "moto" | "localstack";
  /** Newest first. */
  emails: SentEmail[];
  /** Newest first. */
  sms: SentSms[];
}

interface MotoSimpleMessage {
  id: string;
  source?: string;
  subject?: string;
  body?: string;
  destinations?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
}
interface MotoRawMessage {
  id: string;
  source?: string;
  destinations?: string[];
  raw_data?: string;
}
interface MotoSms {
  message_id: string;
  phone_number: string;
  message: string;
}
interface MotoData {
  ses?: { Message?: MotoSimpleMessage[]; RawMessage?: MotoRawMessage[] };
  sns?: { SMS?: MotoSms[] };
}

const looksLikeHtml = (body: string) => /<\/?[a-z][^>]*>/i.test(body);

function fromMoto(data: MotoData): SentMessages {
  // moto keeps no send time: list order is send order, simple messages and raw ones apart.
  const simple: SentEmail[] = (data.ses?.Message ?? []).map((m) => ({
    id: m.id,
    from: m.source ?? "",
    to: m.destinations?.ToAddresses ?? [],
    subject: m.subject ?? "",
    text: m.body && !looksLikeHtml(m.body) ? m.body : "",
    html: m.body && looksLikeHtml(m.body) ? m.body : "",
    attachments: [],
    calendars: [],
  }));
  const raw: SentEmail[] = (data.ses?.RawMessage ?? []).map((m) => {
    const parsed = parseRawEmail(m.raw_data ?? "");
    return {
      id: m.id,
      ...parsed,
      from: parsed.from || (m.source ?? ""),
      to: parsed.to.length > 0 ? parsed.to : (m.destinations ?? []),
    };
  });
  const sms: SentSms[] = (data.sns?.SMS ?? []).map((s) => ({
    id: s.message_id,
    phoneNumber: s.phone_number,
    message: s.message,
  }));
  return { emulator: "moto", emails: [...simple, ...raw].reverse(), sms: sms.reverse() };
}

interface LocalStackSesMessage {
  Id: string;
  Source?: string;
  Destination?: { ToAddresses?: string[] };
  Subject?: string;
  Body?: { text_part?: string | null; html_part?: string | null };
  RawData?: string;
  Timestamp?: string;
}
interface LocalStackSms {
  MessageId?: string;
  PhoneNumber?: string;
  Message?: string;
}

async function fromLocalStack(endpoint: string): Promise<SentMessages> {
  const ses = (await (await fetch(`${endpoint}/_aws/ses`)).json()) as {
    messages?: LocalStackSesMessage[];
  };
  const smsResponse = await fetch(`${endpoint}/_aws/sns/sms-messages`);
  const smsBody = smsResponse.ok
    ? ((await smsResponse.json()) as {
        sms_messages?: Record<string, LocalStackSms[]> | LocalStackSms[];
      })
    : {};
  const emails = (ses.messages ?? []).map((m): SentEmail => {
    if (m.RawData) {
      const parsed = parseRawEmail(m.RawData);
      return { id: m.Id, ...parsed, from: parsed.from || (m.Source ?? "") };
    }
    return {
      id: m.Id,
      from: m.Source ?? "",
      to: m.Destination?.ToAddresses ?? [],
      subject: m.Subject ?? "",
      text: m.Body?.text_part ?? "",
      html: m.Body?.html_part ?? "",
      attachments: [],
      calendars: [],
    };
  });
  const smsGroups = smsBody.sms_messages ?? [];
  const smsList = Array.isArray(smsGroups) ? smsGroups : Object.values(smsGroups).flat();
  const sms = smsList.map((s, index) => ({
    id: s.MessageId ?? String(index),
    phoneNumber: s.PhoneNumber ?? "",
    message: s.Message ?? "",
  }));
  return { emulator: "localstack", emails: emails.reverse(), sms: sms.reverse() };
}

/** Reads what was sent, from whichever emulator answers at the endpoint. */
export async function readSentMessages(endpoint: string): Promise<SentMessages> {
  const base = endpoint.replace(/\/+$/, "");
  const moto = await fetch(`${base}/moto-api/data.json`).catch(() => undefined);
  if (moto?.ok) return fromMoto((await moto.json()) as MotoData);
  return fromLocalStack(base);
}
