import { useMachine } from "@xstate/react";
import { useState } from "react";
import { submitActor } from "../../../components/form/submit-machine";
import { useToast } from "../../../components/toast/ToastProvider";
import { useLatest } from "../../../lib/use-latest";
import { postBooking } from "../api";
import { REGISTRATION_TEXTS } from "../registration-messages";
import { bookingMachine } from "./booking-machine";
import { BOOKING_TEXTS } from "./booking-texts";

/**
 * The booking of /reservation-vtt. Its machine gets here what it must not know itself: the
 * sending actor (POST /api/reservations through the API client) and the toasts. Returns
 * [snapshot, send] as useMachine does.
 */
export function useBooking() {
  const toast = useToast();
  const effects = useLatest({ toast });
  const [machine] = useState(() =>
    bookingMachine.provide({
      actors: {
        submit: submitActor(postBooking),
      },
      actions: {
        notifySuccess: () =>
          effects.current.toast({
            title: BOOKING_TEXTS.bookedTitle,
            description: BOOKING_TEXTS.bookedToast,
          }),
        notifyFailure: (_, { message }) =>
          effects.current.toast({
            title: REGISTRATION_TEXTS.errorTitle,
            description: message,
            variant: "destructive",
          }),
      },
    }),
  );
  return useMachine(machine);
}
