/**
 * A booking made on /reservation-vtt is a « réservation » in every e-mail that speaks of it, and
 * never an « inscription »; a registration of the dialog stays an « inscription ».
 */
import { bankTransferBill } from "@core/payments/bank/bank-transfer-bill";
import type { Payment, RegistrationForPayment } from "@core/payments/payment";
import { paidRegistrationView } from "@core/payments/payment";
import {
  paymentProviderEmail,
  paymentReceiptEmail,
  qrBillEmail,
} from "@core/payments/payment-emails";
import { cancellationByLink } from "@core/registrations/cancel-registration";
import {
  providerCancellationRequestEmail,
  providerCancelledEmail,
  visitorCancellationRequestEmail,
  visitorCancelledEmail,
} from "@core/registrations/cancellation-emails";
import { dayBeforeReminderEmail } from "@core/registrations/day-before-emails";
import {
  paymentReminderEmail,
  registrationExpiredEmail,
  registrationExpiredProviderEmail,
} from "@core/registrations/deadline-emails";
import { providerEmail, visitorEmail, visitorSms } from "@core/registrations/notifications";
import { registrationByLink } from "@core/registrations/registration-by-link";
import { NO_DAY_BEFORE_REMINDER } from "@shared/registrations/day-before-reminder";
import { registrationNoun } from "@shared/registrations/registration-noun";
import { describe, expect, it } from "vitest";
import {
  CANCELLATION_TEXTS,
  cancellationTexts,
} from "../../../web/src/features/cancellation/cancellation-texts";
import { readPaymentStatus } from "../../../web/src/features/payment/payment-answer";
import {
  PAYMENT_STATUS_TEXTS,
  paymentStatusTexts,
} from "../../../web/src/features/payment/payment-status-texts";
import {
  CONFIRMATION_TEXTS,
  confirmationTexts,
} from "../../../web/src/features/registration/confirmation-texts";
import { aRegistration, registrationActivity } from "../../support/payment-fakes";
import { validBooking } from "../../support/registration-fixtures";

const SITE = "https://www.jura-vtt-vitalite.ch";
const activity = { ...registrationActivity, a_apporter: null };
const booking = {
  ...validBooking(activity, { telephone: "+41791234567" }),
  kind: "booking",
  nombre_participants: 1,
  terms_accepted_at: "2026-05-01T07:00:00.000Z",
  id: "booking-1",
  short_reference: "JV-7K3M-Q9",
  activity_title: activity.titre,
  activity_date: activity.date,
  total_centimes: 12900,
  status: "pending_payment",
  created_at: "2026-05-01T07:00:00.000Z",
  deadline: "2026-05-03T07:00:00.000Z",
} as unknown as RegistrationForPayment;
const registration = aRegistration({ deadline: "2026-05-03T07:00:00.000Z" });
const link = {
  url: `${SITE}/confirmation-inscription?x=1`,
  expiresAt: new Date("2026-05-03T07:00:00Z"),
};
const cancel = { url: `${SITE}/annulation-inscription?x=1` };
const payment: Payment = {
  id: "pay-1",
  inscription_id: "booking-1",
  activity_id: activity.id,
  method: "virement",
  provider: "bank",
  provider_ref: null,
  amount_centimes: 12900,
  currency: "CHF",
  status: "completed",
  created_at: "2026-05-01T07:05:00.000Z",
  updated_at: "2026-05-01T07:06:00.000Z",
  expires_at: null,
  refund_due: false,
  bank_reference: "210000000003139471430009017",
};

/** Every e-mail of a registration's life, for one registration or booking. */
function emailsOf(r: RegistrationForPayment) {
  const paid = { ...r, status: "paid", paid_payment_id: "pay-1" } as RegistrationForPayment;
  const refund = { mode: "by_hand" as const, payment };
  return {
    confirmation: visitorEmail(r, activity, SITE, link, cancel),
    "confirmation, provider": providerEmail(r, activity),
    "payment reminder": paymentReminderEmail(r, activity, SITE, link, cancel),
    "QR-bill": qrBillEmail(payment, r, "CH4431999123000889012", SITE),
    receipt: paymentReceiptEmail(payment, paid, activity, SITE),
    "paid, provider": paymentProviderEmail(payment, paid, activity),
    "day-before reminder": dayBeforeReminderEmail(paid, activity, SITE),
    expiry: registrationExpiredEmail(r, activity, SITE),
    "expiry, provider": registrationExpiredProviderEmail(r, activity),
    cancellation: visitorCancelledEmail(paid, activity, refund, SITE),
    "cancellation, provider": providerCancelledEmail(paid, activity, refund),
    "late cancellation request": visitorCancellationRequestEmail(paid, activity, SITE),
    "late cancellation request, provider": providerCancellationRequestEmail(
      paid,
      activity,
      new Date("2026-05-09T07:00:00Z"),
    ),
  };
}

/** What a reader sees: subject and text (links' addresses, which are paths, left out). */
const words = (mail: { subject: string; text: string }) =>
  `${mail.subject}\n${mail.text}`.replace(/https?:\/\/\S+/g, "");

