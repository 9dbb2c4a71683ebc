/**
 * API overhead: the api handler called in-process with payload v2 events, against the bare calls
 * it makes to the emulator (and to the payment sandbox), sent directly in the same run with the
 * same clients. Handler and bare calls alternate, one of each per round, so that the machine's
 * load weighs on both alike.
 *
 * The bare calls that stand for each handler (read in functions/core and functions/adapters):
 *
 * POST /api/inscriptions (with an Idempotency-Key, as the site sends it; activity without limit):
 *   GetItem idempotency (the key's first answer), GetItem activities (ConsistentRead),
 *   TransactWriteItems [activity Update (existence check), registration Put, outbox Put,
 *   idempotency Put], PutEvents (InscriptionCreated), DeleteItem outbox.
 * GET /api/activities: Query the activities' calendar index from the start of today, every page.
 * POST /api/payments { method: "card" } (with an Idempotency-Key, a registration without payment):
 *   GetItem idempotency, GetItem inscriptions, TransactWriteItems [payment Put, registration
 *   Update (its card slot)], GetItem activities, then Stripe's POST /v1/checkout/sessions to the
 *   sandbox (timed apart: "provider"), TransactWriteItems [payment Update, outbox Put, idempotency
 *   Put], PutEvents (PaymentStarted), DeleteItem outbox.
 * The inputs of the bare calls (items, events) are built before their timer starts.
 */
import { randomUUID } from "node:crypto";
import {
  CALENDAR_INDEX,
  CALENDAR_PARTITION,
  CALENDAR_START,
  CALENDAR_VALUE,
  calendarKeys,
} from "@adapters/activities-calendar";
import { createStripeClient } from "@adapters/stripe/stripe-client";
import { PutEventsCommand } from "@aws-sdk/client-eventbridge";
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from "@aws-sdk/lib-dynamodb";
import { paymentStartedEvent } from "@core/payments/payment-events";
import type { RegistrationRecord } from "@core/registrations/create-registration";
import { CURRENCY } from "@shared/constants/offer";
import { buildEvent, EVENT_SOURCE, type EventEnvelope } from "@shared/events/envelope";
import { inscriptionCreated } from "@shared/events/inscription-created";
import { PAYMENT_PROVIDER } from "@shared/payments/payment-methods";
import { parseRegistrationRequest } from "@shared/schemas/registration";
import { zurichToday } from "@shared/time";
import { anActivity, apiEvent, validRegistration } from "../../support/registration-fixtures";
import { bareItems } from "./bare-items";
import { withoutLogLines } from "./quiet-logs";
import { round, type Summary, summarise, timed } from "./stats";
import type { BackendWorld } from "./world";

export interface OverheadResult {
  route: string;
  handler: Summary;
  /** The bare calls to the emulator (and to the sandbox for payments: provider included). */
  bare: Summary;
  /** Payments: the bare Stripe call alone (part of `bare`). */
  provider?: Summary;
  /** Median of the handler over median of its bare calls. */
  ratio: number;
}

type Handler = (
  event: ReturnType<typeof apiEvent>,
) => Promise<{ statusCode: number; body?: string }>;

/**
 * The handler and the clients it sends with, imported once the environment is in place: both read
 * it at import, as in Lambda (a static import would read it before the emulator is known).
 */
async function loadApi() {
  const [{ handler }, clients, { getConfig }] = await Promise.all([
    import("../../../functions/api/handler"),
    import("@adapters/aws-clients"),
    import("../../../functions/config"),
  ]);
  return {
    handler: handler as Handler,
    ddb: clients.ddb,
    eventBridge: clients.eventBridge,
    config: getConfig(),
  };
}

/** The handler's answer, which must be the expected status (else the figures mean nothing). */
async function call(handler: Handler, expected: number, event: ReturnType<typeof apiEvent>) {
  const result = await handler(event);
  if (result.statusCode !== expected) {
    throw new Error(`${event.routeKey}: ${result.statusCode} ${result.body ?? ""}`);
  }
  return JSON.parse(result.body ?? "{}") as Record<string, unknown>;
}

