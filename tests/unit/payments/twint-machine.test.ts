import { TWINT_QR } from "@shared/constants/offer";
import type { PaymentStatus } from "@shared/payments/payment-status";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type {
  PaymentStatusResult,
  StartPaymentResult,
} from "../../../web/src/features/payment/api";
import { paymentStatusMachine } from "../../../web/src/features/payment/payment-status-machine";
import {
  type CreateTwintInput,
  closeButtonLabel,
  countdownText,
  statusText,
  twintMachine,
  twintStage,
} from "../../../web/src/features/payment/twint/twint-machine";
import { TWINT_PAGE, TWINT_QR_IMAGE, twintStarted } from "../../support/twint-fixtures";

const known = (status: PaymentStatus): PaymentStatusResult => ({
  kind: "known",
  status,
  registrationId: "reg_42",
});

/** An answer, a failure, or an answer made when asked (a code due 10 minutes from then). */
type Answer<T> = T | Error | (() => T);

/**
 * The dialog's machine with scripted actors: creations answer in turn (the last repeated), status
 * questions too. Records every call and every effect.
 */
function start(
  options: {
    creations?: Answer<StartPaymentResult>[];
    statuses?: Answer<PaymentStatusResult>[];
    /** What the server says when a code is closed for a new one (its payment's status). */
    closings?: Answer<PaymentStatus | null>[];
  } = {},
) {
  const creations = options.creations ?? [twintStarted()];
  const statuses = options.statuses ?? [known("pending")];
  const createCalls: CreateTwintInput[] = [];
  const statusCalls: string[] = [];
  const effects: string[] = [];
  const canceled: string[] = [];
  const closeCalls: string[] = [];
  const closings = options.closings ?? ["expired"];
  const pick = <T>(script: Answer<T>[], n: number) => {
    const answer = script[Math.min(n - 1, script.length - 1)] as Answer<T>;
    if (answer instanceof Error) throw answer;
    return typeof answer === "function" ? (answer as () => T)() : answer;
  };
  const machine = twintMachine.provide({
    actors: {
      createPayment: fromPromise<StartPaymentResult, CreateTwintInput>(async ({ input }) => {
        createCalls.push(input);
        return pick(creations, createCalls.length);
      }),
      closeCode: fromPromise<PaymentStatus | null, { paymentId: string }>(async ({ input }) => {
        closeCalls.push(input.paymentId);
        return pick(closings, closeCalls.length);
      }),
      watchPayment: paymentStatusMachine.provide({
        actors: {
          fetchStatus: fromPromise<PaymentStatusResult, { paymentId: string }>(
            async ({ input }) => {
              statusCalls.push(input.paymentId);
              return pick(statuses, statusCalls.length);
            },
          ),
        },
      }),
    },
    actions: {
      notifyCreated: () => effects.push("created"),
      notifyCreationFailed: () => effects.push("creationFailed"),
      notifyFailed: () => effects.push("failed"),
      notifyPaid: () => effects.push("paid"),
      cancelOnServer: (_, { paymentId }) => canceled.push(paymentId),
    },
  });
  const actor = createActor(machine, { input: { registrationId: "reg_42" } }).start();
  const stage = () => twintStage(actor.getSnapshot());
  const view = () => {
    const s = stage();
    return { stage: s, status: statusText(s), button: closeButtonLabel(s) };
  };
  return { actor, stage, view, createCalls, statusCalls, effects, canceled, closeCalls };
}

/** Lets pending promises settle, then moves the fake clock (Date.now moves with it). */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

