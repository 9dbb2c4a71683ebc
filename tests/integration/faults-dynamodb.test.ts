/**
 * DynamoDB refuses the transaction that takes a registration or opens a payment, the way AWS
 * does: cancelled for a conflict with another transaction, or throttled beyond the SDK's own
 * retries. The visitor gets a French message that says to try again (a 503, or a 409 for a
 * payment), and what the form shows is that message; nothing is half-written (no registration,
 * no payment, places unchanged, no outbox item, no event). The same request sent again once
 * DynamoDB answers succeeds once: places taken once, one event, one e-mail of each kind.
 *
 * The functions' real AWS clients reach the emulator through the fault proxy (its URL is the
 * endpoint before their modules load); faults are armed only around the product's call.
 */

import { PAYMENT_ERRORS } from "@shared/messages/payment";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { SERVICE_BUSY } from "../../functions/api/router";
import { LOCAL_PROVIDER_EMAIL } from "../../local/function-env";
import { readRegistrationRefusal } from "../../web/src/features/registration/registration-messages";
import { ApiError } from "../../web/src/lib/api-client";
import { type AwsFault, faults } from "../support/aws-fault-proxy";
import {
  eventsByType,
  expectEachDeliveredOnce,
  expectEmailKinds,
} from "../support/fault-accounting";
import { request, setUpPaymentWorld, storedItem } from "../support/payment-world";
import { putActivity, scanAll, validRegistration } from "../support/registration-fixtures";

const proxy = await vi.hoisted(async () =>
  (await import("../support/aws-fault-proxy")).proxyTheFunctions(),
);
afterEach(() => proxy.heal());
afterAll(() => proxy.stop());

const world = setUpPaymentWorld();
const VISITOR = "monique.favre@example.ch";
const TOO_BUSY = "Trop de demandes simultanées pour cette activité. Veuillez réessayer.";
/** A registration's transaction: the places, the registration, its event, the key's answer. */
const REGISTRATION_ITEMS = 4;
/** The attempts the DynamoDB client makes on a throttled call (the SDK's default for DynamoDB). */
const SDK_ATTEMPTS = 4;
/** The attempts createRegistration makes on a conflict (functions/core/registrations/create-registration.ts). */
const REGISTRATION_ATTEMPTS = 5;
/** The attempts startPayment makes on a conflict (functions/core/payments/start-payment.ts). */
const PAYMENT_ATTEMPTS = 4;

/** Every TransactWriteItems refused with this fault until healed; the armed fault's counter. */
const refuseTransactions = (fault: AwsFault) => proxy.fail("dynamodb.TransactWriteItems", fault);

const register = (activityId: string, key: string) =>
  request(world, "POST", "/api/inscriptions", validRegistration(activityId), {
    "Idempotency-Key": key,
  });

const placesOf = async (activityId: string) =>
  (await storedItem("activities", activityId))?.places_disponibles;

/** What the registration form shows for an answer (its error toast), and whether it keeps the key. */
const formShows = (answer: { status: number; json: unknown }) =>
  readRegistrationRefusal(new ApiError(answer.status, answer.json));

/** Nothing of a registration was written: no record, places as they were, no event anywhere. */
async function expectNoRegistration(activityId: string) {
  expect(await scanAll("inscriptions")).toEqual([]);
  expect(await placesOf(activityId)).toBe(8);
  expect(await scanAll("outbox")).toEqual([]);
  expect(await scanAll("idempotency")).toEqual([]);
  expect(await eventsByType()).toEqual({});
}

const REGISTERED = {
  [VISITOR]: ["Inscription enregistrée"],
  [LOCAL_PROVIDER_EMAIL]: ["Nouvelle inscription"],
};

