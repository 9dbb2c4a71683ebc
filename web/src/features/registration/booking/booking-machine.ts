import type { Booking } from "@shared/schemas/booking";
import { createSubmitMachine, type SubmitInput } from "../../../components/form/submit-machine";
import type { RegistrationFailure, RegistrationSuccess } from "../registration-messages";

/**
 * The booking page runs the one submit machine, open from the start (the page is the form).
 * Once submitted, the page pays the booking with the method chosen (or shows the QR-bill). Its
 * hook (useBooking) provides the sending actor (POST /api/reservations) and the toasts.
 */

export type SendBookingInput = SubmitInput<Booking>;

export type SendBookingResult = RegistrationSuccess | RegistrationFailure;

export const bookingMachine = createSubmitMachine<Booking, RegistrationSuccess>().provide({
  guards: { startsOpen: () => true },
});
