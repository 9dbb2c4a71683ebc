import type { Activity } from "@shared/schemas/activity";
import type { WaitlistJoin } from "@shared/schemas/waitlist";
import { createSubmitMachine } from "../../components/form/submit-machine";
import type { WaitlistJoined } from "./waitlist-answers";

/**
 * The waiting-list dialog runs the one submit machine with its outing as subject (OPEN with
 * subject: the outing): closed -> open -> submitting -> submitted, where the dialog shows the
 * rank until the visitor closes it; back to open with the server's messages on a refusal.
 */
export const waitlistMachine = createSubmitMachine<WaitlistJoin, WaitlistJoined, Activity>();
