import { WALLET_STATUS_POLLING } from "@shared/constants/offer";
import type { PaymentStatus } from "@shared/payments/payment-status";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type {
  PaymentStatusResult,
  StartPaymentInput,
  StartPaymentResult,
} from "../../../web/src/features/payment/api";
import { paymentStatusMachine } from "../../../web/src/features/payment/payment-status-machine";
import {
  paypalDialogView,
  paypalMachine,
  type Toast,
} from "../../../web/src/features/payment/paypal/paypal-machine";

const APPROVAL = "https://paypal.test/checkoutnow?token=ORDER1";

const started = (
  paymentId = "pay_1",
  redirectUrl: string | null = APPROVAL,
): StartPaymentResult => ({
  kind: "started",
  payment: {
    paymentId,
    method: "paypal",
    status: "pending",
    amountCentimes: 15000,
    redirectUrl,
    bill: null,
    qrCode: null,
    expiresAt: null,
  },
});

const known = (status: PaymentStatus): PaymentStatusResult => ({
  kind: "known",
  status,
  registrationId: "reg_42",
});

interface Options {
  start?: StartPaymentResult | Error;
  /** One answer per status question, the last one repeated. */
  statuses?: PaymentStatusResult[];
  tabOpens?: boolean;
}

function run({ start = started(), statuses = [known("pending")], tabOpens = true }: Options = {}) {
  const created: StartPaymentInput[] = [];
  const opened: string[] = [];
  const asked: string[] = [];
  const toasts: Toast[] = [];
  const machine = paypalMachine.provide({
    actors: {
      startPayment: fromPromise<StartPaymentResult, StartPaymentInput>(async ({ input }) => {
        created.push(input);
        if (start instanceof Error) throw start;
        return start;
      }),
      openApprovalPage: fromPromise<boolean, { url: string }>(async ({ input }) => {
        opened.push(input.url);
        return tabOpens;
      }),
      watchPayment: paymentStatusMachine.provide({
        actors: {
          fetchStatus: fromPromise<PaymentStatusResult, { paymentId: string }>(
            async ({ input }) => {
              asked.push(input.paymentId);
              return statuses[
                Math.min(asked.length - 1, statuses.length - 1)
              ] as PaymentStatusResult;
            },
          ),
        },
      }),
    },
    actions: { notify: (_, toast) => toasts.push(toast) },
  });
  const actor = createActor(machine, { input: { registrationId: "reg_42" } }).start();
  return { actor, created, opened, asked, toasts };
}

