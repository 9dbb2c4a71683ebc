import { QUOTE_MESSAGES, type QuoteRequest } from "@shared/schemas/quote";
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { SubmitInput } from "../../../web/src/components/form/submit-machine";
import type { SubmitFailure, SubmitResult } from "../../../web/src/components/form/submit-result";
import type { QuoteSent } from "../../../web/src/features/quote/api";
import { quoteMachine } from "../../../web/src/features/quote/quote-machine";

const request: QuoteRequest = {
  companyName: "Horlogerie du Jura SA",
  contactName: "Claude Martin",
  email: "claude.martin@horlogerie-jura.ch",
  phone: "+41 22 123 45 67",
  participants: "6-8",
};

const sent: QuoteSent = { kind: "success", quoteId: null };

/** A refusal as the quote's api returns it. */
function refusal(message: string, fieldErrors: Record<string, string>): SubmitFailure {
  return { kind: "failure", message, fieldErrors, retrySameKey: false };
}

/** A sending actor the test settles by hand, to observe the submitting state. */
function controlledSend() {
  let resolve!: (result: SubmitResult<QuoteSent>) => void;
  const calls: QuoteRequest[] = [];
  const actor = fromPromise<SubmitResult<QuoteSent>, SubmitInput<QuoteRequest>>(({ input }) => {
    calls.push(input.payload);
    return new Promise<SubmitResult<QuoteSent>>((res) => {
      resolve = res;
    });
  });
  return { actor, calls, resolve: (result: SubmitResult<QuoteSent> = sent) => resolve(result) };
}

/** The context of a closed dialog: nothing kept, the form's version bumped on each close. */
function closedContext(formVersion: number) {
  return {
    subject: null,
    idempotencyKey: null,
    payload: null,
    result: null,
    error: null,
    fieldErrors: {},
    formVersion,
  };
}

function start() {
  const send = controlledSend();
  const notifySent = vi.fn();
  const notifyFailed = vi.fn();
  const actor = createActor(
    quoteMachine.provide({
      actors: { submit: send.actor },
      actions: {
        notifySuccess: notifySent,
        notifyFailure: (_, params) => notifyFailed(params.message),
      },
    }),
  ).start();
  return { actor, send, notifySent, notifyFailed };
}

describe("quote dialog machine", () => {
  it("starts closed and opens on the form", () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe("closed");
    actor.send({ type: "OPEN" });
    expect(actor.getSnapshot().value).toBe("open");
  });

  it("ignores a submission while closed", () => {
    const { actor, send } = start();
    actor.send({ type: "SUBMIT", payload: request });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(send.calls).toHaveLength(0);
  });

  it("submits the request, then shows the sent view and notifies once", async () => {
    const { actor, send, notifySent, notifyFailed } = start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "SUBMIT", payload: request });
    expect(actor.getSnapshot().value).toBe("submitting");
    expect(send.calls).toEqual([request]);
    send.resolve();
    await waitFor(actor, (s) => s.matches("submitted"));
    expect(notifySent).toHaveBeenCalledTimes(1);
    expect(notifyFailed).not.toHaveBeenCalled();
  });

  it("stays open while submitting: closing is ignored until the outcome is known", async () => {
    const { actor, send } = start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "SUBMIT", payload: request });
    actor.send({ type: "CLOSE" });
    expect(actor.getSnapshot().value).toBe("submitting");
    send.resolve();
    await waitFor(actor, (s) => s.matches("submitted"));
  });

  it("goes back to the form on failure, keeps the request and passes on the server's field errors", async () => {
    const { actor, send, notifySent, notifyFailed } = start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "SUBMIT", payload: request });
    const failure = refusal("Une erreur est survenue. Veuillez réessayer.", {
      phone: "Numéro de téléphone invalide.",
    });
    send.resolve(failure);
    await waitFor(actor, (s) => s.matches("open"));
    expect(notifyFailed).toHaveBeenCalledWith(failure.message);
    expect(notifySent).not.toHaveBeenCalled();
    const { context } = actor.getSnapshot();
    expect(context.fieldErrors).toEqual({ phone: "Numéro de téléphone invalide." });
    expect(context.payload).toEqual(request);
    expect(context.formVersion).toBe(0);
  });

  it("a network failure gives no field errors and a retry can succeed", async () => {
    const { actor, send } = start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "SUBMIT", payload: request });
    // No answer: the api's failure has the usual message and no field messages.
    send.resolve({ ...refusal(QUOTE_MESSAGES.error, {}), retrySameKey: true });
    await waitFor(actor, (s) => s.matches("open"));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: "SUBMIT", payload: request });
    send.resolve();
    await waitFor(actor, (s) => s.matches("submitted"));
  });

  it("closing the sent view resets everything for the next request", async () => {
    const { actor, send } = start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "SUBMIT", payload: request });
    send.resolve();
    await waitFor(actor, (s) => s.matches("submitted"));
    actor.send({ type: "CLOSE" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("closed");
    expect(snapshot.context).toEqual(closedContext(1));
    actor.send({ type: "OPEN" });
    expect(actor.getSnapshot().value).toBe("open");
  });

  it("closing the form after a failure resets it too (new generation, errors cleared)", async () => {
    const { actor, send } = start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "SUBMIT", payload: request });
    send.resolve(refusal("x", { email: "Adresse e-mail invalide." }));
    await waitFor(actor, (s) => s.matches("open"));
    actor.send({ type: "CLOSE" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(actor.getSnapshot().context).toEqual(closedContext(1));
  });
});
