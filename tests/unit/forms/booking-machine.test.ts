import { type Booking, parseBookingRequest } from "@shared/schemas/booking";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import {
  bookingMachine,
  type SendBookingInput,
  type SendBookingResult,
} from "../../../web/src/features/registration/booking/booking-machine";
import { REGISTRATION_TEXTS } from "../../../web/src/features/registration/registration-messages";
import { validBooking } from "../../support/registration-fixtures";

const parsed = parseBookingRequest(validBooking({ id: "sortie-1", date: "2026-12-05" }));
if (!parsed.success) throw new Error("invalid fixture");
const payload: Booking = parsed.data;

const stored: SendBookingResult = {
  kind: "success",
  activityTitle: "VTT électrique accompagné : les Crêtes",
  totalPrice: 129,
  registrationId: "reg-1",
};

/** The machine with a scripted server; records what was sent and the effects. */
function start(answers: Array<SendBookingResult | Error>) {
  const sent: SendBookingInput[] = [];
  const effects: string[] = [];
  const actor = createActor(
    bookingMachine.provide({
      actors: {
        submit: fromPromise<SendBookingResult, SendBookingInput>(async ({ input }) => {
          sent.push(input);
          const answer = answers.shift();
          if (!answer || answer instanceof Error) throw answer ?? new Error("no answer");
          return answer;
        }),
      },
      actions: {
        notifySuccess: (_, { context }) => effects.push(`booked:${context.result?.registrationId}`),
        notifyFailure: (_, { message }) => effects.push(`failure:${message}`),
      },
    }),
  ).start();
  return { actor, sent, effects };
}

describe("booking machine", () => {
  it("sends the booking once with its key and ends booked with the stored registration", async () => {
    const { actor, sent, effects } = start([stored]);
    actor.send({ type: "SUBMIT", payload });
    actor.send({ type: "SUBMIT", payload });
    await waitFor(actor, (s) => s.matches("submitted"));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.payload).toEqual(payload);
    expect(sent[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(actor.getSnapshot().context.result).toEqual(stored);
    expect(effects).toEqual(["booked:reg-1"]);
  });

  it("a refusal goes back to the form with the server's messages; the corrected form is a new attempt (new key)", async () => {
    const refusal: SendBookingResult = {
      kind: "failure",
      message: "Les données de réservation sont invalides.",
      fieldErrors: { activityDate: "Veuillez sélectionner une date" },
      retrySameKey: false,
    };
    const { actor, sent, effects } = start([refusal, stored]);
    actor.send({ type: "SUBMIT", payload });
    await waitFor(actor, (s) => s.matches("open") && s.context.error !== null);
    expect(actor.getSnapshot().context.fieldErrors).toEqual(refusal.fieldErrors);
    expect(effects).toEqual(["failure:Les données de réservation sont invalides."]);
    actor.send({ type: "SUBMIT", payload });
    await waitFor(actor, (s) => s.matches("submitted"));
    expect(sent[1]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });

  it("no answer, or one outside the contract, keeps the key: the first request may be stored", async () => {
    const silent: SendBookingResult = {
      kind: "failure",
      message: REGISTRATION_TEXTS.callFailed,
      fieldErrors: {},
      retrySameKey: true,
    };
    const { actor, sent, effects } = start([silent, new Error("broken answer"), stored]);
    actor.send({ type: "SUBMIT", payload });
    await waitFor(actor, (s) => s.matches("open") && s.context.error !== null);
    actor.send({ type: "SUBMIT", payload });
    await waitFor(
      actor,
      (s) => s.matches("open") && s.context.error === REGISTRATION_TEXTS.unexpected,
    );
    actor.send({ type: "SUBMIT", payload });
    await waitFor(actor, (s) => s.matches("submitted"));
    expect(new Set(sent.map((s) => s.idempotencyKey)).size).toBe(1);
    expect(effects).toEqual([
      `failure:${REGISTRATION_TEXTS.callFailed}`,
      `failure:${REGISTRATION_TEXTS.unexpected}`,
      "booked:reg-1",
    ]);
  });
});
