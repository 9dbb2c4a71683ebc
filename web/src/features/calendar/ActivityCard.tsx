import { formatShortDate, formatTime } from "@shared/date-format";
import { WAITLIST_TEXTS } from "@shared/messages/waitlist";
import type { Activity } from "@shared/schemas/activity";
import { isMeetingPast } from "@shared/time";
import { useContext, useId, useState } from "react";
import { Dialog } from "../../components/Dialog";
import type { IntentHandlers } from "../../components/deferred/deferred-part";
import { offersWaitlist } from "../../lib/waitlist-offer";
import { CATEGORY_CLASS, placesLabel, priceLabel } from "./calendar-logic";
import { CardHeadingLevel } from "./card-heading-level";
import { WhatToBring } from "./WhatToBring";

/**
 * The handlers the card's action spreads for its outing: the code of the dialog it opens
 * (registration, or the waiting list of a full outing) starts loading on hover or focus.
 */
export type ActivityIntent = (activity: Activity) => IntentHandlers;

interface ActivityCardProps {
  activity: Activity;
  /** « S'inscrire », or « M'inscrire sur la liste d'attente » on a full outing whose list is open. */
  onRegister: (activity: Activity) => void;
  registerIntent?: ActivityIntent;
  /** Lets the past list move focus to the first card of a newly shown page. */
  headingRef?: (element: HTMLHeadingElement | null) => void;
  now?: Date;
}

/** One dated outing: what, when, where, how many places, and the way to register. */
export function ActivityCard({
  activity,
  onRegister,
  registerIntent,
  headingRef,
  now,
}: ActivityCardProps) {
  const [descriptionOpen, setDescriptionOpen] = useState(false);
  const titleId = useId();
  const Title = useContext(CardHeadingLevel) === 2 ? "h2" : "h3";
  const meetingPast = isMeetingPast(activity.date, activity.heure_rdv, now);
  const waitlist = offersWaitlist(activity, now);
  const full = activity.places_disponibles === 0 || waitlist;
  const places = placesLabel(full ? 0 : activity.places_disponibles);
  const registerLabel = meetingPast
    ? "Activité passée"
    : waitlist
      ? WAITLIST_TEXTS.joinButton
      : full
        ? "Complet"
        : "S'inscrire";
  const closed = meetingPast || (full && !waitlist);

  return (
    <article
      className={`card activity-card ${CATEGORY_CLASS[activity.categorie]}`}
      aria-labelledby={titleId}
    >
      <div className="card-content">
        <p className="activity-category">{activity.categorie}</p>
        <Title id={titleId} className="title is-4" ref={headingRef} tabIndex={-1}>
          {activity.titre}
        </Title>
        <ul className="tags activity-badges" aria-label="Caractéristiques">
          <li className="tag is-medium activity-badge-level">Niveau : {activity.niveau}</li>
          <li className="tag is-medium activity-badge-price">{priceLabel(activity)}</li>
          <li className="tag is-medium activity-badge-formula">{activity.type_de_formule}</li>
        </ul>
        <dl className="activity-facts">
          <div>
            <dt>Date</dt>
            <dd>
              <time dateTime={activity.date}>{formatShortDate(activity.date)}</time>
            </dd>
          </div>
          <div>
            <dt>Rendez-vous</dt>
            <dd>
              <time dateTime={activity.heure_rdv}>{formatTime(activity.heure_rdv)}</time>
            </dd>
          </div>
          <div>
            <dt>Lieu</dt>
            <dd>{activity.lieu}</dd>
          </div>
          <div>
            <dt>Lieu de rendez-vous</dt>
            <dd>{activity.lieu_rdv}</dd>
          </div>
          {places ? (
            <div>
              <dt>Places</dt>
              <dd className={full ? "activity-full" : undefined}>{places}</dd>
            </div>
          ) : null}
        </dl>
        <WhatToBring activity={activity} />
      </div>
      <footer className="card-footer activity-actions">
        {activity.description ? (
          <button
            type="button"
            className="button is-medium is-outlined is-dark"
            aria-label={`Description : ${activity.titre}`}
            onClick={() => setDescriptionOpen(true)}
          >
            Description
          </button>
        ) : null}
        <button
          type="button"
          className="button is-medium is-primary activity-register"
          aria-label={closed ? undefined : `${registerLabel} : ${activity.titre}`}
          disabled={closed}
          {...registerIntent?.(activity)}
          onClick={() => onRegister(activity)}
        >
          {registerLabel}
        </button>
      </footer>
      {activity.description ? (
        <Dialog
          open={descriptionOpen}
          title={activity.titre}
          onClose={() => setDescriptionOpen(false)}
        >
          <p className="activity-description">{activity.description}</p>
          <WhatToBring activity={activity} />
        </Dialog>
      ) : null}
    </article>
  );
}
