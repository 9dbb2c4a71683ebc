import type { WaitlistEntryView } from "@shared/schemas/waitlist";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { WaitlistEntryAnswer } from "../../../web/src/features/waitlist/api";
import { waitlistEntryMachine } from "../../../web/src/features/waitlist/waitlist-entry-machine";
import { scriptedAnswers } from "../../support/scripted-answers";

const waiting: WaitlistEntryView = {
  success: true,
  entry_id: "wl-1",
  status: "waiting",
  activity_title: "Crêtes du Jura",
  activity_date: "2026-06-13",
  heure_rdv: "09:00",
  places: 2,
  rank: 3,
};

/** The machine with scripted answers: each call takes the next one (an Error rejects). */
function start(loads: (WaitlistEntryAnswer | Error)[], withdraws: (WaitlistEntryAnswer | Error)[]) {
  const loading = scriptedAnswers(loads);
  const withdrawing = scriptedAnswers(withdraws);
  const actor = createActor(
    waitlistEntryMachine.provide({
      actors: {
        load: fromPromise(() => loading.next()),
        withdraw: fromPromise(() => withdrawing.next()),
      },
    }),
  ).start();
  return { actor, withdrawCalls: withdrawing.calls };
}

describe("the waiting-list link page's machine", () => {
  it("loads the entry and changes nothing until the visitor presses the button", async () => {
    const left = { ...waiting, status: "left" as const, rank: undefined };
    const { actor, withdrawCalls } = start(
      [{ kind: "found", view: waiting }],
      [{ kind: "found", view: left }],
    );
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.view).toEqual(waiting);
    expect(withdrawCalls()).toBe(0);
    actor.send({ type: "WITHDRAW" });
    const withdrawn = await waitFor(actor, (s) => s.matches("withdrawn"));
    expect(withdrawn.context.view?.status).toBe("left");
    expect(withdrawCalls()).toBe(1);
  });

  it("a bad link ends there, with the server's message and no entry", async () => {
    const { actor } = start([{ kind: "refused", message: "Ce lien n'est pas valable." }], []);
    const refused = await waitFor(actor, (s) => s.matches("refused"));
    expect(refused.context.refusal).toBe("Ce lien n'est pas valable.");
    expect(refused.context.view).toBeNull();
  });

  it("places already paid when declining: refused with the server's message", async () => {
    const offered = { ...waiting, status: "offered" as const, payment_path: "/p" };
    const { actor } = start(
      [{ kind: "found", view: offered }],
      [{ kind: "refused", message: "Ces places sont déjà payées." }],
    );
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "WITHDRAW" });
    const refused = await waitFor(actor, (s) => s.matches("refused"));
    expect(refused.context.refusal).toBe("Ces places sont déjà payées.");
  });

  it("no answer: RETRY asks again, for the load and for the withdrawal", async () => {
    const { actor, withdrawCalls } = start(
      [new Error("offline"), { kind: "found", view: waiting }],
      [new Error("offline"), { kind: "found", view: { ...waiting, status: "left" } }],
    );
    await waitFor(actor, (s) => s.matches("loadFailed"));
    actor.send({ type: "RETRY" });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "WITHDRAW" });
    await waitFor(actor, (s) => s.matches("withdrawFailed"));
    // WITHDRAW is not what a failed state answers: only RETRY sends again.
    actor.send({ type: "WITHDRAW" });
    expect(actor.getSnapshot().matches("withdrawFailed")).toBe(true);
    actor.send({ type: "RETRY" });
    await waitFor(actor, (s) => s.matches("withdrawn"));
    expect(withdrawCalls()).toBe(2);
  });
});
