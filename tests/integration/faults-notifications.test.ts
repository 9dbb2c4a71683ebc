/**
 * E-mails and SMS under SES and SNS faults and a worker that dies half-way through a batch,
 * against the emulator. The functions' own AWS clients go through the fault proxy
 * (tests/support/aws-fault-proxy.ts): SES and SNS fail as AWS fails them and the SDK retries as
 * it does in Lambda. Each queue is a quick copy of the deployed one (1 s visibility), driven by
 * the local poller as Lambda's event source mapping drives the workers (partial batch
 * responses; a thrown or killed invocation returns the whole batch).
 *
 * Every test ends with an accounting of every e-mail and SMS: delivered once, or dead-lettered
 * (its event in the dead-letter queue, whose alarm fires as soon as it holds a message:
 * tests/infra/monitoring-stack.test.ts, "every queue has its dead-letter queue, and an alarm...").
 * The simplest dead-letter case, one send that always fails, is notifier-dead-letter.test.ts.
 */

import { ses } from "@adapters/aws-clients";
import { CLAIM_LEASE_MS } from "@adapters/sent-notifications";
import type { SQSBatchResponse, SQSEvent } from "aws-lambda";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handler as api } from "../../functions/api/handler";
import { setProcessClock } from "../../functions/clock";
import { getConfig } from "../../functions/config";
import { deadlinePorts } from "../../functions/wiring/deadlines";
import { registrationDeadlinesWorker } from "../../functions/workers/deadline-worker/handler";
import { handler as notifier } from "../../functions/workers/notifier/handler";
import { defineResources } from "../../infra/resources";
import { LOCAL_PROVIDER_EMAIL } from "../../local/function-env";
import type { SqsHandler } from "../../local/host/sqs-poller";
import { readSentEmails, readSentSms, resetState, type SentEmail } from "../support/aws";
import { type ArmedFault, type AwsFault, faults } from "../support/aws-fault-proxy";
import { deadlineJobs } from "../support/deadline-jobs";
import { eventually } from "../support/eventually";
import { deliveredOnce, fatesOf } from "../support/fault-accounting";
import {
  type Delivery,
  deadLettered,
  deliverAll,
  type QuickQueue,
  quickQueue,
  sendBodies,
} from "../support/quick-queue";
import {
  apiEvent,
  deleteMessages,
  putActivity,
  receiveAll,
  validRegistration,
} from "../support/registration-fixtures";
import { runWorkerProcess } from "../support/worker-process";

// Before any function module loads (their clients are built at import): the proxy goes in front
// of the emulator, and the functions (and these tests' own clients) are pointed at it.
const { proxy, emulatorUrl } = await vi.hoisted(async () => {
  const { startAwsFaultProxy } = await import("../support/aws-fault-proxy");
  const emulatorUrl = process.env.AWS_ENDPOINT_URL ?? "";
  const proxy = await startAwsFaultProxy(emulatorUrl);
  process.env.AWS_ENDPOINT_URL = proxy.url;
  return { proxy, emulatorUrl };
});

const deployed = defineResources().queues;
const deployedQueue = (key: string) => {
  const queue = deployed.find((q) => q.key === key);
  if (!queue) throw new Error(`no queue ${key}`);
  return queue;
};
const NOTIFICATIONS = deployedQueue("notifications");
const DEADLINES = deployedQueue("registration-deadlines");

const HOUR = 3_600_000;
/** The SDK's attempts per call in the functions (its default: the clients set none). */
const sdkAttempts = () => ses.config.maxAttempts();

const serviceUnavailable: AwsFault = {
  kind: "error",
  status: 503,
  code: "ServiceUnavailable",
  message: "Service is unavailable. Please try again later.",
};
const messageRejected: AwsFault = {
  kind: "error",
  status: 400,
  code: "MessageRejected",
  message: "Email address is not verified.",
};

/** Visitor n of a test: own address, phone and activity, so that each message is told apart. */
const visitor = (n: number) => ({
  email: `visiteur${n}@example.ch`,
  telephone: `+41 79 123 45 6${n}`,
  title: `Sortie ${n} au Chasseral`,
});

/** The three messages a registration sends (InscriptionCreated). */
const registrationMessages = (n: number) => [
  `e-mail to visitor ${n}`,
  `SMS to visitor ${n}`,
  `e-mail to the provider about ${n}`,
];

