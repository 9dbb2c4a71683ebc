import { buildEvent } from "@shared/events/envelope";
import { requestStatusChanged } from "@shared/events/request-events";
import type { RequestHandling } from "@shared/schemas/team-requests";
import { publishOrLeaveForSweeper } from "../forms/form-outbox";
import type { RequestInbox, RequestStatusPorts } from "./ports";

export type RequestKind = "quote" | "message";

/**
 * « Marquer comme traité » / « Remettre à traiter »: sets a request's status with its
 * RequestStatusChanged event in one transaction. Asking for the status it already has changes
 * nothing and writes no event (a double click is harmless). `missing`: no such request.
 */
export async function setRequestStatus(
  kind: RequestKind,
  id: string,
  to: RequestHandling,
  actorId: string,
  ports: RequestStatusPorts & { inbox: Pick<RequestInbox<never>, "setHandling"> },
): Promise<"changed" | "unchanged" | "missing"> {
  const now = ports.clock.now();
  const event = buildEvent(
    requestStatusChanged,
    { kind, request_id: id, status: to, actor_id: actorId },
    ports.newId(),
    now,
  );
  const outcome = await ports.inbox.setHandling(id, to, now.toISOString(), event);
  if (outcome === "changed") await publishOrLeaveForSweeper(ports.publishAndClear, [event]);
  return outcome;
}
