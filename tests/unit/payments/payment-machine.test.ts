import type { PaymentMethod } from "@shared/payments/payment-methods";
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { StartPaymentInput, StartPaymentResult } from "../../../web/src/features/payment/api";
import type { QrBill, StartedPayment } from "../../../web/src/features/payment/payment-answer";
import { paymentMachine } from "../../../web/src/features/payment/payment-machine";
import { PAYMENT_TEXTS } from "../../../web/src/features/payment/payment-texts";

const CHECKOUT_URL = "https://checkout.stripe.com/c/pay/cs_test_a1b2c3";

const bill: QrBill = {
  svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 5"></svg>',
  reference: "210000000003139471430009017",
  iban: "CH4431999123000889012",
  amountCentimes: 15000,
  pdfPath: "/api/payments/pay_2/qr-bill.pdf",
};

function started(method: PaymentMethod, changes: Partial<StartedPayment> = {}): StartPaymentResult {
  return {
    kind: "started",
    payment: {
      paymentId: method === "card" ? "pay_1" : "pay_2",
      method,
      status: "pending",
      amountCentimes: 15000,
      redirectUrl: method === "card" ? CHECKOUT_URL : null,
      bill: method === "virement" ? bill : null,
      qrCode: null,
      expiresAt: null,
      ...changes,
    },
  };
}

