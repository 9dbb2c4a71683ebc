import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import {
  createSubmitMachine,
  type SubmitInput,
} from "../../../web/src/components/form/submit-machine";
import {
  type SubmitFailure,
  type SubmitResult,
  type SubmitSuccess,
  UNEXPECTED_MESSAGE,
} from "../../../web/src/components/form/submit-result";

/** A form about a subject (as the registration is about an outing), sending a name. */
interface Sent extends SubmitSuccess {
  id: string;
}
interface Subject {
  id: string;
  places: number;
}
const machine = createSubmitMachine<{ name: string }, Sent, Subject>();
const subject: Subject = { id: "s-1", places: 3 };
const payload = { name: "Monique" };
const sent: Sent = { kind: "success", id: "r-1" };

function failure(retrySameKey: boolean): SubmitFailure {
  return {
    kind: "failure",
    message: "Refusé.",
    fieldErrors: { name: "Nom invalide." },
    retrySameKey,
  };
}

/** The machine with scripted answers (an Error is thrown) and the given feature guards. */
function start(
  answers: Array<SubmitResult<Sent> | Error>,
  guards: { startsOpen?: boolean; closesOnSuccess?: boolean } = {},
) {
  const calls: SubmitInput<{ name: string }>[] = [];
  const notifySuccess = vi.fn<(result: Sent | null) => void>();
  const notifyFailure = vi.fn<(message: string) => void>();
  const actor = createActor(
    machine.provide({
      actors: {
        submit: fromPromise<SubmitResult<Sent>, SubmitInput<{ name: string }>>(
          async ({ input }) => {
            calls.push(input);
            const answer = answers.shift();
            if (!answer || answer instanceof Error) throw answer ?? new Error("no answer");
            return answer;
          },
        ),
      },
      guards: {
        startsOpen: () => guards.startsOpen ?? false,
        closesOnSuccess: () => guards.closesOnSuccess ?? false,
      },
      actions: {
        notifySuccess: (_, { context }) => notifySuccess(context.result),
        notifyFailure: (_, { message }) => notifyFailure(message),
      },
    }),
  ).start();
  return { actor, calls, notifySuccess, notifyFailure };
}

describe("the one submit machine", () => {
  it("starts closed, ignores SUBMIT there, and opens with its subject and a key", () => {
    const { actor, calls } = start([]);
    actor.send({ type: "SUBMIT", payload });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(calls).toHaveLength(0);
    actor.send({ type: "OPEN", subject });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe("open");
    expect(context.subject).toEqual(subject);
    expect(context.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("startsOpen: a page's form is open at once, with a key", () => {
    const { actor } = start([], { startsOpen: true });
    expect(actor.getSnapshot().value).toBe("open");
    expect(actor.getSnapshot().context.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends payload and key once, ignores CLOSE while submitting, then is submitted and notifies", async () => {
    const { actor, calls, notifySuccess } = start([sent]);
    actor.send({ type: "OPEN" });
    const key = actor.getSnapshot().context.idempotencyKey;
    actor.send({ type: "SUBMIT", payload });
    actor.send({ type: "SUBMIT", payload });
    actor.send({ type: "CLOSE" });
    expect(actor.getSnapshot().value).toBe("submitting");
    await waitFor(actor, (s) => s.matches("submitted"));
    expect(calls).toEqual([{ payload, idempotencyKey: key }]);
    expect(notifySuccess).toHaveBeenCalledWith(sent);
    actor.send({ type: "CLOSE" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(actor.getSnapshot().context.formVersion).toBe(1);
  });

  it("closesOnSuccess: notifies with the result, then closes and resets", async () => {
    const { actor, notifySuccess } = start([sent], { closesOnSuccess: true });
    actor.send({ type: "OPEN", subject });
    actor.send({ type: "SUBMIT", payload });
    await waitFor(actor, (s) => s.matches("closed"));
    expect(notifySuccess).toHaveBeenCalledWith(sent);
    expect(actor.getSnapshot().context).toMatchObject({
      subject: null,
      result: null,
      formVersion: 1,
    });
  });

  it("a refusal nothing was stored for: back to open with the messages and a new key", async () => {
    const { actor, calls, notifyFailure } = start([failure(false), sent]);
    actor.send({ type: "OPEN" });
    actor.send({ type: "SUBMIT", payload });
    await waitFor(actor, (s) => s.matches("open") && s.context.error !== null);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: "Nom invalide." });
    expect(actor.getSnapshot().context.payload).toEqual(payload);
    expect(notifyFailure).toHaveBeenCalledWith("Refusé.");
    actor.send({ type: "SUBMIT", payload });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    await waitFor(actor, (s) => s.matches("submitted"));
    expect(calls[1]?.idempotencyKey).not.toBe(calls[0]?.idempotencyKey);
  });

  it("a refusal the server may have stored keeps the key", async () => {
    const { actor, calls } = start([failure(true), sent]);
    actor.send({ type: "OPEN" });
    actor.send({ type: "SUBMIT", payload });
    await waitFor(actor, (s) => s.matches("open") && s.context.error !== null);
    actor.send({ type: "SUBMIT", payload });
    await waitFor(actor, (s) => s.matches("submitted"));
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
  });

  it("an error: the « unexpected » message, the form starts again empty, the key is kept", async () => {
    const { actor, calls, notifyFailure } = start([new Error("broken answer"), sent]);
    actor.send({ type: "OPEN" });
    actor.send({ type: "SUBMIT", payload });
    await waitFor(actor, (s) => s.matches("open") && s.context.error !== null);
    const { context } = actor.getSnapshot();
    expect(context.error).toBe(UNEXPECTED_MESSAGE);
    expect(context.fieldErrors).toEqual({});
    expect(context.payload).toBeNull();
    expect(context.formVersion).toBe(1);
    expect(notifyFailure).toHaveBeenCalledWith(UNEXPECTED_MESSAGE);
    actor.send({ type: "SUBMIT", payload });
    await waitFor(actor, (s) => s.matches("submitted"));
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
  });

  it("takes fresh data of its own subject only", () => {
    const { actor } = start([]);
    actor.send({ type: "OPEN", subject });
    actor.send({ type: "SUBJECT_UPDATED", subject: { id: "s-1", places: 1 } });
    actor.send({ type: "SUBJECT_UPDATED", subject: { id: "s-2", places: 0 } });
    expect(actor.getSnapshot().context.subject).toEqual({ id: "s-1", places: 1 });
  });

  it.each(["CANCEL", "CLOSE"] as const)("%s resets the form for the next opening", (type) => {
    const { actor } = start([]);
    actor.send({ type: "OPEN", subject });
    actor.send({ type });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe("closed");
    expect(context).toEqual({
      subject: null,
      idempotencyKey: null,
      payload: null,
      result: null,
      error: null,
      fieldErrors: {},
      formVersion: 1,
    });
  });
});