async function openPending(options: Parameters<typeof start>[0] = {}) {
  const world = start(options);
  world.actor.send({ type: "OPEN" });
  await advance(0);
  return world;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-05-01T08:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the TWINT dialog's machine", () => {
  it("opening makes one code for the registration, then waits with « En attente du paiement... » and « Annuler »", async () => {
    const world = start();
    expect(world.view()).toEqual({ stage: "closed", status: null, button: "Annuler" });
    world.actor.send({ type: "OPEN" });
    expect(world.view()).toMatchObject({ stage: "creating", status: "Préparation du code TWINT…" });
    // A second click while the code is made sends nothing.
    world.actor.send({ type: "OPEN" });
    await advance(0);

    expect(world.createCalls).toEqual([
      { registrationId: "reg_42", idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    expect(world.view()).toEqual({
      stage: "pending",
      status: "En attente du paiement...",
      button: "Annuler",
    });
    expect(world.actor.getSnapshot().context.payment).toMatchObject({
      paymentId: "pay_1",
      qrCode: TWINT_QR_IMAGE,
      url: TWINT_PAGE,
      amountCentimes: 15000,
    });
    expect(world.effects).toEqual(["created"]);
  });

  it("counts down minutes:seconds to the deadline, every second", async () => {
    const world = await openPending();
    const countdown = () => countdownText(world.actor.getSnapshot().context.remainingMs);
    expect(countdown()).toBe("10:00");
    await advance(1000);
    expect(countdown()).toBe("9:59");
    await advance(59_000);
    expect(countdown()).toBe("9:00");
    await advance(8 * 60_000 + 55_000);
    expect(countdown()).toBe("0:05");
  });

  it("asks the API every 2 s while pending, and stops after 600000 ms on « expired »", async () => {
    const world = await openPending();
    expect(world.statusCalls).toEqual([]);
    await advance(TWINT_QR.pollIntervalMs);
    expect(world.statusCalls).toEqual(["pay_1"]);
    await advance(TWINT_QR.pollIntervalMs);
    expect(world.statusCalls).toHaveLength(2);

    await advance(TWINT_QR.stopPollingAfterMs - 2 * TWINT_QR.pollIntervalMs - 1);
    expect(world.stage()).toBe("pending");
    const asked = world.statusCalls.length;
    expect(asked).toBe(TWINT_QR.stopPollingAfterMs / TWINT_QR.pollIntervalMs - 1);
    await advance(1);
    expect(world.view()).toEqual({ stage: "expired", status: "Code expiré", button: "Annuler" });
    await advance(60_000);
    expect(world.statusCalls).toHaveLength(asked);
  });

  it("completed: « Paiement réussi ! », asking stops, the button reads « Fermer »", async () => {
    const world = await openPending({ statuses: [known("pending"), known("completed")] });
    await advance(2 * TWINT_QR.pollIntervalMs);
    expect(world.view()).toEqual({
      stage: "completed",
      status: "Paiement réussi !",
      button: "Fermer",
    });
    expect(world.effects).toEqual(["created", "paid"]);
    await advance(60_000);
    expect(world.statusCalls).toHaveLength(2);

    world.actor.send({ type: "CLOSE" });
    expect(world.stage()).toBe("paid");
    expect(world.canceled).toEqual([]);
  });

  it("failed: « Paiement échoué », asking stops, and a new code is a new attempt", async () => {
    const world = await openPending({
      creations: [twintStarted("pay_1"), twintStarted("pay_2")],
      statuses: [known("failed"), known("pending")],
    });
    await advance(TWINT_QR.pollIntervalMs);
    expect(world.view()).toEqual({ stage: "failed", status: "Paiement échoué", button: "Annuler" });
    expect(world.effects).toEqual(["created", "failed"]);
    await advance(60_000);
    expect(world.statusCalls).toHaveLength(1);

    world.actor.send({ type: "NEW_CODE" });
    await advance(0);
    expect(world.stage()).toBe("pending");
    const [first, second] = world.createCalls;
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(world.actor.getSnapshot().context.payment?.paymentId).toBe("pay_2");
  });

  it("« Annuler » while pending stops asking and cancels the payment on the server", async () => {
    const world = await openPending();
    await advance(TWINT_QR.pollIntervalMs);
    world.actor.send({ type: "CLOSE" });
    expect(world.stage()).toBe("closed");
    expect(world.canceled).toEqual(["pay_1"]);
    await advance(60_000);
    expect(world.statusCalls).toHaveLength(1);
  });

  it("a code the server expired (or canceled, or no longer knows) ends waiting, with a way to a new code", async () => {
    for (const answer of [known("expired"), known("canceled"), { kind: "unknown" } as const]) {
      const world = await openPending({ statuses: [answer] });
      await advance(TWINT_QR.pollIntervalMs);
      expect(world.stage()).toBe("expired");
      world.actor.send({ type: "NEW_CODE" });
      expect(world.stage()).toBe("creating");
      world.actor.stop();
    }
  });

  it("a passing failure to ask is asked again at the next tick", async () => {
    const world = await openPending({
      statuses: [new Error("offline"), known("completed")],
    });
    await advance(TWINT_QR.pollIntervalMs);
    expect(world.stage()).toBe("pending");
    await advance(TWINT_QR.pollIntervalMs);
    expect(world.stage()).toBe("completed");
  });

  it("no code: the server's text, else the specification's, with « Erreur Twint »", async () => {
    const refused = await openPending({
      creations: [{ kind: "refused", message: "Cette inscription est déjà payée." }],
    });
    expect(refused.view()).toEqual({
      stage: "creationFailed",
      status: "Erreur Twint",
      button: "Annuler",
    });
    expect(refused.actor.getSnapshot().context.error).toBe("Cette inscription est déjà payée.");
    expect(refused.effects).toEqual(["creationFailed"]);

    const offline = await openPending({ creations: [new Error("offline")] });
    expect(offline.actor.getSnapshot().context.error).toBe(
      "Impossible de créer le paiement Twint. Veuillez réessayer.",
    );

    const broken = twintStarted();
    if (broken.kind === "started") broken.payment.qrCode = null;
    const withoutCode = await openPending({ creations: [broken, twintStarted("pay_9")] });
    expect(withoutCode.stage()).toBe("creationFailed");
    withoutCode.actor.send({ type: "NEW_CODE" });
    await advance(0);
    expect(withoutCode.stage()).toBe("pending");
  });
});

describe("« J'ai besoin de plus de temps » (WCAG 2.2.1 Timing Adjustable)", () => {
  const countdown = (world: Awaited<ReturnType<typeof openPending>>) =>
    countdownText(world.actor.getSnapshot().context.remainingMs);

  it("closes the code on the server first, then makes a new one with a new attempt and a full 10 minutes", async () => {
    const world = await openPending({
      creations: [twintStarted("pay_1"), () => twintStarted("pay_2")],
    });
    await advance(9 * 60_000);
    expect(countdown(world)).toBe("1:00");
    expect(world.actor.getSnapshot().context.renewals).toBe(0);

    world.actor.send({ type: "MORE_TIME" });
    expect(world.view()).toMatchObject({
      stage: "renewing",
      status: "Préparation d'un nouveau code TWINT…",
    });
    // A second press while the new code is made asks nothing more.
    world.actor.send({ type: "MORE_TIME" });
    await advance(0);

    expect(world.closeCalls).toEqual(["pay_1"]);
    const [first, second] = world.createCalls;
    expect(world.createCalls).toHaveLength(2);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(world.view()).toMatchObject({ stage: "pending", status: "En attente du paiement..." });
    const { context } = world.actor.getSnapshot();
    expect(context.payment?.paymentId).toBe("pay_2");
    expect(context.renewals).toBe(1);
    expect(context.renewing).toBe(false);
    // Made now, the new code is due 10 minutes from now.
    expect(countdown(world)).toBe("10:00");
    // Not the visitor's « Annuler »: nothing canceled besides the close, the toast said again.
    expect(world.canceled).toEqual([]);
    expect(world.effects).toEqual(["created", "created"]);
  });

  it("waiting starts again: the new code is asked about, the old one no more, and it expires 10 minutes later", async () => {
    const world = await openPending({
      creations: [twintStarted("pay_1"), () => twintStarted("pay_2")],
    });
    await advance(8 * 60_000);
    world.actor.send({ type: "MORE_TIME" });
    await advance(0);
    const before = world.statusCalls.length;
    await advance(TWINT_QR.stopPollingAfterMs - 1);
    expect(world.stage()).toBe("pending");
    expect(world.statusCalls.slice(before).every((id) => id === "pay_2")).toBe(true);
    await advance(1);
    expect(world.stage()).toBe("expired");
  });

  it("paid just before: the close says completed, no new code is made", async () => {
    const world = await openPending({ closings: ["completed"] });
    world.actor.send({ type: "MORE_TIME" });
    await advance(0);
    expect(world.view()).toMatchObject({ stage: "completed", status: "Paiement réussi !" });
    expect(world.createCalls).toHaveLength(1);
    expect(world.actor.getSnapshot().context.renewing).toBe(false);
    expect(world.effects).toEqual(["created", "paid"]);
  });

  it("the close unanswered, or the code still pending at the provider: the server is asked again and decides", async () => {
    for (const closing of [new Error("offline"), "pending" as const, null]) {
      const world = await openPending({
        creations: [twintStarted("pay_1"), twintStarted("pay_1")],
        closings: [closing],
      });
      world.actor.send({ type: "MORE_TIME" });
      await advance(0);
      // A new attempt: the server answers the same open code until it is closed.
      expect(world.createCalls).toHaveLength(2);
      expect(world.stage()).toBe("pending");
      expect(world.actor.getSnapshot().context.renewing).toBe(false);
      world.actor.stop();
    }
  });

  it("no new code after all: « Erreur Twint » and « Réessayer », as for a first code", async () => {
    const world = await openPending({
      creations: [twintStarted("pay_1"), new Error("offline")],
    });
    world.actor.send({ type: "MORE_TIME" });
    await advance(0);
    expect(world.view()).toEqual({
      stage: "creationFailed",
      status: "Erreur Twint",
      button: "Annuler",
    });
    expect(world.effects).toEqual(["created", "creationFailed"]);
  });

  it("closing the dialog while the new code is made cancels nothing more", async () => {
    const world = await openPending();
    world.actor.send({ type: "MORE_TIME" });
    world.actor.send({ type: "CLOSE" });
    await advance(0);
    expect(world.stage()).toBe("closed");
    expect(world.closeCalls).toEqual(["pay_1"]);
    expect(world.canceled).toEqual([]);
    expect(world.createCalls).toHaveLength(1);
  });

  it("is offered only while a code waits", async () => {
    const world = await openPending({ statuses: [known("failed")] });
    await advance(TWINT_QR.pollIntervalMs);
    expect(world.stage()).toBe("failed");
    world.actor.send({ type: "MORE_TIME" });
    expect(world.stage()).toBe("failed");
    expect(world.closeCalls).toEqual([]);
  });
});

describe("countdownText", () => {
  it.each([
    [600_000, "10:00"],
    [599_001, "10:00"],
    [599_000, "9:59"],
    [61_000, "1:01"],
    [60_000, "1:00"],
    [9_000, "0:09"],
    [1, "0:01"],
    [0, "0:00"],
    [-5_000, "0:00"],
  ])("%i ms left reads %s", (ms, text) => {
    expect(countdownText(ms)).toBe(text);
  });
});