/** A creating actor the test settles by hand, recording every call it gets. */
function controlledStart() {
  const calls: StartPaymentInput[] = [];
  let settle!: { resolve: (r: StartPaymentResult) => void; reject: (e: unknown) => void };
  const actor = fromPromise<StartPaymentResult, StartPaymentInput>(({ input }) => {
    calls.push(input);
    return new Promise((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    actor,
    calls,
    resolve: (result: StartPaymentResult) => settle.resolve(result),
    reject: (error: unknown) => settle.reject(error),
  };
}

function start() {
  const creating = controlledStart();
  const redirect = vi.fn<(url: string) => void>();
  const notifyFailure = vi.fn<(message: string) => void>();
  const actor = createActor(
    paymentMachine.provide({
      actors: { startPayment: creating.actor },
      actions: {
        redirect: (_, { url }) => redirect(url),
        notifyFailure: (_, { message }) => notifyFailure(message),
      },
    }),
    { input: { registrationId: "reg_42" } },
  ).start();
  return { actor, creating, redirect, notifyFailure };
}

describe("payment choice machine", () => {
  it("starts by offering the choice, with nothing sent", () => {
    const { actor, creating } = start();
    expect(actor.getSnapshot().value).toBe("choosing");
    expect(creating.calls).toHaveLength(0);
  });

  it("card: creating, then redirecting to the url the server gave, once", async () => {
    const { actor, creating, redirect, notifyFailure } = start();
    actor.send({ type: "CHOOSE", method: "card" });
    expect(actor.getSnapshot().value).toBe("creating");
    expect(creating.calls).toEqual([
      { registrationId: "reg_42", method: "card", idempotencyKey: expect.any(String) },
    ]);
    creating.resolve(started("card"));
    await waitFor(actor, (s) => s.matches("redirecting"));
    expect(actor.getSnapshot().context.redirectUrl).toBe(CHECKOUT_URL);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith(CHECKOUT_URL);
    expect(notifyFailure).not.toHaveBeenCalled();
  });

  it("card without url: failed with « Pas d'URL de paiement reçue », no redirection", async () => {
    const { actor, creating, redirect, notifyFailure } = start();
    actor.send({ type: "CHOOSE", method: "card" });
    creating.resolve(started("card", { redirectUrl: null }));
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.error).toBe("Pas d'URL de paiement reçue");
    expect(notifyFailure).toHaveBeenCalledWith("Pas d'URL de paiement reçue");
    expect(redirect).not.toHaveBeenCalled();
  });

  it("server refusal: failed with « Erreur: {message} »", async () => {
    const { actor, creating, notifyFailure } = start();
    actor.send({ type: "CHOOSE", method: "card" });
    creating.resolve({
      kind: "refused",
      message: "Une erreur s'est produite lors de la création de la session de paiement",
    });
    await waitFor(actor, (s) => s.matches("failed"));
    const expected =
      "Erreur: Une erreur s'est produite lors de la création de la session de paiement";
    expect(actor.getSnapshot().context.error).toBe(expected);
    expect(notifyFailure).toHaveBeenCalledWith(expected);
  });

  it("exception (no answer, a broken answer): failed with the spec's generic text", async () => {
    const { actor, creating, notifyFailure } = start();
    actor.send({ type: "CHOOSE", method: "card" });
    creating.reject(new TypeError("Failed to fetch"));
    await waitFor(actor, (s) => s.matches("failed"));
    expect(notifyFailure).toHaveBeenCalledWith(
      "Une erreur s'est produite lors de la création de la session de paiement",
    );
  });

  it("bank transfer: showing the bill, no redirection, no toast", async () => {
    const { actor, creating, redirect, notifyFailure } = start();
    actor.send({ type: "CHOOSE", method: "virement" });
    expect(creating.calls[0]?.method).toBe("virement");
    creating.resolve(started("virement"));
    await waitFor(actor, (s) => s.matches("showingBill"));
    expect(actor.getSnapshot().context.bill).toEqual(bill);
    expect(redirect).not.toHaveBeenCalled();
    expect(notifyFailure).not.toHaveBeenCalled();
  });

  it("bank transfer: an answer without its bill, or no answer, fails with the bill's text", async () => {
    const { actor, creating, notifyFailure } = start();
    actor.send({ type: "CHOOSE", method: "virement" });
    creating.resolve(started("virement", { bill: null }));
    await waitFor(actor, (s) => s.matches("failed"));
    actor.send({ type: "CHOOSE", method: "virement" });
    creating.reject(new TypeError("Failed to fetch"));
    await waitFor(actor, (s) => s.matches("failed"));
    expect(notifyFailure.mock.calls).toEqual([
      [PAYMENT_TEXTS.billException],
      [PAYMENT_TEXTS.billException],
    ]);
  });

  it("ignores a second click while creating: one request, one key", async () => {
    const { actor, creating } = start();
    actor.send({ type: "CHOOSE", method: "card" });
    actor.send({ type: "CHOOSE", method: "card" });
    actor.send({ type: "CHOOSE", method: "virement" });
    expect(actor.getSnapshot().value).toBe("creating");
    expect(creating.calls).toHaveLength(1);
    creating.resolve(started("card"));
    await waitFor(actor, (s) => s.matches("redirecting"));
    // Leaving for the provider: clicks are ignored there too.
    actor.send({ type: "CHOOSE", method: "card" });
    expect(creating.calls).toHaveLength(1);
  });

  it("retries from failed with a new Idempotency-Key, and the retry can succeed", async () => {
    const { actor, creating, redirect } = start();
    actor.send({ type: "CHOOSE", method: "card" });
    creating.resolve({ kind: "refused", message: "Service indisponible" });
    await waitFor(actor, (s) => s.matches("failed"));
    actor.send({ type: "CHOOSE", method: "card" });
    expect(actor.getSnapshot().value).toBe("creating");
    expect(actor.getSnapshot().context.error).toBeNull();
    creating.resolve(started("card"));
    await waitFor(actor, (s) => s.matches("redirecting"));
    const [first, second] = creating.calls;
    expect(first?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it("from the bill, the card can still be chosen (a new attempt, the bill put away)", async () => {
    const { actor, creating } = start();
    actor.send({ type: "CHOOSE", method: "virement" });
    creating.resolve(started("virement"));
    await waitFor(actor, (s) => s.matches("showingBill"));
    actor.send({ type: "CHOOSE", method: "card" });
    expect(actor.getSnapshot().value).toBe("creating");
    expect(actor.getSnapshot().context.bill).toBeNull();
    expect(creating.calls[1]?.method).toBe("card");
    expect(creating.calls[1]?.idempotencyKey).not.toBe(creating.calls[0]?.idempotencyKey);
  });

  it("back from the provider's page (back-forward cache): the choice opens again", async () => {
    const { actor, creating } = start();
    actor.send({ type: "RETURNED" });
    expect(actor.getSnapshot().value).toBe("choosing");
    actor.send({ type: "CHOOSE", method: "card" });
    creating.resolve(started("card"));
    await waitFor(actor, (s) => s.matches("redirecting"));
    actor.send({ type: "RETURNED" });
    expect(actor.getSnapshot().value).toBe("choosing");
    actor.send({ type: "CHOOSE", method: "card" });
    expect(creating.calls).toHaveLength(2);
  });
});
