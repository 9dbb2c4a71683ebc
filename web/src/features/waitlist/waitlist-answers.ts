import type { WaitlistEntryView } from "@shared/schemas/waitlist";
import * as z from "@shared/zod";
import { formFailure } from "../../components/form/form-failure";
import type { SubmitFailure, SubmitSuccess } from "../../components/form/submit-result";
import { ApiError } from "../../lib/api-client";
import { WAITLIST_PAGE_TEXTS as T } from "./waitlist-texts";

/**
 * The waiting-list API's answers read into what the visitor sees. Pure, so every branch is
 * unit-tested; api.ts only calls and hands the bodies and errors here.
 */

export interface WaitlistJoined extends SubmitSuccess {
  entryId: string;
  rank: number;
  activityTitle: string;
}

const joinedSchema = z.object({
  success: z.literal(true),
  entry_id: z.string().check(z.minLength(1)),
  rank: z.number().check(z.int(), z.positive()),
  activity_title: z.string().check(z.minLength(1)),
});

/** The 201 of POST /api/liste-attente, or null when it breaks the contract. */
export function readJoined(body: unknown): WaitlistJoined | null {
  const parsed = joinedSchema.safeParse(body);
  if (!parsed.success) return null;
  return {
    kind: "success",
    entryId: parsed.data.entry_id,
    rank: parsed.data.rank,
    activityTitle: parsed.data.activity_title,
  };
}

/**
 * A refused or unanswered join: the server's own French text when it gave one (a field of the
 * 400, « déjà sur la liste », « la liste est close »), else the call failed. The key rule is every
 * form's: after no answer or a 5xx the retry keeps its Idempotency-Key.
 */
export function joinFailure(error: unknown): SubmitFailure {
  const failure = formFailure(error, T.joinFailed);
  const said = error instanceof ApiError && error.status < 500 ? error.refusal.message : undefined;
  return said ? { ...failure, message: said } : failure;
}

const entryViewSchema = z.object({
  success: z.literal(true),
  entry_id: z.string().check(z.minLength(1)),
  status: z.enum(["waiting", "offered", "paid", "left", "declined", "expired"]),
  activity_title: z.string().check(z.minLength(1)),
  activity_date: z.string().check(z.minLength(1)),
  heure_rdv: z.string().check(z.minLength(1)),
  places: z.number().check(z.int(), z.positive()),
  rank: z.optional(z.number().check(z.int(), z.positive())),
  // A path of this site only: never another site's address (nor "//host").
  payment_path: z.optional(z.string().check(z.regex(/^\/(?!\/)/))),
  deadline: z.optional(z.string()),
  participants_a_nommer: z.optional(z.number().check(z.int(), z.positive())),
  participants_nommes: z.optional(z.boolean()),
  location_velos: z.optional(z.boolean()),
}) satisfies z.ZodMiniType<WaitlistEntryView>;

/** The entry of GET /api/liste-attente/{id} and of its POST …/retrait, or null off contract. */
export function readEntryView(body: unknown): WaitlistEntryView | null {
  const parsed = entryViewSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** What the link's page may do now with the entry it shows. */
export type EntryChoice =
  | { kind: "leave" }
  /** Offered for several: the others to name first (their count), then paying; or declining. */
  | { kind: "name"; others: number }
  /** The payment link when the server gave one; declining is always possible. */
  | { kind: "offer"; paymentPath?: string }
  | { kind: "none" };

/**
 * Waiting: « Me retirer de la liste ». Offered (not yet paid): for several places, the others'
 * names first; then « Payer maintenant »; « Je ne suis plus intéressé·e » all along. Over (left, declined, expired, paid): nothing more to do.
 */
export function entryChoice(view: WaitlistEntryView): EntryChoice {
  if (view.status === "waiting") return { kind: "leave" };
  if (view.status === "offered") {
    if (view.participants_a_nommer && !view.participants_nommes) {
      return { kind: "name", others: view.participants_a_nommer };
    }
    return view.payment_path
      ? { kind: "offer", paymentPath: view.payment_path }
      : { kind: "offer" };
  }
  return { kind: "none" };
}