describe("POST /api/inscriptions when DynamoDB refuses its transaction", () => {
  for (const { name, fault, message, hits } of [
    {
      name: "a conflict on every attempt",
      fault: faults.transactionConflict(REGISTRATION_ITEMS),
      message: TOO_BUSY,
      hits: REGISTRATION_ATTEMPTS,
    },
    {
      name: "throttled beyond the SDK's retries",
      fault: faults.throttled("dynamodb"),
      message: SERVICE_BUSY,
      hits: SDK_ATTEMPTS,
    },
  ]) {
    it(`${name}: 503 with a French message to retry; nothing written; the same request retried succeeds once`, async () => {
      const activity = await putActivity();
      const key = "a1b2c3d4-0000-4000-8000-00000000c0f1";
      const armed = refuseTransactions(fault);
      const refused = await register(activity.id, key);
      proxy.heal();

      expect(refused).toEqual({ status: 503, json: { success: false, error: message } });
      expect(message).toMatch(/Veuillez réessayer/);
      expect(armed.hits).toBe(hits);
      // The form shows the server's message and keeps the key for the visitor's retry.
      expect(formShows(refused)).toMatchObject({ message, retrySameKey: true });
      await expectNoRegistration(activity.id);

      const accepted = await register(activity.id, key);
      expect(accepted.status).toBe(201);
      expect(await register(activity.id, key)).toEqual(accepted);
      expect(await scanAll("inscriptions")).toHaveLength(1);
      expect(await placesOf(activity.id)).toBe(6);
      expect(await scanAll("outbox")).toEqual([]);
      await expectEachDeliveredOnce(["InscriptionCreated"]);
      await expectEmailKinds(REGISTERED);
    });
  }

  it("a conflict on the first two attempts only: the visitor never sees it", async () => {
    const activity = await putActivity();
    const conflict = proxy.fail(
      "dynamodb.TransactWriteItems",
      faults.transactionConflict(REGISTRATION_ITEMS),
      { times: 2 },
    );
    const res = await register(activity.id, "a1b2c3d4-0000-4000-8000-00000000c0f2");
    expect(res.status).toBe(201);
    expect(conflict.hits).toBe(2);
    expect(await scanAll("inscriptions")).toHaveLength(1);
    expect(await placesOf(activity.id)).toBe(6);
    await expectEachDeliveredOnce(["InscriptionCreated"]);
    await expectEmailKinds(REGISTERED);
  });
});

describe("POST /api/payments (bank transfer) when DynamoDB refuses its transaction", () => {
  /** A registration taken while DynamoDB answers. */
  async function registered() {
    const activity = await putActivity();
    const res = await register(activity.id, "a1b2c3d4-0000-4000-8000-0000000000aa");
    expect(res.status).toBe(201);
    const registrationId = String(res.json.inscription_id);
    return { registrationId, before: await storedItem("inscriptions", registrationId) };
  }

  const payByTransfer = (registrationId: string, key: string) =>
    request(
      world,
      "POST",
      "/api/payments",
      { inscription_id: registrationId, method: "virement" },
      { "Idempotency-Key": key },
    );

  /** Nothing of a payment was written: no payment, the registration as it was, no new event. */
  async function expectNoPayment(registrationId: string, before: unknown) {
    expect(await scanAll("payments")).toEqual([]);
    expect(await storedItem("inscriptions", registrationId)).toEqual(before);
    expect(await scanAll("outbox")).toEqual([]);
    expect(Object.keys(await eventsByType())).toEqual(["InscriptionCreated"]);
  }

  for (const { name, fault, status, message, hits } of [
    {
      name: "a conflict on every attempt: 409",
      fault: faults.transactionConflict(3),
      status: 409,
      message: PAYMENT_ERRORS.inProgress,
      hits: PAYMENT_ATTEMPTS,
    },
    {
      name: "throttled beyond the SDK's retries: 503",
      fault: faults.throttled("dynamodb"),
      status: 503,
      message: SERVICE_BUSY,
      hits: SDK_ATTEMPTS,
    },
  ]) {
    it(`${name} with a French message to retry; nothing written; a new attempt opens one payment`, async () => {
      const { registrationId, before } = await registered();
      const armed = refuseTransactions(fault);
      const refused = await payByTransfer(registrationId, "a1b2c3d4-0000-4000-8000-0000000000b1");
      proxy.heal();

      expect(refused).toEqual({ status, json: { success: false, error: message } });
      expect(message).toMatch(/Veuillez réessayer/);
      expect(armed.hits).toBe(hits);
      await expectNoPayment(registrationId, before);

      // The payment choice sends a new key for a new attempt (web/src/features/payment).
      const opened = await payByTransfer(registrationId, "a1b2c3d4-0000-4000-8000-0000000000b2");
      expect(opened.status).toBe(201);
      // One payment (and the claim on its bank reference, written in the same transaction).
      const payments = await scanAll("payments");
      expect(payments.map((item) => String(item.id).startsWith("bank-reference#")).sort()).toEqual([
        false,
        true,
      ]);
      expect((await storedItem("inscriptions", registrationId))?.status).toBe("pending_payment");
      await expectEachDeliveredOnce(["InscriptionCreated", "PaymentStarted"]);
      await expectEmailKinds({
        ...REGISTERED,
        [VISITOR]: [...REGISTERED[VISITOR], "Votre facture QR"],
      });
    });
  }
});
