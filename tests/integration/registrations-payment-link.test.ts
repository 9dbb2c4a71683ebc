/**
 * The registration's payment link against the emulator, through the local host as API Gateway
 * serves it: the link that Stripe's return addresses and the registration e-mail carry opens
 * GET /api/inscriptions/{inscription_id}?jeton=… ; a forged, expired or foreign link, or an
 * unknown registration, gets one 403 with a French message and nothing else.
 */

import { signPaymentLink } from "@core/registrations/links";
import { PAYMENT_ERRORS } from "@shared/messages/payment";
import { readPaymentLinkParams } from "@shared/payments/payment-link";
import { SHORT_REFERENCE_PATTERN } from "@shared/registrations/short-reference";
import { meetingInstant } from "@shared/time";
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { LOCAL_PAYMENT_LINK_SECRET } from "../../local/function-env";
import { readSentEmails } from "../support/aws";
import { runNotifier } from "../support/form-fixtures";
import { paymentLinkInEmail } from "../support/payment-link-email";
import {
  type PaymentWorld,
  registerVisitor,
  request,
  sandboxSessionOf,
  setUpPaymentWorld,
  storedItem,
} from "../support/payment-world";

const VISITOR = "monique.favre@example.ch";

const world = setUpPaymentWorld();

/** GET through the local host; the raw text too, to look for personal data in it. */
async function getByLink(w: PaymentWorld, registrationId: string, jeton: string | undefined) {
  const query = jeton === undefined ? "" : `?jeton=${encodeURIComponent(jeton)}`;
  const res = await fetch(
    `${w.host.url}/api/inscriptions/${encodeURIComponent(registrationId)}${query}`,
  );
  const text = await res.text();
  return {
    status: res.status,
    cacheControl: res.headers.get("cache-control"),
    text,
    json: JSON.parse(text) as Record<string, unknown>,
  };
}

/** Opens a card payment and comes back from Stripe's page with « Refuser »: Stripe's cancel_url. */
async function refuseOnStripe(registrationId: string) {
  const res = await request(world, "POST", "/api/payments", {
    inscription_id: registrationId,
    method: "card",
  });
  expect(res.status).toBe(201);
  const session = await sandboxSessionOf(world, String(res.json.payment_id));
  const refused = await world.sandbox.controls.refuse(session.id);
  return { session, cancelUrl: new URL(refused.redirect_url ?? "") };
}

