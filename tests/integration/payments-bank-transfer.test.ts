/**
 * Bank transfer with a Swiss QR-bill, end to end against the emulator: the QR-bill answered and
 * e-mailed as a PDF, the provider's `npm run payments -- mark-paid` completing it, and a second
 * payment for a registration already paid kept and marked for refund.
 */

import { markBankTransferPaid } from "@core/payments/bank/bank-transfer";
import { bankReferenceType } from "@shared/payments/bank-reference";
import type Stripe from "stripe";
import { formatReference } from "swissqrbill/utils";
import { describe, expect, it } from "vitest";
import { getConfig } from "../../functions/config";
import { wireAdapters } from "../../functions/wiring/adapters";
import { outboxSweeper, SWEEP_AFTER_MS } from "../../functions/workers/outbox-sweeper/handler";
import { LOCAL_PROVIDER_EMAIL } from "../../local/function-env";
import { readSentEmails } from "../support/aws";
import { cancellationLinkInEmail } from "../support/cancellation";
import { runNotifier } from "../support/form-fixtures";
import {
  registerVisitor,
  request,
  runPaymentsTool,
  setUpPaymentWorld,
  storedItem,
} from "../support/payment-world";
import { scanAll } from "../support/registration-fixtures";

const VISITOR = "monique.favre@example.ch";

const world = setUpPaymentWorld();

const payByTransfer = (registrationId: string, extra: Record<string, unknown> = {}) =>
  request(world, "POST", "/api/payments", {
    inscription_id: registrationId,
    method: "virement",
    ...extra,
  });

/** The provider's tool on this test's emulator. */
const markPaid = (reference: string) => runPaymentsTool(["mark-paid", ...reference.split(" ")]);

describe("bank transfer with a QR-bill", () => {
  it("offers the same QR-bill as a PDF download, only for a bank-transfer payment", async () => {
    const { registrationId } = await registerVisitor(world, 2);
    const transfer = await payByTransfer(registrationId);
    const pdf = await fetch(
      `${world.host.url}/api/payments/${transfer.json.payment_id}/qr-bill.pdf`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toContain("qr-facture.pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const card = await request(world, "POST", "/api/payments", {
      inscription_id: registrationId,
      method: "card",
    });
    const notABill = await fetch(
      `${world.host.url}/api/payments/${card.json.payment_id}/qr-bill.pdf`,
    );
    expect(notABill.status).toBe(404);
    const unknown = await fetch(`${world.host.url}/api/payments/inconnu/qr-bill.pdf`);
    expect(unknown.status).toBe(404);
  });

  it("answers the QR-bill of the stored amount, stores the reference and e-mails the bill as a PDF once", async () => {
    const { registrationId } = await registerVisitor(world, 2);
    const res = await payByTransfer(registrationId, { amount: 1 });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      method: "virement",
      status: "pending",
      amount_centimes: 15000,
      expires_at: null,
    });
    const bill = res.json.qr_bill as Record<string, unknown>;
    expect(bill).toMatchObject({ iban: "CH4431999123000889012", amount_centimes: 15000 });
    const reference = String(bill.reference);
    // The local account is a QR-IBAN: a 27-digit QR reference with a valid check digit.
    expect(bankReferenceType(reference)).toBe("QRR");
    expect(String(bill.svg)).toMatch(/^<svg[\s\S]*<\/svg>$/);

    const payment = await storedItem("payments", String(res.json.payment_id));
    expect(payment).toMatchObject({ bank_reference: reference, provider: "bank" });
    expect(await storedItem("payments", `bank-reference#${reference}`)).toMatchObject({
      inscription_id: registrationId,
    });

    const again = await payByTransfer(registrationId);
    expect(again.status).toBe(200);
    expect(again.json.payment_id).toBe(res.json.payment_id);

    const { result } = await runNotifier();
    expect(result.batchItemFailures).toEqual([]);
    const bills = (await readSentEmails()).filter((e) => e.subject.startsWith("Votre QR-facture"));
    expect(bills).toHaveLength(1);
    expect(bills[0]?.to).toEqual([VISITOR]);
    expect(bills[0]?.attachments).toEqual(["qr-facture.pdf"]);
    expect(bills[0]?.text).toContain("Montant : CHF 150.00");
    expect(bills[0]?.text).toContain(`Référence : ${formatReference(reference)}`);
    // Unpaid, still cancellable: the bill has the way to cancel, a link that opens the page.
    const cancel = cancellationLinkInEmail(bills[0]?.text ?? "");
    expect(cancel.pathname).toBe("/annulation-inscription");
    expect(cancel.searchParams.get("inscription")).toBe(registrationId);
  });

  it("the provider marks the transfer paid with the printed reference: registration paid, receipt sent", async () => {
    const { registrationId } = await registerVisitor(world);
    const res = await payByTransfer(registrationId);
    const reference = String((res.json.qr_bill as { reference: string }).reference);

    const marked = await markPaid(formatReference(reference));
    expect(marked.code).toBe(0);
    expect(marked.out).toBe(
      `Virement de CHF 150.00 enregistré : l'inscription ${registrationId} est payée. Le reçu part par e-mail.`,
    );
    expect(await storedItem("inscriptions", registrationId)).toMatchObject({
      status: "paid",
      paid_payment_id: res.json.payment_id,
    });

    const twice = await markPaid(reference);
    expect(twice.out).toMatch(/^Déjà enregistré/);

    await runNotifier();
    const receipts = (await readSentEmails()).filter(
      (e) => e.to.includes(VISITOR) && e.subject.startsWith("Paiement reçu"),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain("Moyen de paiement : Virement (QR-facture)");
  });

  it("an unknown reference changes nothing and says so", async () => {
    const marked = await markPaid("RF18 5390 0754 7034");
    expect(marked.code).toBe(1);
    expect(marked.err).toContain("Référence inconnue : RF18539007547034");
  });
});

