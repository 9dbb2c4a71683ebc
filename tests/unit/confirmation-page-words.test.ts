/**
 * The confirmation page (/confirmation-inscription) in the words of what it shows: a booking of
 * /reservation-vtt is a « réservation », never an « inscription »; a registration made after 18:00
 * the day before is told no reminder will come.
 */
import { NO_DAY_BEFORE_REMINDER } from "@shared/registrations/day-before-reminder";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Booked } from "../../web/src/pages/BookingPage";
import ConfirmationInscriptionPage from "../../web/src/pages/ConfirmationInscriptionPage";
import { validBooking } from "../support/registration-fixtures";

const summary = {
  inscription_id: "booking-1",
  activity_id: "sortie-1",
  activity_title: "Tour des Crêtes",
  email: "monique.favre@example.ch",
  customer_name: "Monique Favre",
  participants: 1,
  amount: 12900,
  activity_date: "2026-07-15",
  heure_rdv: "09:30",
  short_reference: "JV-7K3M-Q9",
  deadline: "2026-07-15T05:30:00.000Z",
};

/** The page's visible text for a navigation state (the summary the page was sent to). */
function pageText(state: Record<string, unknown>): string {
  const html = renderToString(
    createElement(
      MemoryRouter,
      { initialEntries: [{ pathname: "/confirmation-inscription", state }] },
      createElement(ConfirmationInscriptionPage),
    ),
  );
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the confirmation page", () => {
  it("of a booking says « réservation » and never « inscription »", () => {
    vi.useFakeTimers({ now: new Date("2026-07-10T08:00:00Z") });
    const text = pageText({ ...summary, kind: "booking" });
    expect(text).toContain("Réservation enregistrée : reste à payer");
    expect(text).toContain("votre réservation est bien enregistrée");
    expect(text).toContain("sinon la réservation est annulée.");
    expect(text).not.toMatch(/inscri/i);
  });

  it("of a registration still says « inscription »", () => {
    vi.useFakeTimers({ now: new Date("2026-07-10T08:00:00Z") });
    const text = pageText(summary);
    expect(text).toContain("Inscription enregistrée : reste à payer");
    expect(text).toContain("votre inscription est bien enregistrée");
    expect(text).not.toMatch(/réservation est/);
  });

  it("made after 18:00 the day before: no reminder will come; made before: nothing said", () => {
    // 18:00 in Zurich (summer time) on 14 July, the eve of the outing.
    vi.useFakeTimers({ now: new Date("2026-07-14T16:00:00Z") });
    expect(pageText(summary)).toContain(NO_DAY_BEFORE_REMINDER.tomorrow);
    vi.setSystemTime(new Date("2026-07-14T15:59:00Z"));
    expect(pageText(summary)).not.toContain("vous ne recevrez pas de rappel");
  });
});

describe("the booking page once booked", () => {
  const booked = () =>
    renderToString(
      createElement(
        MemoryRouter,
        null,
        createElement(Booked, {
          booking: {
            ...validBooking({ id: "sortie-1", date: "2026-07-15" }),
            paymentMethod: "virement",
          } as never,
          result: {
            kind: "success",
            activityTitle: "Tour des Crêtes",
            totalPrice: 129,
            registrationId: "booking-1",
          } as never,
        }),
      ),
    )
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;/g, "'");

  it("booked after 18:00 the day before: no reminder will come; before: nothing said", () => {
    vi.useFakeTimers({ now: new Date("2026-07-14T16:30:00Z") });
    expect(booked()).toContain(NO_DAY_BEFORE_REMINDER.tomorrow);
    vi.setSystemTime(new Date("2026-07-14T15:00:00Z"));
    expect(booked()).not.toContain("vous ne recevrez pas de rappel");
  });
});
