import { bookableActivities } from "@shared/bookings/booking-offer";
import { formatLongDate } from "@shared/date-format";
import { BOOKING_PAY_LABELS } from "@shared/messages/booking";
import { formatChf } from "@shared/money";
import { noDayBeforeReminderNotice } from "@shared/registrations/day-before-reminder";
import type { Booking } from "@shared/schemas/booking";
import { useEffect, useMemo, useRef, useState } from "react";
import { HelpAndCalendarLink } from "../components/HelpAndCalendarLink";
import { useActivities } from "../features/calendar/useActivities";
import { PayNow } from "../features/payment/PayNow";
import { PaypalOption } from "../features/payment/paypal/PaypalOption";
import { TwintPayment } from "../features/payment/twint/TwintPayment";
import { BookingForm } from "../features/registration/booking/BookingForm";
import type { BookingDates } from "../features/registration/booking/booking-form-values";
import { BOOKING_TEXTS as T } from "../features/registration/booking/booking-texts";
import { useBooking } from "../features/registration/booking/useBooking";
import type { RegistrationSuccess } from "../features/registration/registration-messages";
import "../features/registration/registration.css";

/**
 * /reservation-vtt: the booking form, offered on the outings the provider opens for booking (VTT
 * at CHF 129, see shared/bookings/booking-offer.ts), read from GET /api/activities after mount.
 * Once stored, the booking is paid with the method chosen through the site's payment flows.
 */
export default function BookingPage() {
  const { state } = useActivities();
  const dates = useMemo<BookingDates>(
    () =>
      state.status === "loaded"
        ? { status: "loaded", activities: bookableActivities(state.activities, new Date()) }
        : state,
    [state],
  );
  const [snapshot, send] = useBooking();
  const { context } = snapshot;

  return (
    <>
      <header className="page-intro">
        <div className="container">
          <h1 className="title is-1">{T.title}</h1>
          <p className="page-lead">{T.intro}</p>
        </div>
      </header>
      <section className="section" aria-label="Formulaire de réservation">
        <div className="container content" style={{ maxWidth: "48rem" }}>
          {snapshot.matches("submitted") && context.payload && context.result ? (
            <Booked booking={context.payload} result={context.result} />
          ) : (
            <BookingForm
              dates={dates}
              busy={snapshot.matches("submitting")}
              serverFieldErrors={context.fieldErrors}
              error={context.error}
              onSubmit={(payload) => send({ type: "SUBMIT", payload })}
            />
          )}
          <HelpAndCalendarLink />
        </div>
      </section>
    </>
  );
}

/** The booking is stored: what it is, then its payment with the method chosen. */
export function Booked({ booking, result }: { booking: Booking; result: RegistrationSuccess }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const id = result.registrationId;
  const method = booking.paymentMethod;
  // Booked after 18:00 the day before (or on the day): no day-before reminder will come.
  const [noReminder] = useState(() =>
    noDayBeforeReminderNotice(new Date().toISOString(), booking.activityDate),
  );
  return (
    <div className="booking-booked">
      <h2 className="title is-3" tabIndex={-1} ref={heading}>
        {T.bookedTitle}
      </h2>
      <p className="is-size-5">
        {result.activityTitle}, {formatLongDate(booking.activityDate)} :{" "}
        <strong>{formatChf(Math.round(result.totalPrice * 100))}</strong>. Un e-mail de confirmation
        a été envoyé à <strong>{booking.email}</strong>.
      </p>
      {noReminder ? <p className="is-size-5">{noReminder}</p> : null}
      {method === "virement" ? (
        <div className="notification is-success is-light" role="alert">
          <p className="is-size-5">
            <strong>{T.submittedTitle}</strong> {T.submitted}
          </p>
        </div>
      ) : null}
      <h3 className="title is-4">{T.payTitle}</h3>
      {method === "shopify" || method === "virement" ? (
        <PayNow
          registrationId={id}
          method={method}
          retryLabel={method === "shopify" ? BOOKING_PAY_LABELS.shopify : "Réessayer"}
        />
      ) : method === "twint" ? (
        <TwintPayment
          source={id}
          label={BOOKING_PAY_LABELS.twint}
          openOnMount
          confirms="réservation"
        />
      ) : (
        <PaypalOption source={id} startOnMount />
      )}
    </div>
  );
}
