import { waitlistEntryByLink, withdrawByLink } from "@core/waitlist/entry-by-link";
import { joinWaitlist } from "@core/waitlist/join-waitlist";
import { nameParticipantsByLink } from "@core/waitlist/name-participants";
import type { WaitlistPorts } from "@core/waitlist/ports";
import { WAITLIST_ERRORS } from "@shared/messages/waitlist";
import { parseWaitlistJoinRequest } from "@shared/schemas/waitlist";
import { log } from "../../logger";
import { type ApiEvent, HttpError, json, parseJsonBody } from "../http";
import { NO_STORE } from "../route-helpers";
import { bindRoutes } from "../router";

/**
 * The waiting list of a full outing (contract: shared/schemas/waitlist.ts).
 *
 * POST /api/liste-attente: 201 WaitlistJoinResponse; 400 { success: false, error, details };
 * 404 unknown outing; 409 the outing has places (join by registering), is past, or its list is
 * closed (offers stop WAITLIST_OFFERS_STOP_HOURS before the meeting), or the e-mail is on it.
 * GET /api/liste-attente/{entry_id}?jeton=…: 200 WaitlistEntryView; 403 for a bad jeton.
 * POST /api/liste-attente/{entry_id}/retrait?jeton=…: leaves the list (waiting) or declines the
 * places offered (offered, unpaid: they go to the next entry at once); 200 WaitlistEntryView;
 * 409 when the places offered are already paid.
 * POST /api/liste-attente/{entry_id}/participants?jeton=… { participants }: names the others of
 * places offered for 2 or more (shared participant schema); 200 WaitlistEntryView; 400 per field;
 * 409 when nothing unpaid is offered, or one place only.
 */
export function waitlistRoutes(ports: WaitlistPorts) {
  async function join(event: ApiEvent) {
    const parsed = parseWaitlistJoinRequest(parseJsonBody(event));
    if (!parsed.success) throw new HttpError(400, WAITLIST_ERRORS.invalid, parsed.details);
    const answer = await joinWaitlist(parsed.data, ports);
    const facts = { activityId: parsed.data.activity_id, places: parsed.data.places };
    if (answer.body.success) {
      log.info("waitlist_joined", { entryId: answer.body.entry_id, ...facts });
    } else {
      log.info("waitlist_refused", { ...facts, status: answer.statusCode });
    }
    return json(answer.statusCode, answer.body);
  }

  const linkOf = (event: ApiEvent) => ({
    entryId: event.pathParameters?.entry_id ?? "",
    jeton: event.queryStringParameters?.jeton ?? "",
  });

  async function show(event: ApiEvent) {
    const { entryId, jeton } = linkOf(event);
    const answer = await waitlistEntryByLink(entryId, jeton, ports);
    return json(answer.statusCode, answer.body, NO_STORE);
  }

  async function withdraw(event: ApiEvent) {
    const { entryId, jeton } = linkOf(event);
    const answer = await withdrawByLink(entryId, jeton, ports);
    if (answer.body.success) {
      log.info("waitlist_withdrawn", { entryId, status: answer.body.status });
    }
    return json(answer.statusCode, answer.body, NO_STORE);
  }

  async function nameParticipants(event: ApiEvent) {
    const { entryId, jeton } = linkOf(event);
    const answer = await nameParticipantsByLink(entryId, jeton, parseJsonBody(event), ports);
    // Counts and ids only: the names stay in the registration.
    log.info(
      answer.body.success ? "waitlist_participants_named" : "waitlist_participants_refused",
      {
        entryId,
        status: answer.statusCode,
      },
    );
    return json(answer.statusCode, answer.body, NO_STORE);
  }

  return bindRoutes("waitlist", { join, show, withdraw, nameParticipants });
}
