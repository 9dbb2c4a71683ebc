/**
 * The accounting that ends a fault test: what the bus delivered (the event log group, which the
 * provider's dashboard reads), what reached the notifier through the notifications queue, what
 * e-mails went out. Every list keeps repeats, so that an event delivered twice shows twice.
 */
import type { Message } from "@aws-sdk/client-sqs";
import { expect } from "vitest";
import { type LoggedEvent, readEventLog, readSentEmails } from "./aws";
import { eventually } from "./eventually";
import { runNotifier } from "./form-fixtures";

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

/**
 * The event log holds one event of each of these detail-types and nothing else; the notifier,
 * run on what waits on the notifications queue, receives those same events once each and fails
 * none. Resolves with the event id of each type.
 */
export async function expectEachDeliveredOnce(types: string[]): Promise<Record<string, string>> {
  const logged = await eventually(async () => {
    const byType = await eventsByType();
    expect(Object.keys(byType).sort()).toEqual([...types].sort());
    return byType;
  });
  const ids: Record<string, string> = {};
  for (const [type, typeIds] of Object.entries(logged)) {
    expect(typeIds, type).toHaveLength(1);
    ids[type] = typeIds[0] ?? "";
  }
  const { messages, result } = await runNotifier();
  expect(result.batchItemFailures).toEqual([]);
  expect(messagesByType(messages)).toEqual(logged);
  return ids;
}

/** Each address received exactly these e-mails, named by their kind (the subject before « : »). */
export async function expectEmailKinds(expected: Record<string, string[]>): Promise<void> {
  for (const [address, kinds] of Object.entries(expected)) {
    const received = (await emailsTo(address)).map((subject) => subject.split(" : ")[0]);
    expect(received.sort(), address).toEqual([...kinds].sort());
  }
}

function groupIds(entries: { type: string; id: string }[]): Record<string, string[]> {
  const byType: Record<string, string[]> = {};
  for (const { type, id } of entries) byType[type] = [...(byType[type] ?? []), id];
  for (const ids of Object.values(byType)) ids.sort();
  return byType;
}
