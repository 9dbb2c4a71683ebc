import type { BaseStores } from "./stores";

/**
 * The outbox sweeper's ports: the outbox (whose items it publishes to the bus, then deletes) and
 * the clock that says their age. The stores alone: the sweeper carries no provider.
 */
export function outboxSweepPorts(stores: Pick<BaseStores, "outbox" | "clock">) {
  return { outbox: stores.outbox, now: stores.clock.now };
}
