import { paypalEvent, walletOrderState } from "@adapters/paypal/paypal-wallet";
import { describe, expect, it } from "vitest";

const unit = { amount: { currency_code: "CHF", value: "150.00" }, custom_id: "pay-1" };

describe("a PayPal order as the payment use cases read it", () => {
  it("waiting for the visitor: pending, the order's amount in centimes", () => {
    expect(
      walletOrderState({ id: "O1", status: "PAYER_ACTION_REQUIRED", purchase_units: [unit] }),
    ).toEqual({
      providerRef: "O1",
      paymentId: "pay-1",
      stage: "pending",
      amountCentimes: 15000,
      currency: "CHF",
    });
  });

  it("approved: to capture", () => {
    expect(walletOrderState({ id: "O1", status: "APPROVED", purchase_units: [unit] }).stage).toBe(
      "approved",
    );
  });

  it("completed: the capture's status and amount decide", () => {
    const captured = (status: string, value: string) =>
      walletOrderState({
        id: "O1",
        status: "COMPLETED",
        purchase_units: [
          {
            ...unit,
            payments: { captures: [{ id: "C1", status, amount: { currency_code: "CHF", value } }] },
          },
        ],
      });
    expect(captured("COMPLETED", "150.00")).toMatchObject({
      stage: "completed",
      amountCentimes: 15000,
    });
    expect(captured("DECLINED", "150.00").stage).toBe("failed");
    expect(captured("COMPLETED", "15.5")).toMatchObject({ amountCentimes: 1550 });
    expect(captured("COMPLETED", "1.005").amountCentimes).toBeNull();
  });
});

describe("a PayPal webhook reduced to its event id, type and order", () => {
  it("CHECKOUT.* events are about their resource, PAYMENT.CAPTURE.* about the related order", () => {
    expect(
      paypalEvent(
        JSON.stringify({
          id: "WH-1",
          event_type: "CHECKOUT.ORDER.APPROVED",
          resource_type: "checkout-order",
          resource: { id: "O1" },
        }),
      ),
    ).toEqual({ id: "WH-1", type: "CHECKOUT.ORDER.APPROVED", objectId: "O1" });
    expect(
      paypalEvent(
        JSON.stringify({
          id: "WH-2",
          event_type: "PAYMENT.CAPTURE.COMPLETED",
          resource_type: "capture",
          resource: { id: "C1", supplementary_data: { related_ids: { order_id: "O1" } } },
        }),
      ),
    ).toEqual({ id: "WH-2", type: "PAYMENT.CAPTURE.COMPLETED", objectId: "O1" });
  });

  it("CHECKOUT.PAYMENT-APPROVAL.REVERSED is about resource.order_id, its resource having no id", () => {
    // PayPal's sample event (« Handle uncaptured payments »), with this site's custom_id.
    const documented = {
      id: "WH-COC11055RA711503B-4YM959094A144403T",
      create_time: "2020-01-25T21:21:49.000Z",
      event_type: "CHECKOUT.PAYMENT-APPROVAL.REVERSED",
      summary: "A payment has been reversed after approval.",
      resource: {
        order_id: "5O190127TN364715T",
        purchase_units: [
          {
            reference_id: "d9f80740-38f0-11e8-b467-0ed5f89f718b",
            custom_id: "pay-1",
            invoice_id: "MERCHANT_INVOICE_ID",
          },
        ],
        payment_source: { ideal: { name: "Test Buyer", country_code: "NL" } },
      },
      event_version: "1.0",
    };
    expect(paypalEvent(JSON.stringify(documented))).toEqual({
      id: "WH-COC11055RA711503B-4YM959094A144403T",
      type: "CHECKOUT.PAYMENT-APPROVAL.REVERSED",
      objectId: "5O190127TN364715T",
    });
    // Without its order_id the event names no order (the use case then logs and ignores it).
    const { order_id: _, ...withoutOrder } = documented.resource;
    expect(paypalEvent(JSON.stringify({ ...documented, resource: withoutOrder }))).toEqual({
      id: documented.id,
      type: "CHECKOUT.PAYMENT-APPROVAL.REVERSED",
      objectId: "",
    });
  });

  it("anything else is not an event", () => {
    expect(paypalEvent("not json")).toBeUndefined();
    expect(paypalEvent(JSON.stringify({ event_type: "X" }))).toBeUndefined();
    expect(paypalEvent("null")).toBeUndefined();
  });
});
