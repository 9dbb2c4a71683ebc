import { afterEach, describe, expect, it, vi } from "vitest";
import {
  cancelPayment,
  fetchPaymentStatus,
  startPayment,
  UnexpectedPaymentAnswer,
} from "../../../web/src/features/payment/api";

const CHECKOUT_URL = "http://127.0.0.1:4018/pay/cs_test_a1b2c3";

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records each call and answers with the given status and JSON body. */
function answer(status: number, body: unknown) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    }),
  );
  return calls;
}

const cardAnswer = {
  success: true,
  payment_id: "pay_1",
  inscription_id: "reg_42",
  method: "card",
  status: "pending",
  amount_centimes: 15000,
  currency: "CHF",
  expires_at: "2026-11-23T12:31:00.000Z",
  url: CHECKOUT_URL,
  redirect_url: CHECKOUT_URL,
};

const billAnswer = {
  success: true,
  payment_id: "pay/2",
  inscription_id: "reg_42",
  method: "virement",
  status: "pending",
  amount_centimes: 15000,
  currency: "CHF",
  expires_at: null,
  qr_bill: {
    svg: '<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="105mm"></svg>',
    reference: "210000000003139471430009017",
    iban: "CH4431999123000889012",
    amount_centimes: 15000,
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const input = { registrationId: "reg_42", method: "card", idempotencyKey: "key-1" } as const;

describe("POST /api/payments", () => {
  it("sends the registration, the method and the Idempotency-Key, nothing else", async () => {
    const calls = answer(201, cardAnswer);
    await startPayment(input);
    expect(calls[0]?.url).toBe("/api/payments");
    expect(calls[0]?.init.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      inscription_id: "reg_42",
      method: "card",
    });
    expect(new Headers(calls[0]?.init.headers).get("Idempotency-Key")).toBe("key-1");
  });

  it("card: the provider's page from url, else redirect_url", async () => {
    answer(201, cardAnswer);
    await expect(startPayment(input)).resolves.toMatchObject({
      kind: "started",
      payment: { paymentId: "pay_1", method: "card", redirectUrl: CHECKOUT_URL, bill: null },
    });
    answer(200, { ...cardAnswer, url: undefined });
    await expect(startPayment(input)).resolves.toMatchObject({
      payment: { redirectUrl: CHECKOUT_URL },
    });
  });

  it("card: no url, or one the browser must not follow, is no url", async () => {
    answer(201, { ...cardAnswer, url: undefined, redirect_url: undefined });
    await expect(startPayment(input)).resolves.toMatchObject({ payment: { redirectUrl: null } });
    answer(201, { ...cardAnswer, url: "javascript:alert(1)", redirect_url: undefined });
    await expect(startPayment(input)).resolves.toMatchObject({ payment: { redirectUrl: null } });
  });

  it("bank transfer: the bill, with the address of its PDF", async () => {
    answer(201, billAnswer);
    await expect(startPayment({ ...input, method: "virement" })).resolves.toEqual({
      kind: "started",
      payment: {
        paymentId: "pay/2",
        method: "virement",
        status: "pending",
        amountCentimes: 15000,
        redirectUrl: null,
        bill: {
          svg: billAnswer.qr_bill.svg,
          reference: "210000000003139471430009017",
          iban: "CH4431999123000889012",
          amountCentimes: 15000,
          dueAt: null,
          pdfPath: "/api/payments/pay%2F2/qr-bill.pdf",
        },
        qrCode: null,
        expiresAt: null,
      },
    });
  });

  it("a bill's due date is read; a broken one counts as none", async () => {
    const due = "2026-12-03T13:30:00.000Z";
    answer(201, { ...billAnswer, qr_bill: { ...billAnswer.qr_bill, due_at: due } });
    await expect(startPayment({ ...input, method: "virement" })).resolves.toMatchObject({
      payment: { bill: { dueAt: due } },
    });
    answer(201, { ...billAnswer, qr_bill: { ...billAnswer.qr_bill, due_at: "demain" } });
    await expect(startPayment({ ...input, method: "virement" })).resolves.toMatchObject({
      payment: { bill: { dueAt: null } },
    });
  });

  it("a bill whose drawing is not an SVG is no bill", async () => {
    answer(201, { ...billAnswer, qr_bill: { ...billAnswer.qr_bill, svg: "<img src=x>" } });
    await expect(startPayment({ ...input, method: "virement" })).rejects.toBeInstanceOf(
      UnexpectedPaymentAnswer,
    );
  });

  it("a refusal gives the server's French text, else « HTTP error! status: N »", async () => {
    answer(502, {
      success: false,
      error: "Une erreur s'est produite lors de la création de la session de paiement",
    });
    await expect(startPayment(input)).resolves.toEqual({
      kind: "refused",
      message: "Une erreur s'est produite lors de la création de la session de paiement",
    });
    answer(409, { success: false, error: "Cette inscription est déjà payée." });
    await expect(startPayment(input)).resolves.toEqual({
      kind: "refused",
      message: "Cette inscription est déjà payée.",
    });
    answer(500, undefined);
    await expect(startPayment(input)).resolves.toEqual({
      kind: "refused",
      message: "HTTP error! status: 500",
    });
  });

  it("rejects when no answer came or the answer breaks the contract", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(startPayment(input)).rejects.toThrow("Failed to fetch");
    answer(201, { success: true, payment_id: "pay_1" });
    await expect(startPayment(input)).rejects.toBeInstanceOf(UnexpectedPaymentAnswer);
  });
});

describe("GET /api/payments/{id}", () => {
  it("reads the status and the registration", async () => {
    const calls = answer(200, {
      success: true,
      payment_id: "pay_1",
      inscription_id: "reg_42",
      status: "completed",
      method: "card",
      amount_centimes: 15000,
      currency: "CHF",
    });
    await expect(fetchPaymentStatus("pay_1")).resolves.toEqual({
      kind: "known",
      status: "completed",
      registrationId: "reg_42",
    });
    expect(calls[0]?.url).toBe("/api/payments/pay_1");
    expect(calls[0]?.init.method).toBe("GET");
  });

  it("404: the payment is unknown; other failures reject, to be asked again", async () => {
    answer(404, { success: false, error: "Ce paiement n'existe pas." });
    await expect(fetchPaymentStatus("pay_x")).resolves.toEqual({ kind: "unknown" });
    answer(503, undefined);
    await expect(fetchPaymentStatus("pay_1")).rejects.toThrow("HTTP error! status: 503");
    answer(200, { success: true, status: "paid" });
    await expect(fetchPaymentStatus("pay_1")).rejects.toBeInstanceOf(UnexpectedPaymentAnswer);
  });
});

describe("POST /api/payments/{id}/cancel", () => {
  it("says the payment's status as the server now has it", async () => {
    const calls = answer(200, {
      success: true,
      payment_id: "pay/1",
      inscription_id: "reg_42",
      status: "expired",
      method: "twint",
      amount_centimes: 15000,
      currency: "CHF",
    });
    await expect(cancelPayment("pay/1")).resolves.toBe("expired");
    expect(calls[0]?.url).toBe("/api/payments/pay%2F1/cancel");
    expect(calls[0]?.init.method).toBe("POST");
  });

  it("null when the answer does not say; a refusal or no answer rejects", async () => {
    answer(200, { success: true });
    await expect(cancelPayment("pay_1")).resolves.toBeNull();
    answer(502, { success: false, error: "Le paiement n'a pas pu être annulé." });
    await expect(cancelPayment("pay_1")).rejects.toThrow("HTTP error! status: 502");
  });
});
