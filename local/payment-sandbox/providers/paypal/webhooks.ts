/**
 * PayPal's webhooks as the sandbox sends them, and the verification PayPal offers for them.
 *
 * Envelope (notifications_webhooks_v1.json, schema `event`): id (WH-…), event_version,
 * create_time, resource_type, resource_version, event_type, summary, resource. PayPal also adds
 * HATEOAS links to the event's own pages; the sandbox serves no such pages and leaves them out.
 * CHECKOUT.PAYMENT-APPROVAL.REVERSED is sent as PayPal's « Handle uncaptured payments » page shows
 * its sample event instead: id, create_time, event_type, summary, resource, event_version, and a
 * resource that is not the order but `{ order_id, purchase_units: [{ reference_id, custom_id,
 * invoice_id }], payment_source }` (no `id`).
 *
 * Headers: PAYPAL-TRANSMISSION-ID (a UUID, new for every attempt [unconfirmed]),
 * PAYPAL-TRANSMISSION-TIME, PAYPAL-TRANSMISSION-SIG, PAYPAL-CERT-URL, PAYPAL-AUTH-ALGO
 * (SHA256withRSA). The signature is RSA-SHA256 over
 * `<transmission id>|<transmission time>|<webhook id>|<decimal CRC32 of the raw body>`
 * (developer.paypal.com/api/rest/webhooks/rest; partly [unconfirmed]), made with a key pair the
 * sandbox draws when it starts. Its "certificate" URL serves the public key as PEM, not an X.509
 * certificate as PayPal's does: the adapter verifies through the API, never offline.
 *
 * POST /v1/notifications/verify-webhook-signature answers SUCCESS only for an event this sandbox
 * really sent: same transmission headers as one it signed (kept as it signs them, so a receiver
 * may verify while the delivery is still under way), same event (compared as parsed JSON, as
 * PayPal receives it back), the configured webhook id, and a signature that verifies.
 */
import {
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomUUID,
  sign,
  verify,
} from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { crc32 } from "node:zlib";
import { randomId, UPPER_ALPHANUMERIC } from "../../ids";
import type { WebhookSigner } from "../../webhooks-outbox";
import type { OrderObject } from "./order";

export type PaypalEventType =
  | "CHECKOUT.ORDER.APPROVED"
  | "PAYMENT.CAPTURE.COMPLETED"
  /**
   * The checkout webhooks page names PAYMENT.CAPTURE.DENIED; the event-names page lists
   * PAYMENT.CAPTURE.DECLINED for Payments v2 [unconfirmed which one a declined capture sends].
   */
  | "PAYMENT.CAPTURE.DENIED"
  /** An approved order left uncaptured past its window (developer.paypal.com uncaptured-payments). */
  | "CHECKOUT.PAYMENT-APPROVAL.REVERSED";

export interface PaypalWebhookEvent {
  id: string;
  event_version: "1.0";
  create_time: string;
  /** Absent from CHECKOUT.PAYMENT-APPROVAL.REVERSED, as in PayPal's sample of it. */
  resource_type?: "checkout-order" | "capture";
  resource_version?: "2.0";
  event_type: PaypalEventType;
  summary: string;
  resource: unknown;
}

export const AUTH_ALGO = "SHA256withRSA";
export const CERT_PATH = "/v1/notifications/certs/CERT-local-payment-sandbox";

const SUMMARIES: Record<PaypalEventType, string> = {
  "CHECKOUT.ORDER.APPROVED": "An order has been approved by buyer",
  "PAYMENT.CAPTURE.COMPLETED": "Payment completed",
  "PAYMENT.CAPTURE.DENIED": "Payment denied",
  "CHECKOUT.PAYMENT-APPROVAL.REVERSED": "A payment has been reversed after approval.",
};

/**
 * The resource of CHECKOUT.PAYMENT-APPROVAL.REVERSED: the order's id under `order_id`, its
 * purchase unit's references and its payment source, nothing else of the order.
 */
export function approvalReversedResource(order: OrderObject) {
  const unit = order.purchase_units[0];
  return {
    order_id: order.id,
    purchase_units: [
      {
        reference_id: unit.reference_id,
        ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
        ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
      },
    ],
    ...(order.payment_source ? { payment_source: order.payment_source } : {}),
  };
}

