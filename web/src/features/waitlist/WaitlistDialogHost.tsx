import type { Activity } from "@shared/schemas/activity";
import { useEffect } from "react";
import { useWaitlist } from "./useWaitlist";
import { WaitlistDialog } from "./WaitlistDialog";

/** One click on « M'inscrire sur la liste d'attente »: a new object each time, so it reopens. */
export interface WaitlistRequest {
  activity: Activity;
}

export interface WaitlistDialogHostProps {
  request: WaitlistRequest;
}

/**
 * The waiting-list actor and its dialog, opened for each request. Its code (form, schema, state
 * machine) loads on intent: WaitlistForActivities renders it as a deferred part once the visitor
 * first asks for it.
 */
export function WaitlistDialogHost({ request }: WaitlistDialogHostProps) {
  const waitlist = useWaitlist();
  useEffect(() => {
    waitlist.send({ type: "OPEN", subject: request.activity });
  }, [waitlist, request]);
  return <WaitlistDialog actorRef={waitlist} />;
}
