import { WAITLIST_TEXTS } from "@shared/messages/waitlist";
import { useEffect, useRef } from "react";

/**
 * In place of the form when the outing turned out full while the dialog was open (the places
 * shown are refreshed after a refusal). Focus moves to its heading: the form the visitor was in
 * is gone, and this says why.
 */
export function FullOutingNotice({ waitlistOpen }: { waitlistOpen: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="registration-full">
      <h3 ref={heading} tabIndex={-1} className="title is-4">
        Cette sortie est désormais complète
      </h3>
      <p className="is-size-5">
        {waitlistOpen
          ? `Vous pouvez vous inscrire sur sa liste d'attente : « ${WAITLIST_TEXTS.joinButton} ».`
          : "Choisissez une autre date dans le calendrier."}
      </p>
    </div>
  );
}
