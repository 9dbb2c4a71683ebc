/**
 * Bookings of /reservation-vtt end to end: POST /api/reservations on the api function behind the
 * local host, stored in the emulator's inscriptions table as a registration (places taken in the
 * same transaction, Idempotency-Key, InscriptionCreated), then paid at Shopify's checkout played
 * by the payment sandbox, whose signed orders/paid webhook turns it paid once.
 */

import { formatDate } from "@shared/date-format";
import { SHORT_REFERENCE_PATTERN } from "@shared/registrations/short-reference";
import { describe, expect, it } from "vitest";
import { readEventLog, readSentEmails } from "../support/aws";
import { eventually } from "../support/eventually";
import { runNotifier } from "../support/form-fixtures";
import { request, setUpPaymentWorld, storedItem } from "../support/payment-world";
import { putActivity, scanAll, validBooking } from "../support/registration-fixtures";

const VISITOR = "monique.favre@example.ch";
/** The booking's fixed price (vtt-electrique), which the sandbox shop's product costs too. */
const BOOKING_PRICE = 12900;

const world = setUpPaymentWorld();

/** An outing open for booking: VTT at CHF 129. */
const bookableActivity = (places: number | null = 6) =>
  putActivity({ prix_centimes: BOOKING_PRICE, places_disponibles: places });

function book(body: unknown, key?: string) {
  return request(world, "POST", "/api/reservations", body, key ? { "Idempotency-Key": key } : {});
}