describe("nothing lost", () => {
  it("a completion whose event cannot be published keeps it in the outbox; the sweeper sends it, one receipt", async () => {
    const { registrationId } = await registerVisitor(world);
    const res = await payByTransfer(registrationId);
    const reference = String((res.json.qr_bill as { reference: string }).reference);
    await runNotifier();

    // The same use case on adapters pointed at a bus that does not exist: the emulator refuses.
    const config = getConfig();
    const withoutBus = wireAdapters({ ...config, EVENT_BUS_NAME: "bus-qui-n-existe-pas" });
    const result = await markBankTransferPaid(reference, {
      ...withoutBus.payments,
      newId: () => crypto.randomUUID(),
    });
    expect(result.kind).toBe("applied");
    expect((await storedItem("inscriptions", registrationId))?.status).toBe("paid");
    const pending = await scanAll("outbox");
    expect(pending.map((item) => item.detail_type)).toEqual(["PaymentCompleted"]);

    const later = outboxSweeper({
      outbox: wireAdapters(config).outbox,
      now: () => new Date(Date.now() + SWEEP_AFTER_MS + 1_000),
    });
    expect(await later()).toEqual({ published: 1 });
    expect(await scanAll("outbox")).toEqual([]);
    await runNotifier();
    expect(
      (await readSentEmails()).filter(
        (e) => e.to.includes(VISITOR) && e.subject.startsWith("Paiement reçu"),
      ),
    ).toHaveLength(1);
  });
});

describe("two completed payments for one registration", () => {
  it("the first pays the registration; the second is kept, marked for refund, and the provider is told", async () => {
    const { registrationId } = await registerVisitor(world);
    const card = await request(world, "POST", "/api/payments", {
      inscription_id: registrationId,
      method: "card",
    });
    const transfer = await payByTransfer(registrationId);
    const sessions = await world.sandbox.controls.sessions();
    const session = sessions.find(
      (s) => (s.object as Stripe.Checkout.Session).metadata?.payment_id === card.json.payment_id,
    );
    await world.sandbox.controls.pay(session?.id ?? "", "card");
    expect((await storedItem("inscriptions", registrationId))?.paid_payment_id).toBe(
      card.json.payment_id,
    );

    // The visitor had also paid the QR-bill: it arrives after the card payment.
    const marked = await markPaid(
      String((transfer.json.qr_bill as { reference: string }).reference),
    );
    expect(marked.out).toContain("marqué « à rembourser »");

    const payments = await scanAll("payments");
    const byId = (id: unknown) => payments.find((p) => p.id === id);
    expect(byId(card.json.payment_id)).toMatchObject({ status: "completed", refund_due: false });
    expect(byId(transfer.json.payment_id)).toMatchObject({ status: "completed", refund_due: true });
    expect(await storedItem("inscriptions", registrationId)).toMatchObject({
      status: "paid",
      paid_payment_id: card.json.payment_id,
    });

    // Paid already: a new payment is refused in French.
    const late = await payByTransfer(registrationId);
    expect(late).toEqual({
      status: 409,
      json: { success: false, error: "Cette inscription est déjà payée." },
    });

    await runNotifier();
    const emails = await readSentEmails();
    const refunds = emails.filter((e) => e.subject.startsWith("À rembourser"));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.to).toEqual([LOCAL_PROVIDER_EMAIL]);
    expect(refunds[0]?.text).toContain(`Numéro de paiement : ${transfer.json.payment_id}`);
    expect(
      emails.filter((e) => e.to.includes(VISITOR) && e.subject.startsWith("Paiement reçu")),
    ).toHaveLength(1);
  });
});

describe("refusals", () => {
  it("unknown registration, unknown payment, a method the site does not know: French answers, nothing stored", async () => {
    expect(await payByTransfer("inconnue")).toEqual({
      status: 404,
      json: { success: false, error: "Cette inscription n'existe pas." },
    });
    expect(await request(world, "GET", "/api/payments/inconnu")).toEqual({
      status: 404,
      json: { success: false, error: "Ce paiement n'existe pas." },
    });
    const { registrationId } = await registerVisitor(world);
    // Every method of the specification is offered now (TWINT last): an unknown one is refused.
    const bitcoin = await request(world, "POST", "/api/payments", {
      inscription_id: registrationId,
      method: "bitcoin",
    });
    expect(bitcoin).toEqual({
      status: 400,
      json: {
        success: false,
        error: "Les données de paiement sont invalides.",
        details: { method: "Veuillez choisir un moyen de paiement" },
      },
    });
    expect(await scanAll("payments")).toEqual([]);
  });
});
