/**
 * The accounting a fault test ends with: every event and e-mail the product produced, counted, and
 * everything not (yet) delivered, so that one assertion shows each was delivered once, or is
 * waiting in a dead-letter queue: never lost, never doubled. Read from the emulator: the event
 * log group (what the bus delivered, which the provider's dashboard reads), SES (what was sent),
 * the outbox table (events written but not yet published), the work queues and their dead-letter
 * queues. Two views: counts by kind (accountFor, expectAccounting), and the event ids themselves,
 * to show the very same event reached the log and the notifier once (expectEachDeliveredOnce).
 */
import { GetQueueAttributesCommand, type Message } from "@aws-sdk/client-sqs";
import { expect } from "vitest";
import { queueUrlIfExists } from "../../localstack/provision";
import { type LoggedEvent, readEventLog, readSentEmails, resources, sqs } from "./aws";
import { eventually } from "./eventually";
import { runNotifier } from "./form-fixtures";
import { scanAll } from "./registration-fixtures";

export interface Accounting {
  /** Events the bus delivered to the log group, by detail-type (InscriptionCreated: 1…). */
  events: Record<string, number>;
  /**
   * E-mails sent, by « kind → recipient », the kind being the subject up to its first « : » or
   * « – » (« Paiement reçu → monique.favre@example.ch »: 1).
   */
  emails: Record<string, number>;
  /** Events written with their change but not published yet (the sweeper's work). */
  outbox: number;
  /** Messages waiting on a work queue, by queue key (none once every worker ran). */
  queued: Record<string, number>;
  /** Messages in a dead-letter queue, by its work queue's key: failures that are final. */
  deadLetters: Record<string, number>;
}

export interface AccountingScope {
  /** Count only the events whose data names one of these ids (payment, registration…). */
  ids?: string[];
  /** Count only the e-mails to one of these addresses. */
  to?: string[];
}

/** « Paiement reçu : Sortie … le … » -> « Paiement reçu ». */
export function emailKind(subject: string): string {
  return subject.split(/ : | – |: /)[0]?.trim() ?? subject;
}

function tally(keys: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

async function messagesIn(name: string): Promise<number> {
  const url = await queueUrlIfExists(sqs(), name);
  if (!url) return 0;
  const { Attributes } = await sqs().send(
    new GetQueueAttributesCommand({
      QueueUrl: url,
      AttributeNames: ["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible"],
    }),
  );
  return (
    Number(Attributes?.ApproximateNumberOfMessages ?? 0) +
    Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0)
  );
}

/** Queue key -> count, for the queues holding something. */
async function queueCounts(name: (queue: (typeof resources.queues)[number]) => string) {
  const counts: Record<string, number> = {};
  for (const queue of resources.queues) {
    const n = await messagesIn(name(queue));
    if (n > 0) counts[queue.key] = n;
  }
  return counts;
}

/** What the product produced and where it is now, within `scope` (default: everything). */
export async function accountFor(scope: AccountingScope = {}): Promise<Accounting> {
  const named = (data: Record<string, unknown>) =>
    !scope.ids || scope.ids.some((id) => JSON.stringify(data).includes(id));
  const events = (await readEventLog()).filter((e) => named(e.data));
  const emails = (await readSentEmails()).filter(
    (e) => !scope.to || e.to.some((address) => scope.to?.includes(address)),
  );
  return {
    events: tally(events.map((e) => e.detailType)),
    emails: tally(
      emails.flatMap((e) => e.to.map((address) => `${emailKind(e.subject)} → ${address}`)),
    ),
    outbox: (await scanAll("outbox")).length,
    queued: await queueCounts((q) => q.name),
    deadLetters: await queueCounts((q) => q.deadLetterName),
  };
}

/**
 * Waits until the accounting is the expected one (the bus writes the log group a little after
 * publishing), then reads it once more: a copy arriving late would still show.
 */
export async function expectAccounting(
  expected: Partial<Accounting>,
  scope: AccountingScope = {},
): Promise<Accounting> {
  const pick = (accounting: Accounting) =>
    Object.fromEntries(
      Object.keys(expected).map((key) => [key, accounting[key as keyof Accounting]]),
    );
  await eventually(async () => expect(pick(await accountFor(scope))).toEqual(expected));
  const settled = await accountFor(scope);
  expect(pick(settled)).toEqual(expected);
  return settled;
}

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

/** Each address received exactly these e-mails, named by their kind (emailKind). */
export async function expectEmailKinds(expected: Record<string, string[]>): Promise<void> {
  for (const [address, kinds] of Object.entries(expected)) {
    const received = (await emailsTo(address)).map(emailKind);
    expect(received.sort(), address).toEqual([...kinds].sort());
  }
}

function groupIds(entries: { type: string; id: string }[]): Record<string, string[]> {
  const byType: Record<string, string[]> = {};
  for (const { type, id } of entries) byType[type] = [...(byType[type] ?? []), id];
  for (const ids of Object.values(byType)) ids.sort();
  return byType;
}

/**
 * Fates by label, for a test that follows each message it expects (a notifications batch): each
 * is "delivered once", or "dead-lettered" (not sent, its event waiting in a dead-letter queue,
 * whose alarm fires; redriven, it sends only what has not gone out). Anything else ("lost",
 * "delivered 2 times", "unexpected") is a defect. Labels are the test's own (e.g. "e-mail to
 * visitor 2"), so that a failure reads plainly.
 */
export type Fate =
  | "delivered once"
  | "dead-lettered"
  | "lost"
  | `delivered ${number} times`
  | "unexpected";

/**
 * @param expected labels of the messages that had to go out
 * @param delivered the label of each message that went out, once per sending
 * @param parked labels of the messages whose event is in a dead-letter queue
 */
export function fatesOf(
  expected: string[],
  delivered: string[],
  parked: string[] = [],
): Record<string, Fate> {
  const fates: Record<string, Fate> = {};
  for (const label of expected) {
    const times = delivered.filter((d) => d === label).length;
    if (times === 0) fates[label] = parked.includes(label) ? "dead-lettered" : "lost";
    else fates[label] = times === 1 ? "delivered once" : `delivered ${times} times`;
  }
  for (const label of delivered) if (!expected.includes(label)) fates[label] = "unexpected";
  return fates;
}

/** The accounting where every one of these went out exactly once. */
export function deliveredOnce(labels: string[]): Record<string, Fate> {
  return Object.fromEntries(labels.map((label) => [label, "delivered once" as const]));
}
