import type { ParticipantEntry } from "@shared/registrations/people";
import type { WaitlistEntryStatus, WaitlistJoin } from "@shared/schemas/waitlist";

/**
 * A waiting-list entry as stored (waitlist table): keyed by its outing, its id sorting by arrival,
 * with who asked (personal data: never in events or logs), how many places, and, once offered,
 * the registration that holds them.
 */
export interface WaitlistEntry extends Omit<WaitlistJoin, "activity_id"> {
  activity_id: string;
  entry_id: string;
  status: WaitlistEntryStatus;
  created_at: string;
  updated_at?: string;
  /**
   * The others the entry's places are for, when the waiting list took their names (absent: the
   * places are counted only). The offer e-mail names them.
   */
  participants?: ParticipantEntry[];
  /** The registration created for the entry when places were offered to it. */
  inscription_id?: string;
  offered_at?: string;
  /** When the offer lapses unpaid (the registration's deadline). */
  deadline?: string;
  /**
   * The outing's meeting time in epoch seconds: the table's time to live erases the entry then
   * (shared/data-protection/retention.ts: waiting-list entries go once the outing took place).
   */
  expires_at: number;
}

/**
 * An entry's id: its arrival time, then randomness. Ids sort like arrivals, so the table's sort
 * key is the list's order; the link's jeton, not the id, is what lets someone act on it.
 */
export function newEntryId(now: Date, random: string): string {
  return `${now.toISOString().replace(/[-:.]/g, "")}-${random}`;
}