function emailLabel(email: SentEmail, visitors: number[]): string {
  for (const n of visitors) {
    const { email: address, title } = visitor(n);
    if (email.to.includes(address)) {
      return email.subject.startsWith("Rappel")
        ? `reminder to visitor ${n}`
        : `e-mail to visitor ${n}`;
    }
    if (email.to.includes(LOCAL_PROVIDER_EMAIL) && email.subject.includes(title)) {
      return `e-mail to the provider about ${n}`;
    }
  }
  return `${email.to.join(", ")}: ${email.subject}`;
}

/** Every e-mail and SMS that went out, one label per sending. */
async function sentLabels(visitors: number[]): Promise<string[]> {
  const emails = (await readSentEmails()).map((email) => emailLabel(email, visitors));
  const sms = (await readSentSms()).map((message) => {
    const n = visitors.find((v) => message.message.includes(visitor(v).title));
    return n === undefined ? `SMS: ${message.message}` : `SMS to visitor ${n}`;
  });
  return [...emails, ...sms];
}

/** The registration a message is about: an InscriptionCreated event, or a due registration. */
function registrationIdOf(body: string): string {
  const message = JSON.parse(body) as {
    detail?: { data?: { inscription_id?: string } };
    inscription_id?: string;
  };
  return message.detail?.data?.inscription_id ?? message.inscription_id ?? "";
}

/**
 * Registers visitor n for each n (one activity each) through the API, and returns the
 * InscriptionCreated events it queued for the notifier, in that order (taken off the real queue).
 */
async function register(visitors: number[]): Promise<{ ids: string[]; events: string[] }> {
  const ids: string[] = [];
  for (const n of visitors) {
    const activity = await putActivity({ titre: visitor(n).title });
    const { email, telephone } = visitor(n);
    const created = await api(
      apiEvent("POST", "/api/inscriptions", validRegistration(activity.id, { email, telephone })),
    );
    expect(created.statusCode).toBe(201);
    ids.push(JSON.parse(String(created.body)).inscription_id);
  }
  const queueUrl = process.env.QUEUE_NOTIFICATIONS_URL ?? "";
  const queued = await receiveAll(queueUrl);
  await deleteMessages(queueUrl, queued);
  const events = ids.map((id) => {
    const event = queued.find((m) => registrationIdOf(m.Body ?? "") === id);
    if (!event) throw new Error(`no InscriptionCreated for ${id}`);
    return event.Body ?? "";
  });
  return { ids, events };
}

/** Registers the visitors, their InscriptionCreated events in order on a quick notifications queue. */
async function registeredOnQuickQueue(
  visitors: number[],
  maxReceiveCount = NOTIFICATIONS.maxReceiveCount,
): Promise<{ ids: string[]; queue: QuickQueue }> {
  const { ids, events } = await register(visitors);
  const queue = await quickQueue("notifications", maxReceiveCount);
  await sendBodies(queue.queueUrl, events);
  return { ids, queue };
}

/** SES never answers the next e-mail to visitor n: the call hangs. */
const hangEmailTo = (n: number) =>
  proxy.fail("ses.SendRawEmail", { kind: "hang" }, { matching: visitor(n).email, times: 1 });

/** How many deliveries each message had, by the id its body names (registration id). */
function receivesById(deliveries: Delivery[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { records } of deliveries) {
    for (const record of records) {
      const id = registrationIdOf(record.body);
      counts[id] = (counts[id] ?? 0) + 1;
    }
  }
  return counts;
}

const failedIds = (delivery: Delivery | undefined) =>
  (delivery?.records ?? [])
    .filter((r) => delivery?.failed.includes(r.messageId))
    .map((r) => registrationIdOf(r.body));

/** The processClock as Lambda would see it: each redelivery a visibility timeout (as deployed) later. */
function clockOfDelivery(event: SQSEvent, visibilitySeconds: number) {
  const receives = Number(event.Records[0]?.attributes.ApproximateReceiveCount ?? 1);
  const offsetMs = (receives - 1) * visibilitySeconds * 1000;
  setProcessClock({ now: () => new Date(Date.now() + offsetMs) });
}

/**
 * The notifier until `hang` has held a call: in a process of its own, killed while SES does not
 * answer (Lambda ending a timed-out invocation), so the poller gets no answer for the whole batch.
 * Then the notifier in this process.
 */
