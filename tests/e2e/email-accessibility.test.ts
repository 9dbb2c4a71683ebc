/**
 * Every e-mail the product sends, opened in Chromium at phone and laptop size: WCAG 2.2 AA by
 * axe, text at 7:1, no text under 18 px, a button of 44 x 44 px or more, nothing wider than the
 * screen; at 320 px, no label broken inside a word; the cancel button drawn apart from the pay
 * button. The HTML is the notifier's own output, built from the same functions it calls.
 */

import { contactAcknowledgementEmail, contactProviderEmail } from "@core/contact/emails";
import { newsletterConfirmationEmail, newsletterLinks } from "@core/newsletter/emails";
import type { Payment } from "@core/payments/payment";
import { paymentReceiptEmail, qrBillEmail } from "@core/payments/payment-emails";
import { quoteAcknowledgementEmail, quoteProviderEmail } from "@core/quotes/emails";
import {
  providerCancellationRequestEmail,
  providerCancelledEmail,
  visitorCancellationRequestEmail,
  visitorCancelledEmail,
} from "@core/registrations/cancellation-emails";
import type { RegistrationRecord } from "@core/registrations/create-registration";
import { dayBeforeReminderEmail } from "@core/registrations/day-before-emails";
import {
  paymentReminderEmail,
  registrationExpiredEmail,
  registrationExpiredProviderEmail,
} from "@core/registrations/deadline-emails";
import { providerEmail, visitorEmail } from "@core/registrations/notifications";
import {
  waitlistJoinedEmail,
  waitlistOfferEmail,
  waitlistOfferProviderEmail,
} from "@core/waitlist/emails";
import type { WaitlistEntry } from "@core/waitlist/entry";
import { PRIVACY_PATH } from "@shared/data-protection/privacy-path";
import { registrationSchema } from "@shared/schemas/registration";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anActivity, validRegistration } from "../support/registration-fixtures";
import { expectNoAxeViolations, launchBrowser } from "./support/browser";
import { expectEnhancedContrast, VIEWPORTS, type ViewportName } from "./support/site";

const activity = anActivity({ date: "2026-03-12", heure_rdv: "09:30" });
const registration: RegistrationRecord = {
  ...registrationSchema.parse(
    validRegistration(activity.id, {
      a_velo_electrique: false,
      besoin_aide_location: true,
      remarques: "Première sortie en groupe.",
    }),
  ),
  id: "b6c1e0c2-0d7e-4c47-9a57-2f1f3c1d9a10",
  activity_title: activity.titre,
  activity_date: activity.date,
  total_centimes: 15000,
  status: "pending_payment",
  created_at: "2026-03-01T10:00:00.000Z",
};
const message = {
  id: "m1",
  firstName: "Anne",
  lastName: "Rochat",
  email: "anne.rochat@example.ch",
  phone: "+41 79 555 12 34",
  message: "Bonjour,\nproposez-vous des sorties en semaine ?",
  created_at: "2026-03-01T10:00:00.000Z",
};
const quote = {
  id: "q1",
  companyName: "Horlogerie & Fils SA",
  contactName: "Claude Martin",
  email: "claude.martin@horlogerie.example.ch",
  phone: "+41 22 123 45 67",
  participants: "9-12" as const,
  date: "2026-06-18",
  comments: "Repas de midi souhaité.",
  created_at: "2026-03-01T10:00:00.000Z",
};
const site = "https://jura-vtt-vitalite.ch";
const paymentLink = {
  url: `${site}/confirmation-inscription?inscription=${registration.id}&jeton=1773304200.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ`,
  expiresAt: new Date("2026-03-12T08:30:00Z"),
};
const cancellationLink = {
  url: `${site}/annulation-inscription?inscription=${registration.id}&jeton=1773304200.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ`,
};
const paidRegistration = { ...registration, status: "paid", paid_payment_id: "pay-1" };
const cardPayment: Payment = {
  id: "pay-1",
  inscription_id: registration.id,
  activity_id: activity.id,
  method: "card",
  provider: "stripe",
  provider_ref: "cs_test_a1b2c3d4e5f6",
  amount_centimes: 15000,
  currency: "CHF",
  status: "completed",
  created_at: "2026-03-01T10:05:00.000Z",
  updated_at: "2026-03-01T10:06:00.000Z",
  expires_at: null,
  refund_due: false,
  refund_status: "refunded",
  refund_id: "re_a1b2c3d4e5f6",
};

