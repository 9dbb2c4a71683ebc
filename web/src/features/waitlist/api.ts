import type {
  WaitlistEntryView,
  WaitlistJoin,
  WaitlistParticipantsInput,
} from "@shared/schemas/waitlist";
import {
  type WaitlistLinkParams,
  waitlistEntryApiPath,
  waitlistParticipantsApiPath,
  waitlistWithdrawApiPath,
} from "@shared/waitlist/waitlist-link";
import type { SubmitFailure } from "../../components/form/submit-result";
import { ApiError, getJson, postJson } from "../../lib/api-client";
import { joinFailure, readEntryView, readJoined, type WaitlistJoined } from "./waitlist-answers";

/** Thrown when the API answers outside its contract: the form resets, the page offers a retry. */
export class UnexpectedWaitlistAnswer extends Error {}

/**
 * POST /api/liste-attente. The Idempotency-Key makes a retry of the same attempt return the
 * first answer instead of a second entry.
 */
export async function postWaitlistJoin(
  payload: WaitlistJoin,
  idempotencyKey: string,
): Promise<WaitlistJoined | SubmitFailure> {
  let body: unknown;
  try {
    body = await postJson("/api/liste-attente", payload, { idempotencyKey });
  } catch (error) {
    return joinFailure(error);
  }
  const joined = readJoined(body);
  if (!joined) throw new UnexpectedWaitlistAnswer("POST /api/liste-attente");
  return joined;
}

export type WaitlistEntryAnswer =
  | { kind: "found"; view: WaitlistEntryView }
  /** 403 (a bad link) or 409 (already paid): the server's French message, and no data. */
  | { kind: "refused"; message?: string };

async function readEntry(call: Promise<unknown>, what: string): Promise<WaitlistEntryAnswer> {
  let body: unknown;
  try {
    body = await call;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 409)) {
      return { kind: "refused", message: error.refusal.message };
    }
    throw error;
  }
  const view = readEntryView(body);
  if (!view) throw new UnexpectedWaitlistAnswer(what);
  return { kind: "found", view };
}

/** GET /api/liste-attente/{id}?jeton=…: reads the entry, changes nothing (mail scanners). */
export function fetchWaitlistEntry(
  link: WaitlistLinkParams,
  signal?: AbortSignal,
): Promise<WaitlistEntryAnswer> {
  return readEntry(getJson(waitlistEntryApiPath(link), { signal }), "GET liste-attente");
}

/**
 * POST …/retrait?jeton=…: leaves the list (waiting) or declines the places (offered). Safe to
 * repeat: the server withdraws once and answers the entry as it is.
 */
export function postWaitlistWithdraw(link: WaitlistLinkParams): Promise<WaitlistEntryAnswer> {
  return readEntry(postJson(waitlistWithdrawApiPath(link), {}), "POST liste-attente retrait");
}

/**
 * POST …/participants?jeton=…: names the others of places offered for several (and everyone's
 * bike). The entry as it is then (named), or the French messages by field of a 400 or of a 409
 * (no rental bike left in a size); other refusals and no answer throw.
 */
export async function postWaitlistParticipants(
  link: WaitlistLinkParams,
  payload: WaitlistParticipantsInput,
): Promise<
  | { kind: "named"; view: WaitlistEntryView }
  | { kind: "invalid"; fieldErrors: Record<string, string> }
> {
  let body: unknown;
  try {
    body = await postJson(waitlistParticipantsApiPath(link), payload);
  } catch (error) {
    const byField =
      error instanceof ApiError &&
      (error.status === 400 ||
        (error.status === 409 && Object.keys(error.refusal.fieldErrors).length > 0));
    if (byField) return { kind: "invalid", fieldErrors: error.refusal.fieldErrors };
    throw error;
  }
  const view = readEntryView(body);
  if (!view) throw new UnexpectedWaitlistAnswer("POST liste-attente participants");
  return { kind: "named", view };
}
