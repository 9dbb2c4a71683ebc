import type { WaitlistEntryView } from "@shared/schemas/waitlist";
import { setup } from "xstate";
import {
  type LinkPageContext,
  type LinkPageEvent,
  linkPageActors,
  linkPageConfig,
} from "../../lib/link-page-machine";
import type { WaitlistEntryAnswer } from "./api";

/** The page's one act: leave the list (waiting) or decline the places (offered). */
export const WAITLIST_ENTRY_STEPS = {
  actor: "withdraw",
  event: "WITHDRAW",
  acting: "withdrawing",
  failed: "withdrawFailed",
  done: "withdrawn",
} as const;

/**
 * The page of an entry's link: loading -> ready (the entry and what one may do) -> withdrawing ->
 * withdrawn (the entry with its new status); or refused (the server's message: a bad link, places
 * already paid); or failed (no answer: RETRY asks again, both calls being safe to repeat). The
 * actors are provided by useWaitlistEntry.
 */
export const waitlistEntryMachine = setup({
  types: {
    context: {} as LinkPageContext<WaitlistEntryView>,
    events: {} as LinkPageEvent<typeof WAITLIST_ENTRY_STEPS>,
  },
  actors: linkPageActors<WaitlistEntryView, WaitlistEntryAnswer, typeof WAITLIST_ENTRY_STEPS>(
    WAITLIST_ENTRY_STEPS,
  ),
}).createMachine(
  linkPageConfig<
    WaitlistEntryView,
    never,
    { view: WaitlistEntryView },
    typeof WAITLIST_ENTRY_STEPS
  >({
    id: "waitlistEntry",
    steps: WAITLIST_ENTRY_STEPS,
    settle: ({ view }) => ({ view }),
  }),
);
