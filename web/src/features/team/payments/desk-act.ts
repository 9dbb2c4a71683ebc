import type { TeamApi } from "../shared/team-api";

/**
 * One act of the payments desk (mark paid, retry, refunded by hand): the screen runs it, shows its
 * French answer in the status region (prefixed with `about`, the line it was about) or its
 * refusal in the alert region, then reloads the desk.
 */
export type DeskAct = (
  call: DeskActAsked["call"],
  about: string,
  /** The line acted on, when its answer is shown on the line itself rather than at the top. */
  line?: string,
) => Promise<void>;

export interface DeskActAsked {
  call: (api: TeamApi) => Promise<{ message: string }>;
  about: string;
  line?: string;
}

/** The answer of an act shown on its line: which line, and what it says. */
export interface LineAnswer {
  line: string;
  message: string;
}