describe("POST /api/reservations", () => {
  it("stores the booking as a registration, takes its place and prices it at CHF 129; a retry with the same key stores nothing more", async () => {
    const activity = await bookableActivity(6);
    const body = { ...validBooking(activity), amount: 100, total_price: 1 };

    const first = await book(body, "booking-1");
    expect(first).toEqual({
      status: 201,
      json: {
        success: true,
        activity_title: activity.titre,
        total_price: 129,
        inscription_id: expect.any(String),
        short_reference: expect.stringMatching(SHORT_REFERENCE_PATTERN),
        deadline: expect.any(String),
        // The unpaid-registration reminder it plans, promised on the confirmation page.
        remind_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    const id = String(first.json.inscription_id);
    expect(await storedItem("inscriptions", id)).toMatchObject({
      kind: "booking",
      activity_id: activity.id,
      activity_date: activity.date,
      fullName: "Monique Favre",
      address: "Chemin des Pâquis 4, 1264 Saint-Cergue",
      age: 67,
      skillLevel: "intermediaire",
      paymentMethod: "shopify",
      acceptTerms: true,
      digitalSignature: "Monique Favre",
      email: VISITOR,
      telephone: "+41791234567",
      nombre_participants: 1,
      total_centimes: BOOKING_PRICE,
      status: "pending_payment",
      terms_accepted_at: expect.any(String),
    });
    expect((await storedItem("activities", activity.id))?.places_disponibles).toBe(5);

    const again = await book(body, "booking-1");
    expect(again).toEqual(first);
    expect(await scanAll("inscriptions")).toHaveLength(1);
    expect((await storedItem("activities", activity.id))?.places_disponibles).toBe(5);

    const created = await eventually(async () => {
      const events = (await readEventLog()).filter((e) => e.detailType === "InscriptionCreated");
      expect(events).toHaveLength(1);
      return events;
    });
    expect(created[0]?.data).toMatchObject({
      inscription_id: id,
      participants: 1,
      total_centimes: BOOKING_PRICE,
    });
    expect(JSON.stringify(created)).not.toMatch(/Favre|Monique|monique|Pâquis|\+41/);

    await runNotifier();
    const emails = await readSentEmails();
    const confirmation = emails.find((e) => e.to.includes(VISITOR));
    // A booking is a « réservation » in every e-mail that speaks of it.
    expect(confirmation?.subject).toBe(
      `Réservation enregistrée : ${activity.titre} le ${formatDate(activity.date)}`,
    );
    expect(confirmation?.text.replace(/https?:\/\/\S+/g, "")).not.toMatch(/inscri/i);
    expect(confirmation?.text).toContain("Bonjour Monique Favre,");
    expect(confirmation?.text).toContain("Montant total : CHF 129.00");
    const provider = emails.find((e) => e.subject.startsWith("Nouvelle réservation"));
    expect(provider?.text).toContain("Nom : Monique Favre");
    expect(provider?.text).toContain("Âge : 67 ans");
    expect(provider?.text).toContain("Niveau : Intermédiaire");
    expect(provider?.text).toContain("Signature : Monique Favre");
  });

  it("the last place goes to one booking only, whatever the concurrency", async () => {
    const activity = await bookableActivity(1);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        book(validBooking(activity, { email: `personne${i}@example.ch` }), `last-place-${i}`),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.json).toEqual({ success: false, error: "Cette activité est complète." });
    }
    expect((await storedItem("activities", activity.id))?.places_disponibles).toBe(0);
    expect(await scanAll("inscriptions")).toHaveLength(1);
  });

  it("bad input: 400 with a French message per field, nothing stored, no place taken", async () => {
    const activity = await bookableActivity(6);
    const res = await book(
      validBooking(activity, {
        fullName: "M",
        address: "Rue",
        age: 15,
        skillLevel: "",
        paymentMethod: "",
        acceptTerms: false,
      }),
    );
    expect(res).toEqual({
      status: 400,
      json: {
        success: false,
        error: "Les données de réservation sont invalides.",
        details: {
          fullName: "Le nom complet est obligatoire",
          address: "L'adresse est obligatoire",
          age: "L'âge minimum est de 16 ans",
          skillLevel: "Veuillez sélectionner votre niveau",
          paymentMethod: "Veuillez sélectionner un moyen de paiement",
          acceptTerms: "Vous devez accepter les conditions générales",
        },
      },
    });
    expect(await scanAll("inscriptions")).toHaveLength(0);
    expect((await storedItem("activities", activity.id))?.places_disponibles).toBe(6);
  });

  it("refuses an outing the booking page does not offer (another price): 409, nothing stored", async () => {
    const activity = await putActivity({ prix_centimes: 7500 });
    expect(await book(validBooking(activity))).toEqual({
      status: 409,
      json: {
        success: false,
        error: "Cette date n'est plus proposée à la réservation. Veuillez choisir une autre date.",
      },
    });
    expect(await scanAll("inscriptions")).toHaveLength(0);
  });

  it("paid at Shopify's checkout (CHF 129, the shop's price): the orders/paid webhook turns the booking paid once, one receipt", async () => {
    const activity = await bookableActivity(6);
    const booked = await book(validBooking(activity), "booking-pay");
    const id = String(booked.json.inscription_id);
    const started = await request(world, "POST", "/api/payments", {
      inscription_id: id,
      method: "shopify",
    });
    expect(started.status).toBe(201);
    expect(started.json).toMatchObject({ amount_centimes: BOOKING_PRICE, method: "shopify" });
    const paymentId = String(started.json.payment_id);
    const cart = (await world.sandbox.controls.sessions()).find(
      (s) =>
        (s.object as { cart?: { checkoutUrl: string } }).cart?.checkoutUrl === started.json.url,
    );
    if (!cart) throw new Error("no cart for the booking");

    await world.sandbox.controls.hold();
    await world.sandbox.controls.duplicateNext(2);
    await world.sandbox.controls.pay(cart.id, "card");
    const { released } = await world.sandbox.controls.release();
    expect(released.map((d) => [d.type, d.attempts.at(-1)?.status])).toEqual([
      ["orders/paid", 200],
      ["orders/paid", 200],
    ]);
    expect(await storedItem("inscriptions", id)).toMatchObject({
      kind: "booking",
      status: "paid",
      paid_payment_id: paymentId,
    });
    expect((await storedItem("payments", paymentId))?.status).toBe("completed");

    await runNotifier();
    const receipts = (await readSentEmails()).filter(
      (e) => e.to.includes(VISITOR) && e.subject.startsWith("Paiement reçu"),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain("Bonjour Monique Favre,");
    expect(receipts[0]?.text).toContain("Montant payé : CHF 129.00");
    const completed = await eventually(async () => {
      const events = (await readEventLog()).filter((e) => e.detailType === "PaymentCompleted");
      expect(events).toHaveLength(1);
      return events;
    });
    expect(JSON.stringify(completed)).not.toMatch(/Favre|Monique|monique|\+41/);
  });
});
