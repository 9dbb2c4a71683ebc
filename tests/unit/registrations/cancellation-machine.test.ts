import type { CancellationView } from "@shared/schemas/cancellation";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type {
  CancellationAnswer,
  CancellationLoad,
} from "../../../web/src/features/cancellation/api";
import { cancellationMachine } from "../../../web/src/features/cancellation/cancellation-machine";
import { scriptedAnswers } from "../../support/scripted-answers";

const view: CancellationView = {
  inscription_id: "reg-1",
  activity_title: "Crêtes du Jura",
  activity_date: "2026-06-13",
  heure_rdv: "09:00",
  participants: 2,
  amount: 15000,
  status: "paid",
  terms: "free",
  free_until: "2026-06-10T07:00:00.000Z",
  cancellation_requested: false,
  refund: "provider_api",
};

/** The machine with scripted answers: each call takes the next one (an Error rejects). */
function start(loads: (CancellationLoad | Error)[], confirms: (CancellationAnswer | Error)[]) {
  const loading = scriptedAnswers(loads);
  const confirming = scriptedAnswers(confirms);
  const actor = createActor(
    cancellationMachine.provide({
      actors: {
        load: fromPromise(() => loading.next()),
        confirm: fromPromise(() => confirming.next()),
      },
    }),
  ).start();
  return { actor, confirmCalls: confirming.calls };
}

describe("the cancellation page's machine", () => {
  it("loads, waits for the confirmation, then shows the outcome", async () => {
    const outcome = { ...view, status: "cancelled", outcome: "cancelled" as const };
    const { actor, confirmCalls } = start([{ kind: "found", view }], [{ kind: "done", outcome }]);
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.view).toEqual(view);
    expect(confirmCalls()).toBe(0);
    actor.send({ type: "CONFIRM" });
    const done = await waitFor(actor, (s) => s.matches("done"));
    expect(done.context.outcome).toEqual(outcome);
    expect(confirmCalls()).toBe(1);
  });

  it("a refused link ends there, with the server's message", async () => {
    const { actor } = start(
      [{ kind: "refused", message: "Ce lien d'annulation n'est plus valable" }],
      [],
    );
    const refused = await waitFor(actor, (s) => s.matches("refused"));
    expect(refused.context.refusal).toBe("Ce lien d'annulation n'est plus valable");
    expect(refused.context.view).toBeNull();
  });

  it("no answer: RETRY asks again, for the load and for the confirmation", async () => {
    const { actor, confirmCalls } = start(
      [new Error("offline"), { kind: "found", view }],
      [new Error("offline"), { kind: "done", outcome: { ...view, outcome: "requested" } }],
    );
    await waitFor(actor, (s) => s.matches("loadFailed"));
    actor.send({ type: "RETRY" });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "CONFIRM" });
    await waitFor(actor, (s) => s.matches("confirmFailed"));
    // CONFIRM is not what a failed state answers: only RETRY sends again.
    actor.send({ type: "CONFIRM" });
    expect(confirmCalls()).toBe(1);
    actor.send({ type: "RETRY" });
    const done = await waitFor(actor, (s) => s.matches("done"));
    expect(done.context.outcome?.outcome).toBe("requested");
    expect(confirmCalls()).toBe(2);
  });

  it("a 409 on confirming (no longer cancellable) ends refused", async () => {
    const { actor } = start(
      [{ kind: "found", view }],
      [{ kind: "refused", message: "Cette inscription ne peut plus être annulée en ligne." }],
    );
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "CONFIRM" });
    const refused = await waitFor(actor, (s) => s.matches("refused"));
    expect(refused.context.refusal).toContain("ne peut plus être annulée");
  });

  it("the participant chosen reaches the act, and a retry after no answer asks for her again", async () => {
    const outcome = { ...view, participants: 1, outcome: "cancelled" as const, participant: 1 };
    const inputs: unknown[] = [];
    let calls = 0;
    const actor = createActor(
      cancellationMachine.provide({
        actors: {
          load: fromPromise(async (): Promise<CancellationLoad> => ({ kind: "found", view })),
          confirm: fromPromise(
            async ({ input }: { input: unknown }): Promise<CancellationAnswer> => {
              inputs.push(input);
              if (calls++ === 0) throw new Error("no answer");
              return { kind: "done", outcome };
            },
          ),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "CONFIRM", input: 1 });
    await waitFor(actor, (s) => s.matches("confirmFailed"));
    actor.send({ type: "RETRY" });
    const done = await waitFor(actor, (s) => s.matches("done"));
    expect(inputs).toEqual([1, 1]);
    expect(done.context.outcome).toEqual(outcome);
  });
});