export function webhookEvent(
  type: PaypalEventType,
  resource: unknown,
  nowMs: number,
): PaypalWebhookEvent {
  const part = () => randomId("", 17, UPPER_ALPHANUMERIC);
  const id = `WH-${part()}-${part()}`;
  if (type === "CHECKOUT.PAYMENT-APPROVAL.REVERSED") {
    return {
      id,
      create_time: new Date(nowMs).toISOString(),
      event_type: type,
      summary: SUMMARIES[type],
      resource: structuredClone(resource),
      event_version: "1.0",
    };
  }
  return {
    id,
    event_version: "1.0",
    create_time: new Date(nowMs).toISOString(),
    resource_type: type.startsWith("PAYMENT.CAPTURE.") ? "capture" : "checkout-order",
    resource_version: "2.0",
    event_type: type,
    summary: SUMMARIES[type],
    resource: structuredClone(resource),
  };
}

/** What PayPal signs: the transmission, the webhook it goes to, and the body's CRC32. */
export function transmissionMessage(
  transmissionId: string,
  transmissionTime: string,
  webhookId: string,
  rawBody: string,
): string {
  return `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(rawBody)}`;
}

export interface VerifyRequest {
  auth_algo: string;
  cert_url: string;
  transmission_id: string;
  transmission_sig: string;
  transmission_time: string;
  webhook_id: string;
  webhook_event: unknown;
}

interface Transmission {
  time: string;
  sig: string;
  rawBody: string;
}

export class PaypalWebhookSigning {
  private readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  /** Every transmission signed, by its id. */
  private readonly transmissions = new Map<string, Transmission>();

  constructor(
    private readonly webhookId: string,
    private readonly certUrl: () => string,
  ) {
    const pair = generateKeyPairSync("rsa", { modulusLength: 2048 });
    this.privateKey = pair.privateKey;
    this.publicKey = createPublicKey(pair.privateKey);
  }

  signer(): WebhookSigner {
    return {
      headers: (rawBody, timestampSeconds) => {
        const transmissionId = randomUUID();
        const transmissionTime = `${new Date(timestampSeconds * 1000).toISOString().slice(0, 19)}Z`;
        const message = transmissionMessage(
          transmissionId,
          transmissionTime,
          this.webhookId,
          rawBody,
        );
        const sig = sign("sha256", Buffer.from(message), this.privateKey).toString("base64");
        this.transmissions.set(transmissionId, { time: transmissionTime, sig, rawBody });
        return {
          "paypal-transmission-id": transmissionId,
          "paypal-transmission-time": transmissionTime,
          "paypal-transmission-sig": sig,
          "paypal-cert-url": this.certUrl(),
          "paypal-auth-algo": AUTH_ALGO,
          // PayPal's agent string carries a build number; this one is the sandbox's own.
          "user-agent": "PayPal/AUHD-214.0-local-payment-sandbox",
        };
      },
    };
  }

  publicKeyPem(): string {
    return this.publicKey.export({ type: "spki", format: "pem" }).toString();
  }

  /** SUCCESS only for an event this sandbox really sent, as it was signed. */
  verify(request: VerifyRequest): "SUCCESS" | "FAILURE" {
    if (request.webhook_id !== this.webhookId) return "FAILURE";
    if (request.auth_algo !== AUTH_ALGO || request.cert_url !== this.certUrl()) return "FAILURE";
    const sent = this.transmissions.get(request.transmission_id);
    if (!sent || sent.time !== request.transmission_time || sent.sig !== request.transmission_sig) {
      return "FAILURE";
    }
    if (!isDeepStrictEqual(JSON.parse(sent.rawBody), request.webhook_event)) return "FAILURE";
    const message = transmissionMessage(
      request.transmission_id,
      request.transmission_time,
      request.webhook_id,
      sent.rawBody,
    );
    const signature = Buffer.from(request.transmission_sig, "base64");
    return verify("sha256", Buffer.from(message), this.publicKey, signature)
      ? "SUCCESS"
      : "FAILURE";
  }

  /** Forgets what was sent (POST /_sandbox/reset): those events no longer verify. */
  reset(): void {
    this.transmissions.clear();
  }
}