export async function measureApiOverhead(
  world: BackendWorld,
  options: { calls: number; warmup: number },
): Promise<OverheadResult[]> {
  const { ddb, eventBridge, config, handler } = await loadApi();
  const items = bareItems(ddb, config);
  const rounds = options.warmup + options.calls;
  const activity = anActivity({ id: `bench-${randomUUID()}`, places_disponibles: null });
  await ddb.send(
    new PutCommand({
      TableName: config.TABLE_ACTIVITIES,
      Item: { ...activity, ...calendarKeys(activity) },
    }),
  );

  // The payload the handler receives, as it reads it (parsed once, outside the timers).
  const parsed = parseRegistrationRequest(validRegistration(activity.id));
  if (!parsed.success) throw new Error(`registration fixture refused: ${JSON.stringify(parsed)}`);
  const visitor = parsed.data;

  const publish = (event: EventEnvelope) =>
    eventBridge.send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: config.EVENT_BUS_NAME,
            Source: EVENT_SOURCE,
            DetailType: event.detailType,
            Detail: JSON.stringify(event.detail),
          },
        ],
      }),
    );
  const getItem = (TableName: string, Key: Record<string, unknown>) =>
    ddb.send(new GetCommand({ TableName, Key, ConsistentRead: true }));
  const deleteOutbox = (event: EventEnvelope) =>
    ddb.send(
      new DeleteCommand({
        TableName: config.TABLE_OUTBOX,
        Key: { id: event.detail.metadata.eventId },
      }),
    );

  /** The bare calls of a registration; returns the stored registration's id. */
  async function bareRegistration(): Promise<{ ms: number; record: RegistrationRecord }> {
    const key = randomUUID();
    const now = new Date();
    const record: RegistrationRecord = {
      ...visitor,
      id: randomUUID(),
      activity_title: activity.titre,
      activity_date: activity.date,
      total_centimes: activity.prix_centimes * 2,
      status: "pending_payment",
      created_at: now.toISOString(),
    };
    const event = buildEvent(
      inscriptionCreated,
      {
        inscription_id: record.id,
        activity_id: activity.id,
        activity_title: activity.titre,
        activity_date: activity.date,
        participants: 2,
        total_centimes: record.total_centimes,
        status: "pending_payment",
      },
      randomUUID(),
      now,
    );
    const answer = { statusCode: 201, body: { success: true, inscription_id: record.id } };
    const transaction = [
      items.activityPlaces.reserveItem(activity.id, 2, false, record.created_at),
      items.registrations.item(record),
      items.outbox.item(event),
      items.idempotency.item(`inscriptions#${key}`, answer),
    ];
    const { ms } = await timed(async () => {
      await getItem(config.TABLE_IDEMPOTENCY, { key: `inscriptions#${key}` });
      await getItem(config.TABLE_ACTIVITIES, { id: activity.id });
      await ddb.send(new TransactWriteCommand({ TransactItems: transaction }));
      await publish(event);
      await deleteOutbox(event);
    });
    return { ms, record };
  }

  async function bareActivities(): Promise<number> {
    return (
      await timed(async () => {
        let startKey: Record<string, unknown> | undefined;
        do {
          const page = await ddb.send(
            new QueryCommand({
              TableName: config.TABLE_ACTIVITIES,
              IndexName: CALENDAR_INDEX,
              KeyConditionExpression: "#partition = :calendar AND #start >= :today",
              ExpressionAttributeNames: {
                "#partition": CALENDAR_PARTITION,
                "#start": CALENDAR_START,
              },
              ExpressionAttributeValues: { ":calendar": CALENDAR_VALUE, ":today": zurichToday() },
              ExclusiveStartKey: startKey,
            }),
          );
          startKey = page.LastEvaluatedKey;
        } while (startKey);
      })
    ).ms;
  }

  const stripe = createStripeClient({
    apiBase: new URL(world.sandbox.url),
    secretKey: world.env.STRIPE_SECRET_KEY ?? "",
    webhookSecret: world.env.STRIPE_WEBHOOK_SECRET ?? "",
  });

  /** The bare calls of a card payment for a registration: AWS calls and Stripe's apart. */
  async function barePayment(
    registration: RegistrationRecord,
  ): Promise<{ ms: number; providerMs: number }> {
    const registrationId = registration.id;
    const key = randomUUID();
    const now = new Date();
    const payment = {
      id: randomUUID(),
      inscription_id: registrationId,
      activity_id: activity.id,
      method: "card" as const,
      provider: PAYMENT_PROVIDER.card,
      provider_ref: null,
      amount_centimes: activity.prix_centimes * 2,
      currency: CURRENCY,
      status: "pending" as const,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 31 * 60_000).toISOString(),
      refund_due: false,
    };
    const event = paymentStartedEvent(payment, randomUUID(), now);
    const session = items.checkoutSession(payment, registration, world.env.SITE_URL ?? "");
    const open = items.openPayment(payment);
    const attach = (ref: string, url: string) => [
      items.attachCheckout(payment.id, ref, url, now),
      items.outbox.item(event),
      items.idempotency.item(`payments#${key}`, {
        statusCode: 201,
        body: { payment_id: payment.id },
      }),
    ];
    let providerMs = 0;
    const { ms } = await timed(async () => {
      await getItem(config.TABLE_IDEMPOTENCY, { key: `payments#${key}` });
      await getItem(config.TABLE_INSCRIPTIONS, { id: registrationId });
      await ddb.send(new TransactWriteCommand({ TransactItems: open }));
      await getItem(config.TABLE_ACTIVITIES, { id: activity.id });
      const created = await timed(() =>
        stripe.checkout.sessions.create(session, { idempotencyKey: payment.id }),
      );
      providerMs = created.ms;
      await ddb.send(
        new TransactWriteCommand({
          TransactItems: attach(created.value.id, created.value.url ?? ""),
        }),
      );
      await publish(event);
      await deleteOutbox(event);
    });
    return { ms, providerMs };
  }

  const handlerMs = {
    registrations: [] as number[],
    activities: [] as number[],
    payments: [] as number[],
  };
  const bareMs = {
    registrations: [] as number[],
    activities: [] as number[],
    payments: [] as number[],
  };
  const providerMs: number[] = [];
  const handlerRegistrations: string[] = [];
  const bareRegistrations: RegistrationRecord[] = [];
  /** Round i's handler and bare sides; which goes first alternates from round to round. */
  const pair = async (
    i: number,
    handlerSide: () => Promise<void>,
    bareSide: () => Promise<void>,
  ) => {
    const [first, second] = i % 2 === 0 ? [handlerSide, bareSide] : [bareSide, handlerSide];
    await first();
    await second();
  };
  const keep = (i: number, list: number[], ms: number) => {
    if (i >= options.warmup) list.push(ms);
  };

  await withoutLogLines(async () => {
    for (let i = 0; i < rounds; i++) {
      await pair(
        i,
        async () => {
          const event = apiEvent("POST", "/api/inscriptions", validRegistration(activity.id), {
            "idempotency-key": randomUUID(),
          });
          const { ms, value } = await timed(() => call(handler, 201, event));
          keep(i, handlerMs.registrations, ms);
          handlerRegistrations.push(String(value.inscription_id));
        },
        async () => {
          const { ms, record } = await bareRegistration();
          keep(i, bareMs.registrations, ms);
          bareRegistrations.push(record);
        },
      );
      await pair(
        i,
        async () => {
          const event = apiEvent("GET", "/api/activities");
          keep(i, handlerMs.activities, (await timed(() => call(handler, 200, event))).ms);
        },
        async () => keep(i, bareMs.activities, await bareActivities()),
      );
    }
    for (let i = 0; i < rounds; i++) {
      await pair(
        i,
        async () => {
          const event = apiEvent(
            "POST",
            "/api/payments",
            { inscription_id: handlerRegistrations[i], method: "card" },
            { "idempotency-key": randomUUID() },
          );
          keep(i, handlerMs.payments, (await timed(() => call(handler, 201, event))).ms);
        },
        async () => {
          const registration = bareRegistrations[i];
          if (!registration) throw new Error(`no registration for round ${i}`);
          const bare = await barePayment(registration);
          keep(i, bareMs.payments, bare.ms);
          keep(i, providerMs, bare.providerMs);
        },
      );
    }
  });
  await ddb.send(
    new DeleteCommand({ TableName: config.TABLE_ACTIVITIES, Key: { id: activity.id } }),
  );

  const result = (route: string, handlerSamples: number[], bareSamples: number[]) => {
    const handlerSummary = summarise(handlerSamples);
    const bareSummary = summarise(bareSamples);
    return {
      route,
      handler: handlerSummary,
      bare: bareSummary,
      ratio: round(handlerSummary.medianMs / bareSummary.medianMs),
    };
  };
  return [
    result("POST /api/inscriptions", handlerMs.registrations, bareMs.registrations),
    result("GET /api/activities", handlerMs.activities, bareMs.activities),
    {
      ...result("POST /api/payments (card)", handlerMs.payments, bareMs.payments),
      provider: summarise(providerMs),
    },
  ];
}
