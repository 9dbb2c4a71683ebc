import type { ActivityInput } from "@shared/schemas/activity-input";
import {
  teamActivityAnswerSchema,
  teamActivityListSchema,
  teamParticipantListSchema,
  teamPastActivitiesPageSchema,
  teamRegistrationSchema,
} from "@shared/schemas/team";
import {
  cancellationAnswerSchema,
  type ParticipantsMessageInput,
  participantsMessageAnswerSchema,
} from "@shared/schemas/team-cancellation";
import {
  bankImportReportSchema,
  deskActionAnswerSchema,
  type MarkPaidInput,
  paymentsDeskSchema,
} from "@shared/schemas/team-payments";
import { personDataSchema, personErasureSchema } from "@shared/schemas/team-people";
import {
  type RequestHandling,
  teamMessageListSchema,
  teamQuoteListSchema,
  teamRequestStatusAnswerSchema,
} from "@shared/schemas/team-requests";
import type * as z from "@shared/zod";
import { ApiError } from "../../../lib/api-client";
import { TEAM_TEXTS } from "./team-texts";

/**
 * The team space's requests to /api/equipe/*, each with the founder's access token. The site's
 * API client (lib/api-client.ts) sends no token and is part of the public pages' first script,
 * which this space must not grow: the requests are made here, with the same ApiError.
 */
export interface TeamApiDeps {
  /** A valid access token, or null when the session has ended. */
  accessToken: () => Promise<string | null>;
  /** Called on a 401 (or no token at all): the session is over. */
  onUnauthorized: () => void;
  fetchImpl?: typeof fetch;
}

type Method = "GET" | "POST";

