import type { Adapters } from "../../wiring";
import { json } from "../http";
import { bindRoutes } from "../router";

/**
 * The waiting list of a full outing (contract: shared/schemas/waitlist.ts).
 *
 * POST /api/liste-attente: 201 WaitlistJoinResponse; 400 { success: false, error, details };
 * 404 unknown outing; 409 the outing has places (join by registering), is past, or its list is
 * closed (offers stop WAITLIST_OFFERS_STOP_HOURS before the meeting).
 * GET /api/liste-attente/{entry_id}?jeton=…: 200 WaitlistEntryView; 403 for a bad jeton.
 * POST /api/liste-attente/{entry_id}/retrait?jeton=…: leaves the list (waiting) or declines the
 * places offered (offered, unpaid: they go to the next entry at once); 200 WaitlistEntryView.
 */
export function waitlistRoutes(_adapters: Adapters) {
  const notYet = async () => json(501, { success: false, error: "Pas encore disponible." });
  return bindRoutes("waitlist", { join: notYet, show: notYet, withdraw: notYet });
}
