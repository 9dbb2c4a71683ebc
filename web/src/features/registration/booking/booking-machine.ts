import { assign, fromPromise, setup } from "xstate";
import type { Booking } from "../../../../../shared/schemas/booking";
import {
  afterRefusal,
  REGISTRATION_TEXTS,
  type RegistrationFailure,
  type RegistrationSuccess,
} from "../registration-messages";

/**
 * The booking page's states, free of React and of the network: editing -> submitting -> booked,
 * or back to editing with the server's messages. Once booked, the page pays the booking with the
 * method chosen (or shows the QR-bill). Its hook (useBooking) provides the sending actor
 * (POST /api/reservations) and the toasts through machine.provide.
 */

export interface SendBookingInput {
  payload: Booking;
  idempotencyKey: string;
}

export type SendBookingResult = RegistrationSuccess | RegistrationFailure;

export interface BookingContext {
  /** One per attempt: kept when the first request may have been stored, new after a refusal. */
  idempotencyKey: string;
  payload: Booking | null;
  result: RegistrationSuccess | null;
  error: string | null;
  fieldErrors: Record<string, string>;
}

export type BookingEvent = { type: "SUBMIT"; payload: Booking };

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
  },
  actors: {
    sendBooking: fromPromise<SendBookingResult, SendBookingInput>(async () => {
      throw new Error("sendBooking must be provided");
    }),
  },
  actions: {
    /** The booking is stored: the page goes on to its payment. */
    notifyBooked: (_, _params: { result: RegistrationSuccess }) => {},
    /** The booking was not stored: the spec's registration error toast. */
    notifyFailure: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: "booking",
  context: () => ({
    idempotencyKey: crypto.randomUUID(),
    payload: null,
    result: null,
    error: null,
    fieldErrors: {},
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        SUBMIT: {
          target: "submitting",
          actions: assign({ payload: ({ event }) => event.payload, error: null, fieldErrors: {} }),
        },
      },
    },
    submitting: {
      invoke: {
        src: "sendBooking",
        input: ({ context }) => ({
          payload: context.payload as Booking,
          idempotencyKey: context.idempotencyKey,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === "success",
            target: "booked",
            actions: assign({ result: ({ event }) => event.output as RegistrationSuccess }),
          },
          {
            target: "editing",
            actions: [
              assign(({ event, context }) =>
                afterRefusal(event.output as RegistrationFailure, context.idempotencyKey),
              ),
              {
                type: "notifyFailure",
                params: ({ event }) => ({ message: (event.output as RegistrationFailure).message }),
              },
            ],
          },
        ],
        // An answer outside the contract: the request may have been stored, the key is kept.
        onError: {
          target: "editing",
          actions: [
            assign({ error: REGISTRATION_TEXTS.unexpected, fieldErrors: {} }),
            { type: "notifyFailure", params: { message: REGISTRATION_TEXTS.unexpected } },
          ],
        },
      },
    },
    booked: {
      type: "final",
      entry: {
        type: "notifyBooked",
        params: ({ context }) => ({ result: context.result as RegistrationSuccess }),
      },
    },
  },
});
