import type { PaymentAdapters } from "@adapters/payment-adapters";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiEvent } from "../../../functions/api/http";
import { webhookRoutes } from "../../../functions/api/routes/webhooks";
import { paymentPorts } from "../../support/payment-fakes";

/** The route with PayPal's verification answering SUCCESS, and the log lines it writes. */
function verifiedRoute() {
  const world = paymentPorts();
  const payments = {
    ...world.ports,
    verifyPaypalWebhook: async () => true,
  } as unknown as PaymentAdapters;
  const route = webhookRoutes({ payments }).find((r) => r.path === "/api/webhooks/paypal");
  if (!route) throw new Error("no route");
  const lines: Record<string, unknown>[] = [];
  vi.spyOn(console, "log").mockImplementation((line: string) => lines.push(JSON.parse(line)));
  const post = (body: unknown) =>
    route.handle({ body: JSON.stringify(body), headers: {} } as unknown as ApiEvent);
  return { ...world, post, lines };
}

afterEach(() => vi.restoreAllMocks());

describe("POST /api/webhooks/paypal, an event that names no order", () => {
  it("a reversal without resource.order_id: 200 as for any event not ours, recorded, a warning with ids only", async () => {
    const { post, lines, store } = verifiedRoute();
    const res = await post({
      id: "WH-NO-ORDER",
      create_time: "2026-05-01T08:00:00.000Z",
      event_type: "CHECKOUT.PAYMENT-APPROVAL.REVERSED",
      summary: "A payment has been reversed after approval.",
      resource: {
        purchase_units: [{ custom_id: "pay-1" }],
        payment_source: { paypal: { email_address: "monique.favre@example.ch" } },
      },
      event_version: "1.0",
    });
    expect(res.statusCode).toBe(200);
    expect([...store.providerEvents]).toEqual(["paypal#WH-NO-ORDER"]);
    expect(lines).toEqual([
      expect.objectContaining({
        level: "warn",
        message: "paypal_webhook_without_order",
        eventId: "WH-NO-ORDER",
        type: "CHECKOUT.PAYMENT-APPROVAL.REVERSED",
        outcome: "ignored",
        reason: "no_order_id",
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain("monique");
  });
});
