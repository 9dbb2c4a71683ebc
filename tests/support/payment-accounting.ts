/**
 * The accounting of a paid registration (tests/support/fault-accounting.ts), for the payment
 * tests: the sample visitor registered once and paid once, each event and e-mail once, nothing
 * left in the outbox, a queue or a dead-letter queue.
 */
import { expect } from "vitest";
import { LOCAL_PROVIDER_EMAIL } from "../../local/function-env";
import { type Accounting, expectAccounting } from "./fault-accounting";
import { runNotifier } from "./form-fixtures";
import { storedItem } from "./payment-world";

/** The visitor of validRegistration(). */
export const SAMPLE_VISITOR = "monique.favre@example.ch";

/**
 * `registered` registrations of the sample visitor, `paid` of them paid once: their events and
 * e-mails, each once per registration, plus the `events` and `emails` given (which replace a
 * count of the same name); nothing left in the outbox, a queue or a dead-letter queue.
 */
export function registrationsAccounting({
  registered = 1,
  paid = registered,
  events = {},
  emails = {},
}: {
  registered?: number;
  paid?: number;
  events?: Record<string, number>;
  emails?: Record<string, number>;
}): Partial<Accounting> {
  return {
    events: {
      InscriptionCreated: registered,
      ...(paid > 0 ? { PaymentStarted: paid, PaymentCompleted: paid } : {}),
      ...events,
    },
    emails: {
      [`Inscription enregistrée → ${SAMPLE_VISITOR}`]: registered,
      [`Nouvelle inscription → ${LOCAL_PROVIDER_EMAIL}`]: registered,
      ...(paid > 0
        ? {
            [`Paiement reçu → ${SAMPLE_VISITOR}`]: paid,
            [`Paiement reçu → ${LOCAL_PROVIDER_EMAIL}`]: paid,
          }
        : {}),
      ...emails,
    },
    outbox: 0,
    queued: {},
    deadLetters: {},
  };
}

/** Registered and paid once: the events (and `extraEvents`) and the four e-mails, each once. */
export function paidOnce(extraEvents: Record<string, number> = {}): Partial<Accounting> {
  return registrationsAccounting({ events: extraEvents });
}

/**
 * The registration is paid by this payment; the notifier runs on what waits for it; then every
 * event and e-mail is counted once (paidOnce).
 */
export async function expectPaidOnce(
  registrationId: string,
  paymentId: string,
  extraEvents: Record<string, number> = {},
): Promise<Accounting> {
  expect(await storedItem("inscriptions", registrationId)).toMatchObject({
    status: "paid",
    paid_payment_id: paymentId,
  });
  const { result } = await runNotifier();
  expect(result.batchItemFailures).toEqual([]);
  return expectAccounting(paidOnce(extraEvents));
}
