import {
  RELEASED_REGISTRATIONS_NOTE,
  RELEASED_REGISTRATIONS_TITLE,
  splitByPlaces,
} from "@shared/registrations/holds-places";
import type { TeamParticipant } from "@shared/schemas/team";
import { ParticipantTable } from "./ParticipantTable";

/**
 * Those who come, then, apart and on screen only (the printed list is the guide's), the
 * registrations expired or cancelled: the founders may still call them, never count them.
 */
export function ParticipantLists({ participants }: { participants: readonly TeamParticipant[] }) {
  const { coming, released } = splitByPlaces(participants);
  return (
    <>
      <ParticipantTable participants={coming} />
      {released.length > 0 ? (
        <section aria-labelledby="inscriptions-liberees" className="block team-no-print">
          <h2 className="title is-4" id="inscriptions-liberees">
            {`${RELEASED_REGISTRATIONS_TITLE} (${released.length})`}
          </h2>
          <p className="block">{RELEASED_REGISTRATIONS_NOTE}</p>
          <ParticipantTable participants={released} caption={RELEASED_REGISTRATIONS_TITLE} />
        </section>
      ) : null}
    </>
  );
}
