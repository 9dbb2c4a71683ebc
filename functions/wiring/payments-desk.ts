import { randomUUID } from "node:crypto";
import type { BankFilePorts } from "@core/payments/bank/bank-file-import";
import type { PaymentsDeskPorts } from "@core/payments/payments-desk";
import type { RefundByHandPorts } from "@core/payments/refund-by-hand";
import type { WiringConfig } from "../config";
import {
  type AwsClients,
  type BaseStores,
  type Stores,
  wireBaseStores,
  wirePaymentStore,
} from "./stores";

/** The payment store without any provider (no secret, no SDK): what the desk settles with. */
type DeskStores = Pick<BaseStores, "clock" | "outbox"> & {
  paymentStore: ReturnType<typeof wirePaymentStore>;
};

/** A payment settled by hand (« Marquer comme payé », `npm run payments -- mark-paid`). */
export function settlementPorts(stores: DeskStores) {
  return {
    store: stores.paymentStore,
    clock: stores.clock,
    newId: randomUUID,
    publishAndClear: stores.outbox.publishAndClear,
  };
}

/** A bank file imported (the desk's « Relevé », the bucket's imports/), its summary announced. */
export function bankFilePorts(stores: DeskStores): BankFilePorts {
  return {
    ...settlementPorts(stores),
    announce: (events) => stores.outbox.storeAndPublish(events),
  };
}

/**
 * The bank-file worker's import (the bucket's imports/): the base stores and the payment store
 * alone, so that its bundle carries no provider and no other feature's store.
 */
export function bankImportPorts(config: WiringConfig, clients?: AwsClients): BankFilePorts {
  const base = wireBaseStores(config, clients);
  return bankFilePorts({ ...base, paymentStore: wirePaymentStore(config, base, clients?.ddb) });
}

/** The desk's lists: unpaid registrations, payments settled by hand, refunds to do. */
export function paymentsDeskPorts(stores: Stores): PaymentsDeskPorts {
  return {
    listUnpaid: stores.registrations.listUnpaid,
    store: stores.paymentStore,
    pending: stores.pendingRefunds,
    clock: stores.clock,
  };
}

/** « Remboursé à la main »: recorded once, with its event. */
export function refundByHandPorts(stores: Stores): RefundByHandPorts {
  return { ...settlementPorts(stores), pending: stores.pendingRefunds };
}