const view = (actor: ReturnType<typeof run>["actor"]) => paypalDialogView(actor.getSnapshot());

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("PayPal payment of the confirmation page", () => {
  it("creates a PayPal payment with its own idempotency key, opens the approval page and says so", async () => {
    const { actor, created, opened, toasts } = run();
    expect(view(actor).open).toBe(false);
    actor.send({ type: "PAY" });
    actor.send({ type: "PAY" }); // a second click while creating sends nothing
    await vi.advanceTimersByTimeAsync(0);
    expect(created).toEqual([
      { registrationId: "reg_42", method: "paypal", idempotencyKey: expect.any(String) },
    ]);
    expect(opened).toEqual([APPROVAL]);
    expect(toasts).toEqual([{ title: "Redirection vers PayPal", variant: "default" }]);
    expect(actor.getSnapshot().matches({ dialog: "watching" })).toBe(true);
    expect(actor.getSnapshot().context.popupBlocked).toBe(false);
    expect(view(actor)).toEqual({
      open: true,
      title: "En attente du paiement PayPal…",
      dismissLabel: "Annuler",
      dismissEvent: "CANCEL",
    });
  });

  it("asks our API every 3 s while the payment is pending", async () => {
    const { actor, asked } = run();
    actor.send({ type: "PAY" });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(["pay_1"]);
    await vi.advanceTimersByTimeAsync(WALLET_STATUS_POLLING.intervalMs - 1);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3 * 3000);
    expect(asked).toHaveLength(5);
  });

  it("stops on completed: « Paiement réussi ! », the button reads « Fermer », closing shows the paid page", async () => {
    const { actor, asked, toasts } = run({ statuses: [known("pending"), known("completed")] });
    actor.send({ type: "PAY" });
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().matches({ dialog: "succeeded" })).toBe(true);
    expect(toasts.at(-1)).toMatchObject({ title: "Paiement réussi !", variant: "default" });
    expect(view(actor)).toEqual({
      open: true,
      title: "Paiement réussi !",
      dismissLabel: "Fermer",
      dismissEvent: "CLOSE",
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toHaveLength(2);
    // A completed payment is not called off: only CLOSE leaves, to the paid state.
    actor.send({ type: "CANCEL" });
    expect(actor.getSnapshot().matches({ dialog: "succeeded" })).toBe(true);
    actor.send({ type: "CLOSE" });
    expect(actor.getSnapshot().value).toBe("paid");
    expect(view(actor).open).toBe(false);
  });

  it("stops on failed with the spec's toast, and a retry is a new payment with a new key", async () => {
    const { actor, asked, created, toasts } = run({ statuses: [known("failed")] });
    actor.send({ type: "PAY" });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ dialog: "failed" })).toBe(true);
    expect(toasts.at(-1)).toEqual({
      title: "Paiement échoué",
      description: "Le paiement PayPal a échoué. Veuillez réessayer.",
      variant: "destructive",
    });
    expect(view(actor)).toMatchObject({ title: "Paiement échoué", dismissLabel: "Annuler" });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(asked).toHaveLength(1);
    actor.send({ type: "RETRY" });
    await vi.advanceTimersByTimeAsync(0);
    expect(created).toHaveLength(2);
    expect(created[1]?.idempotencyKey).not.toBe(created[0]?.idempotencyKey);
  });

  it("stops after 600000 ms with a calm text, and « Vérifier à nouveau » asks again", async () => {
    const { actor, asked } = run();
    actor.send({ type: "PAY" });
    await vi.advanceTimersByTimeAsync(WALLET_STATUS_POLLING.stopAfterMs - 1);
    expect(actor.getSnapshot().matches({ dialog: "watching" })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ dialog: "stalled" })).toBe(true);
    expect(view(actor)).toMatchObject({
      title: "Paiement PayPal en attente",
      dismissLabel: "Annuler",
    });
    const soFar = asked.length;
    expect(soFar).toBe(WALLET_STATUS_POLLING.stopAfterMs / WALLET_STATUS_POLLING.intervalMs);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toHaveLength(soFar);
    actor.send({ type: "CHECK_AGAIN" });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toHaveLength(soFar + 1);
    expect(actor.getSnapshot().matches({ dialog: "watching" })).toBe(true);
  });

  it("« Annuler » stops the polling and closes the dialog", async () => {
    const { actor, asked } = run();
    actor.send({ type: "PAY" });
    await vi.advanceTimersByTimeAsync(3000);
    expect(asked).toHaveLength(2);
    actor.send({ type: "CANCEL" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(view(actor).open).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(asked).toHaveLength(2);
  });

  it("a blocked tab leaves the approval link in the dialog, and the watch goes on", async () => {
    const { actor, asked } = run({ tabOpens: false });
    actor.send({ type: "PAY" });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ dialog: "watching" })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      popupBlocked: true,
      approvalUrl: APPROVAL,
    });
    expect(asked).toEqual(["pay_1"]);
  });

  it.each([
    ["no answer", new Error("offline")],
    ["the server's refusal", { kind: "refused", message: "Inscription introuvable" } as const],
    ["an answer without approval link", started("pay_1", null)],
  ])("%s: the spec's create failure toast, back to the choice", async (_, start) => {
    const { actor, opened, toasts } = run({ start });
    actor.send({ type: "PAY" });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe("idle");
    expect(toasts).toEqual([
      {
        title: "Erreur PayPal",
        description: "Impossible de créer le paiement PayPal. Veuillez réessayer.",
        variant: "destructive",
      },
    ]);
    expect(opened).toEqual([]);
    expect(view(actor).open).toBe(false);
  });
});