function notifierKilledWhenHung(hang: ArmedFault): SqsHandler {
  const killed = async (event: SQSEvent) => {
    const invocation = runWorkerProcess<SQSBatchResponse>(
      "functions/workers/notifier/handler.ts",
      event,
    );
    await eventually(() => expect(hang.hits).toBe(1), { timeoutMs: 30_000 });
    invocation.kill();
    return invocation.result;
  };
  return (event) => (hang.hits === 0 ? killed(event) : notifier(event));
}

beforeEach(async () => {
  await resetState();
});
afterEach(() => {
  proxy.heal();
  setProcessClock();
  vi.unstubAllEnvs();
});
afterAll(async () => {
  await proxy.stop();
  process.env.AWS_ENDPOINT_URL = emulatorUrl;
});

describe("notifier under SES and SNS faults", () => {
  it("SES throttles fewer times than the SDK tries: sent once, the message needs no retry", async () => {
    const throttled = (await sdkAttempts()) - 1;
    const { ids, queue } = await registeredOnQuickQueue([1]);
    const throttle = proxy.fail("ses.SendRawEmail", faults.throttled("ses"), { times: throttled });

    const deliveries = await deliverAll(queue, notifier);

    expect(throttle.hits).toBe(throttled);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]?.failed).toEqual([]);
    expect(receivesById(deliveries)).toEqual({ [ids[0] as string]: 1 });
    expect(await deadLettered(queue)).toHaveLength(0);
    expect(fatesOf(registrationMessages(1), await sentLabels([1]))).toEqual(
      deliveredOnce(registrationMessages(1)),
    );
  }, 60_000);

  it("SES throttles past the SDK's attempts, then answers 503, then recovers: only that record is retried, each message goes out once", async () => {
    const attempts = await sdkAttempts();
    const { ids, queue } = await registeredOnQuickQueue([1, 2, 3]);
    const [first, second, third] = ids as [string, string, string];
    const onlyVisitor2 = { matching: visitor(2).email, times: attempts };

    const deliveries = await deliverAll(queue, notifier, (n) => {
      proxy.heal();
      if (n === 1) proxy.fail("ses.SendRawEmail", faults.throttled("ses"), onlyVisitor2);
      if (n === 2) proxy.fail("ses.SendRawEmail", serviceUnavailable, onlyVisitor2);
    });

    expect(deliveries.map(failedIds)).toEqual([[second], [second], []]);
    expect(receivesById(deliveries)).toEqual({ [first]: 1, [second]: 3, [third]: 1 });
    expect(await deadLettered(queue)).toHaveLength(0);
    const expected = [1, 2, 3].flatMap(registrationMessages);
    const fates = fatesOf(expected, await sentLabels([1, 2, 3]));
    expect(fates).toEqual(deliveredOnce(expected));
  }, 90_000);

  it("SNS fails one SMS: both e-mails go out, the retry sends the SMS and no e-mail again", async () => {
    const { ids, queue } = await registeredOnQuickQueue([1, 2]);
    const [first, second] = ids as [string, string];
    const emailsBefore = proxy.calls("ses.SendRawEmail");
    let emailsAtRetry = 0;

    const deliveries = await deliverAll(queue, notifier, (n) => {
      proxy.heal();
      if (n === 2) emailsAtRetry = proxy.calls("ses.SendRawEmail");
      // SNS's own failure, on every attempt the SDK makes, for visitor 2's SMS only.
      if (n === 1) {
        proxy.fail(
          "sns.Publish",
          { kind: "error", status: 500, code: "InternalError", message: "Internal error" },
          { matching: visitor(2).title },
        );
      }
    });

    expect(deliveries.map(failedIds)).toEqual([[second], []]);
    expect(receivesById(deliveries)).toEqual({ [first]: 1, [second]: 2 });
    // The four e-mails went out with the first delivery; the retry sent none.
    expect(emailsAtRetry - emailsBefore).toBe(4);
    expect(proxy.calls("ses.SendRawEmail")).toBe(emailsAtRetry);
    const expected = [1, 2].flatMap(registrationMessages);
    const fates = fatesOf(expected, await sentLabels([1, 2]));
    expect(fates).toEqual(deliveredOnce(expected));
  }, 60_000);

  it("the worker is killed half-way through a batch (SES hangs): after redelivery, what went out is not sent again and the rest goes out once", async () => {
    const { ids, queue } = await registeredOnQuickQueue([1, 2, 3]);
    const hang = hangEmailTo(2);

    // Each redelivery a visibility timeout (as deployed) after the one before.
    const deliveries = await deliverAll(queue, notifierKilledWhenHung(hang), (_, event) =>
      clockOfDelivery(event, NOTIFICATIONS.visibilityTimeoutSeconds),
    );

    expect(deliveries.map(failedIds)).toEqual([ids, []]);
    expect(await deadLettered(queue)).toHaveLength(0);
    const expected = [1, 2, 3].flatMap(registrationMessages);
    const fates = fatesOf(expected, await sentLabels([1, 2, 3]));
    expect(fates).toEqual(deliveredOnce(expected));
  }, 90_000);

  it("a claim younger than the lease is neither sent nor taken for sent: the message comes back until it is taken over", async () => {
    expect(CLAIM_LEASE_MS).toBeLessThan(NOTIFICATIONS.visibilityTimeoutSeconds * 1000);
    const { queue } = await registeredOnQuickQueue([1]);
    const hang = hangEmailTo(1);

    // Killed while sending; redelivered sooner than the lease (a quick retry, or a duplicate of
    // the event): neither sent nor acknowledged; once the lease is over, taken over and sent.
    const deliveries = await deliverAll(queue, notifierKilledWhenHung(hang), (n) => {
      const offsetMs = n <= 2 ? 0 : CLAIM_LEASE_MS + 1000;
      setProcessClock({ now: () => new Date(Date.now() + offsetMs) });
    });
    expect(deliveries.map((d) => d.failed.length)).toEqual([1, 1, 0]);
    expect(fatesOf(registrationMessages(1), await sentLabels([1]))).toEqual(
      deliveredOnce(registrationMessages(1)),
    );
  }, 90_000);

  it("SES rejects one visitor's e-mail for good: its event ends in the dead-letter queue after maxReceiveCount, its SMS and the provider's e-mail still go out, the others once", async () => {
    const maxReceives = 3;
    const { ids, queue } = await registeredOnQuickQueue([1, 2, 3], maxReceives);
    const [first, second, third] = ids as [string, string, string];
    proxy.fail("ses.SendRawEmail", messageRejected, { matching: visitor(2).email });

    const deliveries = await deliverAll(queue, notifier);

    expect(receivesById(deliveries)).toEqual({ [first]: 1, [second]: maxReceives, [third]: 1 });
    const parked = await deadLettered(queue);
    expect(parked.map((m) => registrationIdOf(m.Body ?? ""))).toEqual([second]);
    const expected = [1, 2, 3].flatMap(registrationMessages);
    expect(fatesOf(expected, await sentLabels([1, 2, 3]), registrationMessages(2))).toEqual({
      ...deliveredOnce(expected),
      "e-mail to visitor 2": "dead-lettered",
    });
  }, 90_000);
});

