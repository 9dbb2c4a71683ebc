/**
 * The signed link of a waiting-list entry: the page /liste-attente with the entry's id and a
 * jeton signed for the purpose "waitlist" (functions/core/registrations/links.ts). The page reads
 * the entry through GET /api/liste-attente/{entry_id}?jeton=… and offers « Me retirer de la
 * liste » (still waiting) or « Je ne suis plus intéressé·e » (places offered, not yet paid). A GET
 * never changes anything: an e-mail scanner that opens the link leaves the entry as it is.
 */

export const WAITLIST_PATH = "/liste-attente";

export interface WaitlistLinkParams {
  entryId: string;
  jeton: string;
}

const PARAM = { entry: "entree", jeton: "jeton" } as const;

/** "/liste-attente?entree=…&jeton=…" */
export function waitlistLinkPath({ entryId, jeton }: WaitlistLinkParams): string {
  return `${WAITLIST_PATH}?${new URLSearchParams({ [PARAM.entry]: entryId, [PARAM.jeton]: jeton })}`;
}

/** The link's entry and jeton, or null when the address lacks either. */
export function readWaitlistLinkParams(params: URLSearchParams): WaitlistLinkParams | null {
  const entryId = params.get(PARAM.entry)?.trim();
  const jeton = params.get(PARAM.jeton)?.trim();
  return entryId && jeton ? { entryId, jeton } : null;
}

/** GET (the entry) of the API through the link. */
export function waitlistEntryApiPath({ entryId, jeton }: WaitlistLinkParams): string {
  return `/api/liste-attente/${encodeURIComponent(entryId)}?${new URLSearchParams({ jeton })}`;
}

/** POST: leave the list, or decline the places offered. */
export function waitlistWithdrawApiPath({ entryId, jeton }: WaitlistLinkParams): string {
  return `/api/liste-attente/${encodeURIComponent(entryId)}/retrait?${new URLSearchParams({ jeton })}`;
}

/** POST: name the others of places offered for 2 or more. */
export function waitlistParticipantsApiPath({ entryId, jeton }: WaitlistLinkParams): string {
  return `/api/liste-attente/${encodeURIComponent(entryId)}/participants?${new URLSearchParams({ jeton })}`;
}
