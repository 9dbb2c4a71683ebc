import { subscribersCsv } from "@core/newsletter/subscribers-csv";
import { InvalidCursorError } from "@core/requests/ports";
import { listMessages, listQuotes } from "@core/requests/request-lists";
import { type RequestKind, setRequestStatus } from "@core/requests/set-request-status";
import {
  type RequestHandling,
  requestStatusInputSchema,
  TEAM_REQUEST_ERRORS,
} from "@shared/schemas/team-requests";
import { type ApiEvent, type ApiResult, HttpError, json, parseJsonBody } from "../../api/http";
import { NO_STORE, noStoreOnRefusal } from "../../api/route-helpers";
import { bindRoutes } from "../../api/router";
import { log } from "../../logger";
import { requestListPorts, requestStatusPorts } from "../../wiring/requests";
import { teamActor } from "../team-actor";
import type { TeamAdapters } from "../wiring";

/** `?statut=a_traiter` (« À traiter seulement ») or all; `?suite=` the cursor of « Voir plus ». */
function listOptions(event: ApiEvent): { handling?: RequestHandling; cursor?: string } {
  const query = event.queryStringParameters ?? {};
  const statut = query.statut;
  if (statut !== undefined && statut !== "a_traiter" && statut !== "traite") {
    throw new HttpError(400, TEAM_REQUEST_ERRORS.filterInvalid);
  }
  return {
    ...(statut ? { handling: statut } : {}),
    ...(query.suite ? { cursor: query.suite } : {}),
  };
}

async function readPage<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof InvalidCursorError)
      throw new HttpError(400, TEAM_REQUEST_ERRORS.cursorInvalid);
    throw error;
  }
}

/**
 * The team space's quote requests, contact messages and newsletter subscribers (route-table.ts
 * `teamRequests`, shapes in shared/schemas/team-requests.ts), read through indexes, never a Scan.
 * Every answer, refusals included, is `cache-control: no-store`.
 */
export function teamRequestsRoutes({ stores }: TeamAdapters) {
  const lists = requestListPorts(stores);

  async function setStatus(event: ApiEvent, kind: RequestKind, id: string): Promise<ApiResult> {
    const actor = teamActor(event);
    const parsed = requestStatusInputSchema.safeParse(parseJsonBody(event));
    if (!parsed.success) throw new HttpError(400, TEAM_REQUEST_ERRORS.statusInvalid);
    const outcome = await setRequestStatus(
      kind,
      id,
      parsed.data.statut,
      actor.id,
      requestStatusPorts(stores, kind),
    );
    log.info("team_request_status", { kind, requestId: id, actorId: actor.id, outcome });
    if (outcome === "missing") {
      throw new HttpError(
        404,
        kind === "quote" ? TEAM_REQUEST_ERRORS.quoteNotFound : TEAM_REQUEST_ERRORS.messageNotFound,
      );
    }
    return json(
      200,
      { success: true, id, statut: parsed.data.statut, modifie: outcome === "changed" },
      NO_STORE,
    );
  }

  return bindRoutes(
    "teamRequests",
    noStoreOnRefusal({
      quotes: async (event) => {
        teamActor(event);
        const page = await readPage(() => listQuotes(listOptions(event), lists.quotes));
        return json(200, { success: true, devis: page.items, suite: page.next }, NO_STORE);
      },

      setQuoteStatus: (event) => setStatus(event, "quote", event.pathParameters?.quote_id ?? ""),

      messages: async (event) => {
        teamActor(event);
        const page = await readPage(() => listMessages(listOptions(event), lists.messages));
        return json(200, { success: true, messages: page.items, suite: page.next }, NO_STORE);
      },

      setMessageStatus: (event) =>
        setStatus(event, "message", event.pathParameters?.message_id ?? ""),

      newsletterCsv: async (event) => {
        teamActor(event);
        return {
          statusCode: 200,
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": 'attachment; filename="abonnes-newsletter.csv"',
            ...NO_STORE,
          },
          body: subscribersCsv(await stores.newsletterSubscribers.listConfirmed()),
        };
      },
    }),
  );
}
