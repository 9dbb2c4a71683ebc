import type { Config, WiringConfig } from "../config";
import { teamCancellationPorts } from "../wiring/activity-cancellation";
import { seasonPorts } from "../wiring/figures";
import { personDataPorts } from "../wiring/people";
import { type AwsClients, wireStores } from "../wiring/stores";
import { teamActivityPorts } from "../wiring/team-activities";

/**
 * What the team function's routes (functions/team/routes/) run on, wired once per container from
 * the config: each feature's ports from its wiring module, on the stores alone (no payment
 * provider's client), so that the team function's bundle stays small.
 */
export function wireTeamAdapters(
  config: WiringConfig & Partial<Pick<Config, "QUEUE_ACTIVITY_CANCELLATIONS_URL">>,
  clients?: AwsClients,
) {
  const stores = wireStores(config, clients);
  const ports = teamActivityPorts(stores);
  // `stores`: every store, for the routes of the other team features to take what they use.
  return {
    ports,
    stores,
    cancellation: teamCancellationPorts(config, ports, stores),
    people: personDataPorts(config, stores, clients),
    season: seasonPorts(config, stores, clients),
  };
}

export type TeamAdapters = ReturnType<typeof wireTeamAdapters>;