describe("payment reminders under SES faults", () => {
  it("SES throttles one reminder past the SDK's attempts: only it is retried, each reminder goes out once", async () => {
    const attempts = await sdkAttempts();
    const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
    const jobs = deadlineJobs(clock);
    const worker = registrationDeadlinesWorker(deadlinePorts(jobs.adapters, getConfig()));
    const { ids } = await register([1, 2]);
    const [first, second] = ids as [string, string];
    const queue = await quickQueue("registration-deadlines", DEADLINES.maxReceiveCount);
    vi.stubEnv("QUEUE_REGISTRATION_DEADLINES_URL", queue.queueUrl);
    clock.offsetMs = 24 * HOUR + 60_000;
    const { queued } = await jobs.schedule();
    expect(queued).toBe(2);

    const deliveries = await deliverAll(
      queue,
      (event) => worker(event),
      (n) => {
        proxy.heal();
        if (n === 1) {
          proxy.fail("ses.SendRawEmail", faults.throttled("ses"), {
            matching: visitor(1).email,
            times: attempts,
          });
        }
      },
    );

    expect(deliveries.map(failedIds)).toEqual([[first], []]);
    expect(receivesById(deliveries)).toEqual({ [first]: 2, [second]: 1 });
    expect(await deadLettered(queue)).toHaveLength(0);
    const reminders = (await sentLabels([1, 2])).filter((label) => label.startsWith("reminder"));
    expect(fatesOf(["reminder to visitor 1", "reminder to visitor 2"], reminders)).toEqual({
      "reminder to visitor 1": "delivered once",
      "reminder to visitor 2": "delivered once",
    });
  }, 60_000);
});
