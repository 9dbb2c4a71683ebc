import type { QuoteRequest } from "@shared/schemas/quote";
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { QuoteSubmitError, quoteMachine } from "../../../web/src/features/quote/quote-machine";

const request: QuoteRequest = {
  companyName: "Horlogerie du Jura SA",
  contactName: "Claude Martin",
  email: "claude.martin@horlogerie-jura.ch",
  phone: "+41 22 123 45 67",
  participants: "6-8",
};

/** A sending actor the test settles by hand, to observe the submitting state. */
function controlledSend() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const calls: QuoteRequest[] = [];
  const actor = fromPromise<void, QuoteRequest>(({ input }) => {
    calls.push(input);
    return new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
  });
  return { actor, calls, resolve: () => resolve(), reject: (e: unknown) => reject(e) };
}

function start() {
  const send = controlledSend();
  const notifySent = vi.fn();
  const notifyFailed = vi.fn();
  const actor = createActor(
    quoteMachine.provide({
      actors: { sendQuote: send.actor },
      actions: { notifySent, notifyFailed: (_, params) => notifyFailed(params.error) },
    }),
  ).start();
  return { actor, send, notifySent, notifyFailed };
}

describe("quote dialog machine", () => {
  it("starts closed and opens on the form", () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe("closed");
    actor.send({ type: "OPEN" });
    expect(actor.getSnapshot().value).toBe("form");
  });

  it("ignores a submission while closed", () => {
    const { actor, send } = start();
    actor.send({ type: "SUBMIT", request });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(send.calls).toHaveLength(0);
  });

  it("submits the request, then shows the sent view and notifies once", async () => {
    const { actor, send, notifySent, notifyFailed } = start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "SUBMIT", request });
    expect(actor.getSnapshot().value).toBe("submitting");
    expect(send.calls).toEqual([request]);
    send.resolve();
    await waitFor(actor, (s) => s.matches("sent"));
    expect(notifySent).toHaveBeenCalledTimes(1);
    expect(notifyFailed).not.toHaveBeenCalled();
  });

  it("stays open while submitting: closing is ignored until the outcome is known", async () => {
    const { actor, send } = start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "SUBMIT", request });
    actor.send({ type: "CLOSE" });
    expect(actor.getSnapshot().value).toBe("submitting");
    send.resolve();
    await waitFor(actor, (s) => s.matches("sent"));
  });

  it("goes back to the form on failure, keeps the request and passes on the server's field errors", async () => {
    const { actor, send, notifySent, notifyFailed } = start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "SUBMIT", request });
    const error = new QuoteSubmitError("Une erreur est survenue. Veuillez réessayer.", 400, {
      phone: "Numéro de téléphone invalide.",
    });
    send.reject(error);
    await waitFor(actor, (s) => s.matches("form"));
    expect(notifyFailed).toHaveBeenCalledWith(error);
    expect(notifySent).not.toHaveBeenCalled();
    const { context } = actor.getSnapshot();
    expect(context.serverFieldErrors).toEqual({ phone: "Numéro de téléphone invalide." });
    expect(context.request).toEqual(request);
    expect(context.generation).toBe(0);
  });

  it("a network failure gives no field errors and a retry can succeed", async () => {
    const { actor, send } = start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "SUBMIT", request });
    send.reject(new TypeError("Failed to fetch"));
    await waitFor(actor, (s) => s.matches("form"));
    expect(actor.getSnapshot().context.serverFieldErrors).toEqual({});
    actor.send({ type: "SUBMIT", request });
    send.resolve();
    await waitFor(actor, (s) => s.matches("sent"));
  });

  it("closing the sent view resets everything for the next request", async () => {
    const { actor, send } = start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "SUBMIT", request });
    send.resolve();
    await waitFor(actor, (s) => s.matches("sent"));
    actor.send({ type: "CLOSE" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("closed");
    expect(snapshot.context).toEqual({ generation: 1, request: null, serverFieldErrors: {} });
    actor.send({ type: "OPEN" });
    expect(actor.getSnapshot().value).toBe("form");
  });

  it("closing the form after a failure resets it too (new generation, errors cleared)", async () => {
    const { actor, send } = start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "SUBMIT", request });
    send.reject(new QuoteSubmitError("x", 400, { email: "Adresse e-mail invalide." }));
    await waitFor(actor, (s) => s.matches("form"));
    actor.send({ type: "CLOSE" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(actor.getSnapshot().context).toEqual({
      generation: 1,
      request: null,
      serverFieldErrors: {},
    });
  });
});
