import { cancellationApi } from "../cancellation/api";
import { figuresApi } from "../figures/api";
import { fleetApi } from "../fleet/api";
import { outingsApi } from "../outings/api";
import { participantsApi } from "../participants/api";
import { paymentsApi } from "../payments/api";
import { peopleApi } from "../people/api";
import { requestsApi } from "../requests/api";
import { createTeamClient, type TeamApiDeps } from "./team-client";

/** Every room's requests over one client with the founder's token: what the screens call. */
export function createTeamApi(deps: TeamApiDeps) {
  const client = createTeamClient(deps);
  return {
    ...outingsApi(client),
    ...participantsApi(client),
    ...cancellationApi(client),
    ...requestsApi(client),
    ...peopleApi(client),
    ...paymentsApi(client),
    ...fleetApi(client),
    ...figuresApi(client),
  };
}

export type TeamApi = ReturnType<typeof createTeamApi>;
