import type { TeamApi } from "../shared/team-api";

/**
 * One act of the payments desk (mark paid, retry, refunded by hand): the screen runs it, shows its
 * French answer in the status region (prefixed with `about`, the line it was about) or its
 * refusal in the alert region, then reloads the desk.
 */
export type DeskAct = (call: DeskActAsked["call"], about: string) => Promise<void>;

export interface DeskActAsked {
  call: (api: TeamApi) => Promise<{ message: string }>;
  about: string;
}