const waitlistEntry: WaitlistEntry = {
  activity_id: activity.id,
  entry_id: "20260301T100000000Z-a1b2c3d4e5f6",
  status: "offered",
  nom: "Rochat",
  prenom: "Anne",
  email: "anne.rochat@example.ch",
  telephone: "+41 79 555 12 34",
  places: 2,
  accepte_conditions: true,
  assurance_rc: true,
  assurance_accident: true,
  autorisation_rgpd: true,
  created_at: "2026-03-01T10:00:00.000Z",
  expires_at: 1773304200,
};
const waitlistUrl = `${site}/liste-attente?entree=${waitlistEntry.entry_id}&jeton=1773304200.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ`;
const waitlistOffer = {
  totalCentimes: 15000,
  deadline: "2026-03-09T10:00:00.000Z",
  inscriptionId: registration.id,
  paymentUrl: paymentLink.url,
  declineUrl: waitlistUrl,
};

const EMAILS = [
  {
    name: "registration, visitor",
    html: visitorEmail(registration, activity, site, paymentLink, cancellationLink).html,
  },
  {
    name: "cancellation, visitor",
    html: visitorCancelledEmail(
      paidRegistration,
      activity,
      { mode: "provider_api", payment: cardPayment },
      site,
    ).html,
  },
  {
    name: "cancellation, provider",
    html: providerCancelledEmail(paidRegistration, activity, {
      mode: "by_hand",
      payment: { ...cardPayment, method: "virement", provider: "bank", refund_status: "by_hand" },
    }).html,
  },
  {
    name: "late cancellation request, visitor",
    html: visitorCancellationRequestEmail(paidRegistration, activity, site).html,
  },
  {
    name: "late cancellation request, provider",
    html: providerCancellationRequestEmail(
      paidRegistration,
      activity,
      new Date("2026-03-10T08:00:00Z"),
    ).html,
  },
  { name: "registration, provider", html: providerEmail(registration, activity).html },
  {
    name: "payment receipt, visitor",
    html: paymentReceiptEmail(cardPayment, paidRegistration, activity, site).html,
  },
  {
    name: "QR-facture, visitor",
    html: qrBillEmail(
      {
        ...cardPayment,
        method: "virement",
        provider: "bank",
        status: "pending",
        bank_reference: "210000000003139471430009017",
      },
      registration,
      "CH4431999123000889012",
      site,
    ).html,
  },
  {
    name: "payment reminder",
    html: paymentReminderEmail(registration, activity, site, paymentLink, {
      url: `${site}/annulation-inscription?inscription=reg-1&jeton=1.abc`,
    }).html,
  },
  { name: "expiry, visitor", html: registrationExpiredEmail(registration, activity, site).html },
  {
    name: "expiry, provider",
    html: registrationExpiredProviderEmail(registration, activity).html,
  },
  {
    name: "day-before reminder, visitor",
    html: dayBeforeReminderEmail(
      paidRegistration,
      { ...activity, a_apporter: "Casque et gants\nVeste de pluie" },
      site,
    ).html,
  },
  {
    name: "day-before reminder, bank transfer on its way",
    html: dayBeforeReminderEmail(
      { ...registration, open_virement_payment_id: "pay-2" },
      { ...activity, a_apporter: null },
      site,
    ).html,
  },
  { name: "contact, provider", html: contactProviderEmail(message).html },
  { name: "contact, acknowledgement", html: contactAcknowledgementEmail(message, site).html },
  { name: "quote, provider", html: quoteProviderEmail(quote).html },
  { name: "quote, acknowledgement", html: quoteAcknowledgementEmail(quote, site).html },
  {
    name: "waiting list, joined",
    html: waitlistJoinedEmail(waitlistEntry, activity, 2, waitlistUrl, site).html,
  },
  {
    name: "waiting list, offer",
    html: waitlistOfferEmail(waitlistEntry, activity, waitlistOffer, site).html,
  },
  {
    name: "waiting list, offer, provider",
    html: waitlistOfferProviderEmail(waitlistEntry, activity, waitlistOffer).html,
  },
  {
    name: "newsletter confirmation",
    html: newsletterConfirmationEmail(newsletterLinks(site, "AbC_dEf-0123456789abcdef"), site).html,
  },
];

