import {
  type RequestHandling,
  teamMessageListSchema,
  teamQuoteListSchema,
  teamRequestStatusAnswerSchema,
} from "@shared/schemas/team-requests";
import type { TeamClient } from "../shared/team-client";

/** A page of a request list: those to handle only, or all; after the cursor of « Voir plus ». */
export interface RequestPageAsked {
  toHandleOnly: boolean;
  cursor?: string | null;
}

function requestListPath(path: string, { toHandleOnly, cursor }: RequestPageAsked): string {
  const query = new URLSearchParams();
  if (toHandleOnly) query.set("statut", "a_traiter");
  if (cursor) query.set("suite", cursor);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Requests: quote requests, contact messages, the newsletter's confirmed subscribers. */
export function requestsApi(client: TeamClient) {
  return {
    listQuotes: (page: RequestPageAsked, signal?: AbortSignal) =>
      client.get(teamQuoteListSchema, requestListPath("/api/equipe/devis", page), signal),
    listMessages: (page: RequestPageAsked, signal?: AbortSignal) =>
      client.get(teamMessageListSchema, requestListPath("/api/equipe/messages", page), signal),
    setRequestStatus: (kind: "devis" | "messages", id: string, statut: RequestHandling) =>
      client.post(
        teamRequestStatusAnswerSchema,
        `/api/equipe/${kind}/${encodeURIComponent(id)}/statut`,
        { statut },
      ),
    newsletterCsv: (): Promise<Blob> => client.file("/api/equipe/newsletter.csv", "text/csv"),
  };
}
