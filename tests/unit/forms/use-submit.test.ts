import { describe, expect, it, vi } from "vitest";
import { createActor, waitFor } from "xstate";
import { formSubmitMachine } from "../../../web/src/components/form/form-submit-machine";
import type { SubmitResult, SubmitSuccess } from "../../../web/src/components/form/submit-result";

interface Sent extends SubmitSuccess {
  id: string;
}

/** The machine of useSubmit over a fake request, with what its effects and answers saw. */
function started(answers: SubmitResult<Sent>[]) {
  const keys: string[] = [];
  const onSuccess = vi.fn();
  const onFailure = vi.fn();
  const answered = vi.fn();
  const latest = {
    current: {
      send: async (_: { name: string }, key: string) => {
        keys.push(key);
        const answer = answers.shift();
        if (!answer) throw new Error("no answer left");
        return answer;
      },
      effects: { onSuccess, onFailure },
    },
  };
  const actor = createActor(formSubmitMachine(latest, answered)).start();
  return { actor, keys, onSuccess, onFailure, answered };
}

const refused = (retrySameKey: boolean): SubmitResult<Sent> => ({
  kind: "failure",
  message: "Refusé.",
  fieldErrors: { name: "Trop court." },
  retrySameKey,
});

describe("useSubmit's machine (a form without a dialog)", () => {
  it("is open at once, and open again with a new key after a success", async () => {
    const { actor, keys, onSuccess, answered } = started([
      { kind: "success", id: "a" },
      { kind: "success", id: "b" },
    ]);
    expect(actor.getSnapshot().matches("open")).toBe(true);
    actor.send({ type: "SUBMIT", payload: { name: "Anna" } });
    await waitFor(actor, (s) => s.matches("open") && answered.mock.calls.length === 1);
    expect(onSuccess).toHaveBeenCalledWith({ kind: "success", id: "a" });
    actor.send({ type: "SUBMIT", payload: { name: "Anna" } });
    await waitFor(actor, () => answered.mock.calls.length === 2);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("keeps the refusal's message and field messages, and the key while the first may be stored", async () => {
    const { actor, keys, onFailure, answered } = started([
      refused(true),
      refused(false),
      { kind: "success", id: "a" },
    ]);
    actor.send({ type: "SUBMIT", payload: { name: "A" } });
    await waitFor(actor, () => answered.mock.calls.length === 1);
    expect(actor.getSnapshot().context).toMatchObject({
      error: "Refusé.",
      fieldErrors: { name: "Trop court." },
    });
    expect(onFailure).toHaveBeenCalledWith("Refusé.");
    actor.send({ type: "SUBMIT", payload: { name: "A" } });
    await waitFor(actor, () => answered.mock.calls.length === 2);
    actor.send({ type: "SUBMIT", payload: { name: "Anna" } });
    await waitFor(actor, () => answered.mock.calls.length === 3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("ignores a second press while the first is being sent, and clears the refusal on CANCEL", async () => {
    const { actor, keys, answered } = started([refused(false)]);
    actor.send({ type: "SUBMIT", payload: { name: "A" } });
    actor.send({ type: "SUBMIT", payload: { name: "A" } });
    await waitFor(actor, () => answered.mock.calls.length === 1);
    expect(keys).toHaveLength(1);
    actor.send({ type: "CANCEL" });
    expect(actor.getSnapshot().matches("open")).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