describe("the words of a booking", () => {
  it.each(Object.entries(emailsOf(booking)))(
    "%s says « réservation », never « inscription »",
    (_name, mail) => {
      expect(words(mail)).toMatch(/réservation/i);
      expect(words(mail)).not.toMatch(/inscri/i);
    },
  );

  it("its SMS too", () => {
    const sms = visitorSms(booking, activity);
    expect(sms).toContain("réservation enregistrée");
    expect(sms).not.toMatch(/inscri/i);
  });

  it("« Payer ma réservation », « Annuler ma réservation », « Numéro de réservation »", () => {
    const text = emailsOf(booking).confirmation.text;
    expect(text).toContain("Payer ma réservation :");
    expect(text).toContain("Annuler ma réservation :");
    expect(text).toContain("Numéro de réservation : JV-7K3M-Q9");
    expect(text).toContain("sinon la réservation est annulée.");
  });
});

describe("the words of a registration", () => {
  it.each(Object.entries(emailsOf(registration)))(
    "%s says « inscription », never « réservation » of it",
    (_name, mail) => {
      expect(words(mail)).toMatch(/inscription/i);
      expect(words(mail)).not.toMatch(/(votre|la|une|de|nouvelle) réservation/i);
    },
  );

  it("the helper names the thing from its kind, elisions included", () => {
    expect(registrationNoun({})).toMatchObject({
      the: "l'inscription",
      of: "d'inscription",
      my: "mon inscription",
    });
    expect(registrationNoun({ kind: "booking" })).toMatchObject({
      the: "la réservation",
      of: "de réservation",
      my: "ma réservation",
    });
  });
});

describe("the confirmation of a registration made after 18:00 the day before", () => {
  const outing = { ...activity, date: "2026-07-15" };

  it("says no reminder will come; one made earlier does not", () => {
    const late = { ...registration, created_at: "2026-07-14T16:00:00.000Z" };
    expect(visitorEmail(late, outing, SITE, link, cancel).text).toContain(
      NO_DAY_BEFORE_REMINDER.tomorrow,
    );
    const early = { ...registration, created_at: "2026-07-14T15:59:00.000Z" };
    expect(visitorEmail(early, outing, SITE, link, cancel).text).not.toContain(
      "vous ne recevrez pas de rappel",
    );
  });

  it("made on the day itself: « aujourd'hui »", () => {
    const sameDay = { ...registration, created_at: "2026-07-15T05:00:00.000Z" };
    expect(visitorEmail(sameDay, outing, SITE, link, cancel).text).toContain(
      NO_DAY_BEFORE_REMINDER.today,
    );
  });
});

describe("the pages of a booking", () => {
  const ports = {
    links: { check: async () => "valid" as const },
    paymentLinks: { check: async () => "valid" as const },
    getRegistration: async (id: string) => (id === "booking-1" ? booking : registration),
    getActivity: async () => activity,
    getPayment: async () => undefined,
    clock: { now: () => new Date("2026-05-01T08:00:00Z") },
  };

  it("its QR-bill carries its kind (the PDF's heading says « Réservation »)", () => {
    expect(bankTransferBill(payment, booking).kind).toBe("booking");
    expect(bankTransferBill(payment, registration).kind).toBeUndefined();
  });

  it("the payment link's and the cancellation link's summaries carry the booking's kind, a registration's none", async () => {
    const confirmation = await registrationByLink("booking-1", "j", ports);
    expect(confirmation.found && confirmation.summary.kind).toBe("booking");
    const cancellation = await cancellationByLink("booking-1", "j", ports);
    expect(cancellation.found && cancellation.view.kind).toBe("booking");
    const other = await cancellationByLink("reg-1", "j", ports);
    expect(other.found && other.view.kind).toBeUndefined();
  });

  /** Every text of a page, the functions called with a date. */
  const allTexts = (texts: Record<string, unknown>) =>
    Object.values(texts)
      .map((t) => (typeof t === "function" ? t("2026-05-07T07:30:00.000Z") : String(t)))
      .join("\n");

  it("the confirmation and cancellation pages' texts say « réservation » for a booking, never « inscription »", () => {
    for (const texts of [
      confirmationTexts(registrationNoun({ kind: "booking" })),
      cancellationTexts(registrationNoun({ kind: "booking" })),
    ]) {
      expect(allTexts(texts)).toMatch(/réservation/);
      expect(allTexts(texts)).not.toMatch(/inscri/i);
    }
    expect(cancellationTexts(registrationNoun({ kind: "booking" })).title).toBe(
      "Annuler ma réservation",
    );
  });

  it("the page after paying learns the booking's kind from the payment's status", () => {
    const answer = (r: RegistrationForPayment) =>
      readPaymentStatus({
        success: true,
        payment_id: "pay-1",
        inscription_id: r.id,
        status: "completed",
        ...paidRegistrationView(r),
      });
    expect(answer(booking)?.registration?.kind).toBe("booking");
    expect(answer(registration)?.registration?.kind).toBeUndefined();
    const texts = paymentStatusTexts(registrationNoun({ kind: "booking" }));
    expect(allTexts(texts)).not.toMatch(/inscri/i);
    expect(texts.completed).toContain("votre réservation est confirmée");
    expect(PAYMENT_STATUS_TEXTS.completed).toContain("votre inscription est confirmée");
  });

  it("and « inscription » for a registration, as before", () => {
    expect(CONFIRMATION_TEXTS.title).toBe("Inscription enregistrée : reste à payer");
    expect(CANCELLATION_TEXTS.title).toBe("Annuler mon inscription");
    expect(CANCELLATION_TEXTS.confirm).toBe("Oui, annuler mon inscription");
  });
});
