import {
  paymentReminderEmail,
  registrationExpiredEmail,
  registrationExpiredProviderEmail,
} from "@core/registrations/deadline-emails";
import { describe, expect, it } from "vitest";
import { aRegistration, registrationActivity } from "../../support/payment-fakes";

const SITE = "https://www.jura-vtt-vitalite.ch";
const registration = aRegistration({
  nom: "Favre <script>",
  deadline: "2026-05-03T07:00:00.000Z",
} as Parameters<typeof aRegistration>[0]);
const link = {
  url: `${SITE}/confirmation-inscription?inscription=reg-1&jeton=1777791600.abc`,
  // 3 May 2026, 09:00 in Zurich (summer time).
  expiresAt: new Date("2026-05-03T07:00:00.000Z"),
};

const cancellation = {
  url: `${SITE}/annulation-inscription?inscription=reg-1&jeton=1777791600.def`,
};

describe("the reminder e-mail", () => {
  const mail = paymentReminderEmail(registration, registrationActivity, SITE, link, cancellation);

  it("says what is owed, until when (Zurich time) and carries the fresh payment link", () => {
    expect(mail.subject).toBe(
      "Rappel : paiement de votre inscription – Crêtes du Jura le 10 mai 2026",
    );
    expect(mail.text).toContain(
      "Reste à payer CHF 150.00 avant le dimanche 3 mai à 9h00, sinon l'inscription est annulée.",
    );
    expect(mail.text).toContain(`Payer mon inscription :\n${link.url}`);
    expect(mail.html).toContain(`href="${link.url.replace("&", "&amp;")}"`);
    expect(mail.text).toContain("Numéro d'inscription : reg-1");
  });

  it("names the registration by its short reference when it has one", () => {
    const withReference = { ...registration, short_reference: "JV-7K3M-Q9" };
    const reminder = paymentReminderEmail(
      withReference,
      registrationActivity,
      SITE,
      link,
      cancellation,
    );
    expect(reminder.text).toContain("Numéro d'inscription : JV-7K3M-Q9");
    expect(reminder.text).not.toContain("Numéro d'inscription : reg-1");
  });

  it("carries the signed cancellation link with the terms' rule", () => {
    expect(mail.text).toContain(`Annuler mon inscription :\n${cancellation.url}`);
    expect(mail.html).toContain(`href="${cancellation.url.replace("&", "&amp;")}"`);
  });

  it("escapes what the visitor typed", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Favre &lt;script&gt;");
  });
});

describe("the expiry e-mails", () => {
  it("tell the visitor the places were released and how to come back", () => {
    const mail = registrationExpiredEmail(registration, registrationActivity, SITE);
    expect(mail.subject).toBe("Inscription expirée : Crêtes du Jura le 10 mai 2026");
    expect(mail.text).toContain("les places ont été libérées");
    expect(mail.text).toContain(`Voir les sorties :\n${SITE}/`);
  });

  it("tell the provider who, when, and that a late payment is handled", () => {
    const mail = registrationExpiredProviderEmail(registration, registrationActivity);
    expect(mail.subject).toBe("Inscription expirée (non payée) : Crêtes du Jura le 10 mai 2026");
    expect(mail.text).toContain("(3 mai 2026 à 9h00)");
    expect(mail.text).toContain("E-mail : monique.favre@example.ch");
    expect(mail.text).toContain("« à rembourser »");
  });
});
