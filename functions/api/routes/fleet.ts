import { bikeAvailability } from "@core/fleet/fleet-view";
import type { FleetPorts } from "@core/fleet/ports";
import { REGISTRATION_ERRORS } from "@shared/messages/registration";
import { FLEET_MESSAGES } from "@shared/schemas/fleet";
import { json } from "../http";
import { activityIdOf, NO_STORE } from "../route-helpers";
import { bindRoutes } from "../router";

/**
 * GET /api/activities/{activity_id}/velos: `BikeAvailability` (shared/schemas/fleet.ts), the
 * rental bikes still free that day by size and the supplement per bike, for the registration
 * dialog of an e-bike outing. Never cached: the last bike may go at any moment (the registration
 * itself checks again). 404 for an unknown or hidden outing, and for one without rental bikes.
 */
export function fleetRoutes(
  ports: Pick<FleetPorts, "fleet"> & {
    getActivity(
      id: string,
    ): Promise<{ date: string; categorie: string; masquee?: boolean } | undefined>;
  },
) {
  return bindRoutes("fleet", {
    availability: async (event) => {
      const activity = await ports.getActivity(activityIdOf(event));
      if (!activity || activity.masquee) {
        return json(404, { success: false, error: REGISTRATION_ERRORS.activityNotFound }, NO_STORE);
      }
      const availability = await bikeAvailability(activity, ports);
      if (!availability) {
        return json(404, { success: false, error: FLEET_MESSAGES.notOffered }, NO_STORE);
      }
      return json(200, availability, NO_STORE);
    },
  });
}
