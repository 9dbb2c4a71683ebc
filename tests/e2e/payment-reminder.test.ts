/**
 * The 24 h reminder in Chromium against the local stack: a visitor registers through the
 * calendar's dialog and leaves without paying; the local host's clock moves 25 hours on
 * (POST /_local/clock), its scheduled deadline job and queue worker send the reminder e-mail, and
 * the e-mail's link, opened in a fresh browser, shows the summary and the payment choice. Past
 * the deadline, the same link gets the French page with the provider's contact and no data.
 */

import { BUSINESS } from "@shared/constants/business";
import { formatChf } from "@shared/money";
import { meetingInstant } from "@shared/time";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentLinkInEmail } from "../support/payment-link-email";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { advanceClock, resetClock } from "./support/clock";
import { emailTo } from "./support/payments";
import { loadActivities, newVisitor, registerThroughDialog } from "./support/registration";
import { visit } from "./support/site";

const DAY = 86_400_000;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  // Back to the real time for the files that follow.
  await resetClock();
  await browser?.close();
});

/** A paid outing with room, far enough ahead for a reminder a day after registering. */
async function activityWithRoomInDays(days: number) {
  const later = Date.now() + days * DAY;
  const target = (await loadActivities()).find(
    (a) =>
      meetingInstant(a.date, a.heure_rdv).getTime() > later &&
      (a.places_disponibles ?? 0) >= 1 &&
      a.prix_centimes > 0,
  );
  if (!target) throw new Error(`No paid outing with room more than ${days} days ahead`);
  return target;
}

describe("the payment reminder", () => {
  it("25 hours later, the reminder e-mail's link opens the payment choice", async () => {
    const activity = await activityWithRoomInDays(3);
    const visitor = newVisitor("rappel");
    const registering = await newPage(browser);
    const registrationId = await registerThroughDialog(registering, activity, visitor);
    await registering.context().close();

    expect(await advanceClock("PT25H")).toBe(25 * 3600);

    const reminder = await emailTo(visitor.email, (e) => e.subject.startsWith("Rappel"));
    expect(reminder.text).toContain(formatChf(activity.prix_centimes));
    const link = paymentLinkInEmail(reminder.text);
    expect(link.searchParams.get("inscription")).toBe(registrationId);

    const page = await newPage(browser);
    await visit(page, `${link.pathname}${link.search}`);
    const main = page.locator("main");
    await page.getByRole("heading", { name: "Inscription enregistrée : reste à payer" }).waitFor();
    await main.getByRole("button", { name: "Payer par carte ou TWINT" }).waitFor();
    await main.getByRole("button", { name: "Payer par virement (QR-facture)" }).waitFor();
    const summary = (await main.textContent()) ?? "";
    expect(summary).toContain(activity.titre);
    expect(summary).toContain(visitor.email);
    await expectNoAxeViolations(page);

    // A day later the deadline (48 h) has passed: the same link gets the French page with the
    // provider's contact, and nothing of the registration.
    await advanceClock("PT24H");
    await visit(page, `${link.pathname}${link.search}`);
    await page.getByRole("heading", { name: "Ce lien n'est plus valable" }).waitFor();
    await main.getByRole("link", { name: BUSINESS.email }).waitFor();
    await main.getByRole("link", { name: BUSINESS.phoneDisplay }).waitFor();
    const refused = (await main.textContent()) ?? "";
    for (const personal of [visitor.email, activity.titre]) {
      expect(refused).not.toContain(personal);
    }
    await expectNoAxeViolations(page);
    await page.context().close();
  }, 120_000);
});
