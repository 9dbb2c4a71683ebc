/**
 * « Ce qu'il faut apporter »: the list of the outing's kind (its category; the winter one from
 * December to March) unless the founders wrote its own, the same in the confirmation, the receipt
 * and the day-before reminder.
 */

import { publicActivity } from "@core/activities/stored-activity";
import type { Payment } from "@core/payments/payment";
import { paymentReceiptEmail } from "@core/payments/payment-emails";
import { dayBeforeReminderEmail } from "@core/registrations/day-before-emails";
import { visitorEmail } from "@core/registrations/notifications";
import {
  isWinterOuting,
  USUAL_WHAT_TO_BRING,
  WINTER_WHAT_TO_BRING,
  whatToBring,
} from "@shared/constants/what-to-bring";
import type { Activity } from "@shared/schemas/activity";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ActivityCard } from "../../web/src/features/calendar/ActivityCard";
import { aRegistration } from "../support/payment-fakes";
import { anActivity } from "../support/registration-fixtures";

const SITE = "https://www.jura-vtt-vitalite.ch";

describe("the list of an outing's kind", () => {
  it("winter is December to March", () => {
    expect(["2026-12-01", "2027-01-15", "2027-03-31"].map(isWinterOuting)).toEqual([
      true,
      true,
      true,
    ]);
    expect(["2026-04-01", "2026-07-15", "2026-11-30"].map(isWinterOuting)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it("a walk asks for walking shoes, never a helmet; an e-bike outing for the helmet", () => {
    const walk = whatToBring({ categorie: "Randonnée", date: "2026-06-10" });
    expect(walk).toContain("De bonnes chaussures de marche");
    expect(walk.join(" ")).not.toMatch(/casque/i);
    expect(whatToBring({ categorie: "VTT", date: "2026-06-10" })).toEqual(USUAL_WHAT_TO_BRING.VTT);
    expect(whatToBring({ categorie: "Bien-être", date: "2026-06-10" }).join(" ")).not.toMatch(
      /casque/i,
    );
  });

  it("in winter, warm layers, a hot drink and winter shoes", () => {
    const walk = whatToBring({ categorie: "Randonnée", date: "2027-01-20" });
    expect(walk).toEqual(WINTER_WHAT_TO_BRING.Randonnée);
    expect(walk.join(" ")).toMatch(/chaussures d'hiver/);
    expect(walk.join(" ")).toMatch(/bonnet/);
  });

  it("the founders' own list wins, one item per line, in every season", () => {
    const own = { categorie: "VTT" as const, date: "2027-01-20", a_apporter: "Casque\n\n Luge " };
    expect(whatToBring(own)).toEqual(["Casque", "Luge"]);
    expect(whatToBring({ ...own, a_apporter: "  " })).toEqual(WINTER_WHAT_TO_BRING.VTT);
  });
});

describe("the same list in every e-mail of a registration", () => {
  const walk: Activity = anActivity({
    id: "act-1",
    titre: "Forêt du Risoud",
    categorie: "Randonnée",
    date: "2026-06-10",
    heure_rdv: "09:00",
  });
  const registration = aRegistration({ deadline: "2026-06-05T07:00:00.000Z" });
  const bullets = (list: readonly string[]) => list.map((item) => `• ${item}`).join("\n");
  const payment = {
    id: "pay-1",
    inscription_id: "reg-1",
    activity_id: "act-1",
    method: "card",
    provider: "stripe",
    provider_ref: "cs_1",
    amount_centimes: 15000,
    currency: "CHF",
    status: "completed",
    created_at: "2026-06-01T08:00:00.000Z",
    updated_at: "2026-06-01T08:00:00.000Z",
    completed_at: "2026-06-01T08:00:00.000Z",
    expires_at: null,
    refund_due: false,
  } as Payment;

  it("the confirmation, the receipt and the day-before reminder of a walk: its list, no helmet", () => {
    const mails = [
      visitorEmail(
        registration,
        walk,
        SITE,
        { url: `${SITE}/confirmation-inscription?x`, expiresAt: new Date("2026-06-05") },
        { url: `${SITE}/annulation-inscription?x` },
      ),
      paymentReceiptEmail(payment, registration, walk, SITE),
      dayBeforeReminderEmail(registration, walk, SITE),
    ];
    for (const mail of mails) {
      expect(mail.text).toContain(`Ce qu'il faut apporter\n`);
      expect(mail.text).toContain(bullets(USUAL_WHAT_TO_BRING.Randonnée));
      expect(mail.text).not.toMatch(/casque/i);
    }
  });
});

describe("on the outing's card", () => {
  const card = (activity: Activity) =>
    renderToString(<ActivityCard activity={activity} onRegister={() => {}} />).replaceAll(
      "&#x27;",
      "'",
    );

  it("a walk's card lists its kind's things, in summer and in winter", () => {
    const summer = card(anActivity({ categorie: "Randonnée", date: "2026-06-10" }));
    expect(summer).toContain("Ce qu'il faut apporter");
    for (const item of USUAL_WHAT_TO_BRING.Randonnée) expect(summer).toContain(`<li>${item}</li>`);
    expect(summer).not.toMatch(/casque/i);
    const winter = card(anActivity({ categorie: "Randonnée", date: "2027-02-10" }));
    for (const item of WINTER_WHAT_TO_BRING.Randonnée) expect(winter).toContain(`<li>${item}</li>`);
  });

  it("the founders' own list, sent by the API, replaces the usual one", () => {
    const html = card(
      anActivity({ categorie: "VTT", a_apporter: "Casque et gants\nCrème solaire" }),
    );
    expect(html).toContain("<li>Casque et gants</li><li>Crème solaire</li>");
    expect(html).not.toContain(USUAL_WHAT_TO_BRING.VTT[1]);
  });
});

describe("in GET /api/activities", () => {
  it("the founders' own list goes to the visitor; none written, none sent (the card uses the usual one)", () => {
    const stored = anActivity({ categorie: "VTT" });
    expect(publicActivity({ ...stored, a_apporter: "Casque et gants" }).a_apporter).toBe(
      "Casque et gants",
    );
    expect(publicActivity({ ...stored, a_apporter: null })).not.toHaveProperty("a_apporter");
    expect(publicActivity({ ...stored, a_apporter: " " })).not.toHaveProperty("a_apporter");
  });
});
