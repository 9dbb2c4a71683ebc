/**
 * The accounting that ends a fault test: what the bus delivered (the event log group, which the
 * provider's dashboard reads), what reached the notifications queue, what e-mails went out. Each
 * list keeps repeats, so that an event delivered twice shows as its id twice.
 */
import type { Message } from "@aws-sdk/client-sqs";
import { type LoggedEvent, readEventLog, readSentEmails } from "./aws";

/** The product event ids (detail.metadata.eventId) of the logged events, by detail-type. */
export async function eventsByType(
  filter: (event: LoggedEvent) => boolean = () => true,
): Promise<Record<string, string[]>> {
  const logged = (await readEventLog()).filter(filter);
  return groupIds(logged.map((e) => ({ type: e.detailType, id: e.eventId ?? e.id })));
}

/** The same, for messages the bus put on a queue (EventBridge's JSON envelope as body). */
export function messagesByType(messages: Message[]): Record<string, string[]> {
  return groupIds(
    messages.map((m) => {
      const body = JSON.parse(m.Body ?? "{}");
      return { type: String(body["detail-type"]), id: String(body.detail?.metadata?.eventId) };
    }),
  );
}

/** The subjects of the e-mails sent to an address, sorted. */
export async function emailsTo(address: string): Promise<string[]> {
  return (await readSentEmails())
    .filter((e) => e.to.includes(address))
    .map((e) => e.subject)
    .sort();
}

function groupIds(entries: { type: string; id: string }[]): Record<string, string[]> {
  const byType: Record<string, string[]> = {};
  for (const { type, id } of entries) byType[type] = [...(byType[type] ?? []), id];
  for (const ids of Object.values(byType)) ids.sort();
  return byType;
}
