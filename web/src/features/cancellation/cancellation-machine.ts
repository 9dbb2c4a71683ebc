import type { CancellationOutcome, CancellationView } from "@shared/schemas/cancellation";
import { setup } from "xstate";
import {
  type LinkPageContext,
  type LinkPageEvent,
  linkPageActors,
  linkPageConfig,
} from "../../lib/link-page-machine";
import type { CancellationAnswer } from "./api";

/** The page's one act: confirm the cancellation (or send the late request). */
export const CANCELLATION_STEPS = {
  actor: "confirm",
  event: "CONFIRM",
  acting: "confirming",
  failed: "confirmFailed",
  done: "done",
} as const;

/**
 * The page « Annuler mon inscription »: loading -> ready (the registration and the terms) ->
 * confirming -> done; or refused (the link is not valid, or the registration can no longer be
 * cancelled); or failed (no answer: RETRY asks again, the POST being safe to repeat). The actors
 * are provided by useCancellation.
 */
export const cancellationMachine = setup({
  types: {
    context: {} as LinkPageContext<CancellationView, CancellationOutcome>,
    events: {} as LinkPageEvent<typeof CANCELLATION_STEPS>,
  },
  actors: linkPageActors<CancellationView, CancellationAnswer, typeof CANCELLATION_STEPS>(
    CANCELLATION_STEPS,
  ),
}).createMachine(
  linkPageConfig<
    CancellationView,
    CancellationOutcome,
    { outcome: CancellationOutcome },
    typeof CANCELLATION_STEPS
  >({ id: "cancellation", steps: CANCELLATION_STEPS, settle: ({ outcome }) => ({ outcome }) }),
);