describe("GET /api/inscriptions/{inscription_id}?jeton=…", () => {
  it("Stripe's « Refuser » brings back a link that opens the registration, exactly what the page shows", async () => {
    const { activity, registrationId } = await registerVisitor(world, 2);
    const { session, cancelUrl } = await refuseOnStripe(registrationId);
    expect(cancelUrl.pathname).toBe("/confirmation-inscription");
    const link = readPaymentLinkParams(cancelUrl.searchParams);
    expect(link?.registrationId).toBe(registrationId);
    // The success page carries the same jeton, for « Payer à nouveau ».
    const successUrl = new URL((session.object as Stripe.Checkout.Session).success_url ?? "");
    expect(successUrl.searchParams.get("jeton")).toBe(link?.jeton);

    const answer = await getByLink(world, registrationId, link?.jeton);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe("no-store");
    expect(answer.json).toEqual({
      success: true,
      inscription_id: registrationId,
      activity_id: activity.id,
      activity_title: activity.titre,
      activity_date: activity.date,
      heure_rdv: activity.heure_rdv,
      participants: 2,
      amount: 15000,
      customer_name: "Monique Favre",
      email: VISITOR,
      status: "pending_payment",
      short_reference: expect.stringMatching(SHORT_REFERENCE_PATTERN),
      deadline: expect.any(String),
      // The unpaid-registration reminder it plans, promised on the confirmation page.
      remind_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // The reference and the deadline are the stored ones, never recomputed.
    const stored = await storedItem("inscriptions", registrationId);
    expect(answer.json).toMatchObject({
      short_reference: stored?.short_reference,
      deadline: stored?.deadline,
    });
    // Signed until the registration's payment deadline (before the activity's meeting time).
    const expires = Number(link?.jeton.split(".")[0]);
    const { deadline } = (await storedItem("inscriptions", registrationId)) ?? {};
    expect(expires).toBe(Math.floor(Date.parse(String(deadline)) / 1000));
    expect(expires * 1000).toBeLessThan(
      meetingInstant(activity.date, activity.heure_rdv).getTime(),
    );
  });

  it("the registration e-mail's « Payer mon inscription » opens the same registration", async () => {
    const { registrationId } = await registerVisitor(world, 1);
    const { result } = await runNotifier();
    expect(result.batchItemFailures).toEqual([]);
    const email = (await readSentEmails()).find(
      (e) => e.to.includes(VISITOR) && e.subject.startsWith("Inscription enregistrée"),
    );
    const url = paymentLinkInEmail(email?.text ?? "");
    const link = readPaymentLinkParams(url.searchParams);
    expect(link?.registrationId).toBe(registrationId);
    expect(email?.html).toContain(`href="${url.href.replace("&", "&amp;")}"`);

    const answer = await getByLink(world, registrationId, link?.jeton);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ participants: 1, amount: 7500, status: "pending_payment" });
  });

  it("a paid registration answers « paid » (the page then offers no payment)", async () => {
    const { registrationId } = await registerVisitor(world, 2);
    // Refused once, then paid on the same page: the webhook turns the registration paid.
    const { session, cancelUrl } = await refuseOnStripe(registrationId);
    await world.sandbox.controls.pay(session.id, "card");
    const jeton = cancelUrl.searchParams.get("jeton") ?? "";
    const answer = await getByLink(world, registrationId, jeton);
    expect(answer.status).toBe(200);
    expect(answer.json.status).toBe("paid");
  });

  it("forged, expired, foreign or incomplete links and unknown registrations: one 403, no data", async () => {
    const { registrationId } = await registerVisitor(world, 2);
    const { registrationId: otherId } = await registerVisitor(world, 1);
    const { cancelUrl } = await refuseOnStripe(registrationId);
    const jeton = cancelUrl.searchParams.get("jeton") ?? "";
    const [expires = "", mac = ""] = jeton.split(".");
    const flipped = `${mac.slice(0, 5)}${mac[5] === "A" ? "B" : "A"}${mac.slice(6)}`;
    const yesterday = new Date(Date.now() - 86_400_000);

    const refusals = {
      "changed signature": [registrationId, `${expires}.${flipped}`],
      "later expiry": [registrationId, `${Number(expires) + 86_400}.${mac}`],
      "another registration's id": [otherId, jeton],
      "no jeton": [registrationId, undefined],
      "not a jeton": [registrationId, "pas-un-jeton"],
      "another key": [
        registrationId,
        signPaymentLink(registrationId, new Date(Number(expires) * 1000), "a".repeat(40)),
      ],
      expired: [
        registrationId,
        signPaymentLink(registrationId, yesterday, LOCAL_PAYMENT_LINK_SECRET),
      ],
      "unknown registration, signed": [
        "inscription-inconnue",
        signPaymentLink(
          "inscription-inconnue",
          new Date(Number(expires) * 1000),
          LOCAL_PAYMENT_LINK_SECRET,
        ),
      ],
    } as const;

    for (const [name, [id, candidate]] of Object.entries(refusals)) {
      const answer = await getByLink(world, id, candidate);
      expect(answer.status, name).toBe(403);
      expect(answer.json, name).toEqual({
        success: false,
        error: PAYMENT_ERRORS.paymentLinkInvalid,
      });
      expect(answer.cacheControl, name).toBe("no-store");
      for (const personal of ["Monique", "Favre", VISITOR, "Mont Pelé", "15000", "7500"]) {
        expect(answer.text, name).not.toContain(personal);
      }
    }
    expect(PAYMENT_ERRORS.paymentLinkInvalid).toMatch(/^Ce lien n'est plus valable/);
  });
});
