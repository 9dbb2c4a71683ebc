import { ddb } from "@adapters/aws-clients";
import { figureRecords } from "@adapters/figure-records";
import type { SeasonPorts } from "@core/figures/season";
import type { WiringConfig } from "../config";
import type { AwsClients, BaseStores } from "./stores";

/** « Chiffres »: the season's registrations and payments, read for their sums alone, and the clock. */
export function seasonPorts(
  config: Pick<WiringConfig, "TABLE_INSCRIPTIONS" | "TABLE_PAYMENTS">,
  stores: Pick<BaseStores, "clock">,
  clients: Pick<AwsClients, "ddb"> = { ddb },
): SeasonPorts {
  return {
    clock: stores.clock,
    figures: figureRecords({
      client: clients.ddb,
      registrationsTable: config.TABLE_INSCRIPTIONS,
      paymentsTable: config.TABLE_PAYMENTS,
    }),
  };
}