export function createTeamApi({ accessToken, onUnauthorized, fetchImpl = fetch }: TeamApiDeps) {
  async function send(
    path: string,
    method: Method,
    options: {
      body?: unknown;
      /** A body sent as it is (a bank file), with its content type. */
      raw?: { body: Blob | string; type: string };
      headers?: Record<string, string>;
      accept?: string;
      signal?: AbortSignal;
      idempotencyKey?: string;
    } = {},
  ): Promise<Response> {
    const token = await accessToken();
    if (!token) {
      onUnauthorized();
      throw new ApiError(401, null);
    }
    const headers: Record<string, string> = {
      Accept: options.accept ?? "application/json",
      Authorization: `Bearer ${token}`,
    };
    if (options.body !== undefined) headers["Content-Type"] = "application/json";
    if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
    if (options.raw) headers["Content-Type"] = options.raw.type;
    Object.assign(headers, options.headers);
    const response = await fetchImpl(path, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.raw ? { body: options.raw.body } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (response.status === 401) onUnauthorized();
    if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
    return response;
  }

  async function json<S extends z.ZodMiniType>(
    schema: S,
    path: string,
    method: Method,
    options: Parameters<typeof send>[2] = {},
  ): Promise<z.output<S>> {
    const response = await send(path, method, options);
    return schema.parse(await response.json());
  }

  const activity = (id: string) => `/api/equipe/sorties/${encodeURIComponent(id)}`;
  const person = (path: string, email: string) =>
    `/api/equipe/personnes${path}?email=${encodeURIComponent(email)}`;

  return {
    listActivities: (signal?: AbortSignal) =>
      json(teamActivityListSchema, "/api/equipe/sorties", "GET", { signal }),
    listPastActivities: (cursor: string) =>
      json(
        teamPastActivitiesPageSchema,
        `/api/equipe/sorties/passees?apres=${encodeURIComponent(cursor)}`,
        "GET",
      ),
    showActivity: (id: string, signal?: AbortSignal) =>
      json(teamActivityAnswerSchema, activity(id), "GET", { signal }),
    createActivity: (input: ActivityInput) =>
      json(teamActivityAnswerSchema, "/api/equipe/sorties", "POST", { body: input }),
    editActivity: (id: string, input: ActivityInput) =>
      json(teamActivityAnswerSchema, activity(id), "POST", { body: input }),
    setHidden: (id: string, masquee: boolean) =>
      json(teamActivityAnswerSchema, `${activity(id)}/visibilite`, "POST", {
        body: { masquee },
      }),
    listParticipants: (id: string, signal?: AbortSignal) =>
      json(teamParticipantListSchema, `${activity(id)}/participants`, "GET", { signal }),
    participantsCsv: async (id: string): Promise<Blob> =>
      (await send(`${activity(id)}/participants.csv`, "GET", { accept: "text/csv" })).blob(),
    showRegistration: (id: string, signal?: AbortSignal) =>
      json(teamRegistrationSchema, `/api/equipe/inscriptions/${encodeURIComponent(id)}`, "GET", {
        signal,
      }),
    // Requests: quote requests, contact messages, the newsletter's confirmed subscribers.
    listQuotes: (page: RequestPageAsked, signal?: AbortSignal) =>
      json(teamQuoteListSchema, requestListPath("/api/equipe/devis", page), "GET", { signal }),
    listMessages: (page: RequestPageAsked, signal?: AbortSignal) =>
      json(teamMessageListSchema, requestListPath("/api/equipe/messages", page), "GET", {
        signal,
      }),
    setRequestStatus: (kind: "devis" | "messages", id: string, statut: RequestHandling) =>
      json(
        teamRequestStatusAnswerSchema,
        `/api/equipe/${kind}/${encodeURIComponent(id)}/statut`,
        "POST",
        { body: { statut } },
      ),
    newsletterCsv: async (): Promise<Blob> =>
      (await send("/api/equipe/newsletter.csv", "GET", { accept: "text/csv" })).blob(),
    // « Données d'une personne »: what is held about an address, its files, its erasure.
    showPerson: (email: string, signal?: AbortSignal) =>
      json(personDataSchema, person("", email), "GET", { signal }),
    personJson: async (email: string): Promise<Blob> =>
      (await send(person("/export", email), "GET", { accept: "application/json" })).blob(),
    personSummary: async (email: string): Promise<Blob> =>
      (await send(person("/resume", email), "GET", { accept: "text/html" })).blob(),
    erasePerson: (email: string) =>
      json(personErasureSchema, "/api/equipe/personnes/effacement", "POST", { body: { email } }),
    // Cancelling a date and writing to everyone on it (one key per press: a retry sends once).
    showCancellation: (id: string, signal?: AbortSignal) =>
      json(cancellationAnswerSchema, `${activity(id)}/annulation`, "GET", { signal }),
    cancelActivity: (id: string, raison: string, idempotencyKey: string) =>
      json(cancellationAnswerSchema, `${activity(id)}/annulation`, "POST", {
        body: { raison },
        idempotencyKey,
      }),
    writeToParticipants: (id: string, message: ParticipantsMessageInput, idempotencyKey: string) =>
      json(participantsMessageAnswerSchema, `${activity(id)}/message`, "POST", {
        body: message,
        idempotencyKey,
      }),
    // The payments desk (shared/schemas/team-payments.ts).
    paymentsDesk: (signal?: AbortSignal) =>
      json(paymentsDeskSchema, "/api/equipe/paiements", "GET", { signal }),
    markPaid: (input: MarkPaidInput, idempotencyKey: string) =>
      json(deskActionAnswerSchema, "/api/equipe/paiements/marquer-paye", "POST", {
        body: input,
        headers: { "Idempotency-Key": idempotencyKey },
      }),
    importBankFile: (file: File) =>
      json(bankImportReportSchema, "/api/equipe/paiements/releve", "POST", {
        raw: { body: file, type: "application/xml" },
        // The name is the founders' own file's: ASCII only in a header.
        headers: { "X-Nom-Fichier": file.name.replace(/[^\x20-\x7e]/g, "_") },
      }),
    retryRefund: (paymentId: string) =>
      json(
        deskActionAnswerSchema,
        `/api/equipe/paiements/${encodeURIComponent(paymentId)}/remboursement`,
        "POST",
      ),
    refundedByHand: (paymentId: string) =>
      json(
        deskActionAnswerSchema,
        `/api/equipe/paiements/${encodeURIComponent(paymentId)}/rembourse-a-la-main`,
        "POST",
      ),
  };
}

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

export type TeamApi = ReturnType<typeof createTeamApi>;

/** What to tell the founder when a request failed. */
export function teamFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return error instanceof TypeError || (error as Error)?.name === "AbortError"
      ? TEAM_TEXTS.noAnswer
      : TEAM_TEXTS.unexpected;
  }
  if (error.status === 401) return TEAM_TEXTS.sessionExpired;
  if (error.status === 403) return TEAM_TEXTS.teamOnly;
  return error.refusal.message ?? `Le serveur a refusé la demande (erreur ${error.status}).`;
}
