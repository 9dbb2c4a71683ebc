import { ddb, eventBridge } from "@adapters/aws-clients";
import { paymentAdapters } from "@adapters/payment-adapters";
import { paymentLinkSecret } from "@adapters/payment-link-secret";
import type { Clock } from "@core/clock";
import { paymentLinks } from "@core/registrations/links";
import { drawShortReference } from "@core/registrations/short-reference";
import type { WiringConfig } from "../config";
import { type AwsClients, wireStores } from "./stores";

export type { AwsClients } from "./stores";

/**
 * The functions' adapters, wired from the validated config: the stores (wiring/stores.ts), the
 * payment providers and the signed links. Each handler calls this once, at module scope (once per
 * Lambda container); a test calls it with another config (a bus that does not exist, say) to get
 * the same adapters pointed elsewhere, another clock (deadlines tested without waiting), or
 * shorter provider timeouts (a late provider tested quickly), or a fixed short reference (a
 * collision tested on purpose). A function that never touches a payment wires only the stores (wireStores), and its bundle
 * leaves out the providers' SDKs and the PDF renderer.
 */
export function wireAdapters(
  config: WiringConfig,
  clients: AwsClients = { ddb, eventBridge },
  options: { clock?: Clock; providerTimeoutMs?: number; shortReference?: () => string } = {},
) {
  const stores = wireStores(config, clients, options);
  const {
    clock,
    outbox,
    activities,
    activityPlaces,
    fleet,
    fleetDays,
    idempotency,
    registrations,
    quoteRequests,
  } = stores;
  return {
    ...stores,
    payments: paymentAdapters({
      config,
      client: clients.ddb,
      outbox,
      activities,
      activityPlaces,
      fleet,
      fleetDays,
      idempotency,
      registrations,
      quoteRequests,
      clock,
      providerTimeoutMs: options.providerTimeoutMs,
    }),
    // Signs and checks the links that bring a visitor back to pay or cancel (key read on first use).
    paymentLinks: paymentLinks(paymentLinkSecret(), {
      untilDeadline: config.AUTOMATIC_EXPIRY === "on",
    }),
    /** Draws a registration's short reference; the registration's transaction makes it unique. */
    shortReference: options.shortReference ?? (() => drawShortReference()),
  };
}

export type Adapters = ReturnType<typeof wireAdapters>;