/** Visible text smaller than 18 px, and the size of every link drawn as a button. */
function measure(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      if (!element.offsetParent && element.tagName !== "BODY") continue; // hidden (preheader)
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (ownText && Number.parseFloat(getComputedStyle(element).fontSize) < 18) {
        small.push(`${element.tagName}: ${element.textContent?.trim().slice(0, 40)}`);
      }
    }
    const buttons = [...document.querySelectorAll<HTMLElement>("a")]
      .filter((a) => getComputedStyle(a).display === "inline-block")
      .map((a) => a.getBoundingClientRect())
      .map((r) => ({ width: r.width, height: r.height }));
    return {
      small,
      buttons,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("e-mails at %s size", (size) => {
  it.each(EMAILS)(
    "$name: WCAG 2.2 AA, 7:1, 18 px, large button, no sideways scroll",
    async ({ name, html }) => {
      const context = await browser.newContext({ viewport: VIEWPORTS[size], locale: "fr-CH" });
      try {
        const page = await context.newPage();
        await page.setContent(html);
        await expectNoAxeViolations(page);
        await expectEnhancedContrast(page);
        const { small, buttons, overflow } = await measure(page);
        expect(small, name).toEqual([]);
        for (const button of buttons) {
          expect(button.width).toBeGreaterThanOrEqual(44);
          expect(button.height).toBeGreaterThanOrEqual(44);
        }
        if (name === "newsletter confirmation") expect(buttons).toHaveLength(1);
        expect(overflow, name).toBeLessThanOrEqual(0);
      } finally {
        await context.close();
      }
    },
  );
});

/**
 * Every word of every recap label (row header) that the browser drew over more than one line:
 * for each word, a Range over its characters and the line boxes of its rectangles.
 */
function labelWordsBroken(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const label of document.querySelectorAll("th")) {
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const word of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index ?? 0);
          range.setEnd(node, (word.index ?? 0) + word[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (lines.size > 1) broken.push(`${label.textContent}: « ${word[0]} »`);
        }
      }
    }
    return { broken, labels: document.querySelectorAll("th").length };
  });
}

describe("e-mails at 320 px wide", () => {
  it.each(EMAILS)("$name: no label broken inside a word, no sideways scroll", async ({ html }) => {
    const context = await browser.newContext({
      viewport: { width: 320, height: 640 },
      locale: "fr-CH",
    });
    try {
      const page = await context.newPage();
      await page.setContent(html);
      const { broken } = await labelWordsBroken(page);
      expect(broken).toEqual([]);
      const { overflow } = await measure(page);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });

  it("the measure finds a label broken inside a word (a fixed narrow label column)", async () => {
    const context = await browser.newContext({
      viewport: { width: 320, height: 640 },
      locale: "fr-CH",
    });
    try {
      const page = await context.newPage();
      const receipt = EMAILS.find((e) => e.name === "payment receipt, visitor")?.html ?? "";
      // A fixed narrow label column that breaks anywhere: what the layout must never do.
      await page.setContent(
        receipt.replaceAll(
          "word-break:normal;overflow-wrap:normal",
          "overflow-wrap:anywhere;width:48px;max-width:48px",
        ),
      );
      const { broken, labels } = await labelWordsBroken(page);
      expect(labels).toBeGreaterThan(5);
      expect(broken.length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

describe("the registration e-mail's two actions", () => {
  it("« Annuler mon inscription » is outlined, not the green of « Payer mon inscription »", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, locale: "fr-CH" });
    try {
      const page = await context.newPage();
      await page.setContent(EMAILS[0]?.html ?? "");
      const look = (name: string) =>
        page.getByRole("link", { name }).evaluate((a) => {
          const style = getComputedStyle(a);
          return {
            background: style.backgroundColor,
            color: style.color,
            border: style.borderTopWidth,
          };
        });
      const pay = await look("Payer mon inscription");
      const cancel = await look("Annuler mon inscription");
      expect(pay.background).toBe("rgb(31, 90, 43)");
      expect(cancel.background).toBe("rgb(255, 255, 255)");
      expect(cancel.color).toBe("rgb(11, 83, 148)");
      expect(cancel.border).toBe("2px");
    } finally {
      await context.close();
    }
  });
});

describe("the privacy page in the footer", () => {
  const toVisitors = EMAILS.filter(({ name }) => !name.includes("provider"));

  it.each(toVisitors)("$name links to it", ({ html }) => {
    expect(html).toContain(`href="${site}${PRIVACY_PATH}"`);
  });
});
