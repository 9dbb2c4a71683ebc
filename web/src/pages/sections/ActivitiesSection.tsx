import { BUSINESS } from "@shared/constants/business";
import { useState } from "react";
import { Link } from "react-router-dom";
import { Dialog } from "../../components/Dialog";
import { Deferred } from "../../components/deferred/Deferred";
import { Illustration } from "../../components/Illustration";
import {
  ACTIVITIES_HEADING,
  ACTIVITY_GROUPS,
  type ActivityCard,
  type CardAction,
  HIKING_PAUSED,
  WELLNESS_ON_REQUEST,
} from "../../content/activities";
import { companyQuotePart } from "./company-quote-part";

type OpenDialog = "hikingPaused" | "wellnessOnRequest" | null;

/** The activities section (anchor « activites »): two groups of three cards. Home and /activites. */
export function ActivitiesSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const GroupHeading = headingLevel === 1 ? "h2" : "h3";
  return (
    <section id="activites" className="section activities" aria-labelledby="activites-titre">
      <div className="container">
        <Heading id="activites-titre" className="title is-2">
          {ACTIVITIES_HEADING}
        </Heading>
        {ACTIVITY_GROUPS.map((group) => (
          <div key={group.id} className="activity-group">
            <GroupHeading className="title is-3 activity-group-title">{group.title}</GroupHeading>
            <ul className="activity-grid">
              {group.cards.map((card) => (
                <li key={card.id}>
                  <ActivityCardView
                    card={card}
                    headingLevel={headingLevel === 1 ? 3 : 4}
                    onOpen={setDialog}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <Dialog
        open={dialog === "hikingPaused"}
        role="alertdialog"
        title={HIKING_PAUSED.title}
        onClose={() => setDialog(null)}
        footer={
          <button type="button" className="button is-primary" onClick={() => setDialog(null)}>
            {HIKING_PAUSED.confirm}
          </button>
        }
      >
        <p>{HIKING_PAUSED.text}</p>
        <p className="mt-3">
          <Link to={HIKING_PAUSED.winterLink.to} onClick={() => setDialog(null)}>
            {HIKING_PAUSED.winterLink.label}
          </Link>
        </p>
      </Dialog>
      <Dialog
        open={dialog === "wellnessOnRequest"}
        title={WELLNESS_ON_REQUEST.title}
        onClose={() => setDialog(null)}
        footer={
          <>
            <Link
              className="button is-primary"
              to={WELLNESS_ON_REQUEST.contactLink.to}
              onClick={() => setDialog(null)}
            >
              {WELLNESS_ON_REQUEST.contactLink.label}
            </Link>
            <button type="button" className="button" onClick={() => setDialog(null)}>
              {WELLNESS_ON_REQUEST.close}
            </button>
          </>
        }
      >
        <p>{WELLNESS_ON_REQUEST.text}</p>
        <p className="mt-3">
          Téléphone : <a href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phoneDisplay}</a> (
          {BUSINESS.contactHours.toLowerCase()})
        </p>
      </Dialog>
    </section>
  );
}

function ActivityCardView({
  card,
  headingLevel,
  onOpen,
}: {
  card: ActivityCard;
  headingLevel: 3 | 4;
  onOpen: (dialog: OpenDialog) => void;
}) {
  const Title = headingLevel === 3 ? "h3" : "h4";
  return (
    <article className="card activity-card">
      <div className="card-image">
        <Illustration image={card.image} />
      </div>
      <div className="card-content">
        <Title className="title is-4">{card.title}</Title>
        <p className="activity-subtitle">{card.subtitle}</p>
        <p>{card.description}</p>
        <ul className="activity-features">
          {card.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <dl className="activity-facts">
          <div>
            <dt>Durée</dt>
            <dd>{card.duration}</dd>
          </div>
          <div>
            <dt>Niveau</dt>
            <dd>{card.level}</dd>
          </div>
          <div>
            <dt>Saison</dt>
            <dd>{card.season}</dd>
          </div>
        </dl>
      </div>
      <div className="card-actions">
        {card.actions.map((action) => (
          <CardActionView key={action.label} action={action} card={card} onOpen={onOpen} />
        ))}
      </div>
    </article>
  );
}

function CardActionView({
  action,
  card,
  onOpen,
}: {
  action: CardAction;
  card: ActivityCard;
  onOpen: (dialog: OpenDialog) => void;
}) {
  switch (action.kind) {
    case "link":
      return (
        <Link
          className={`button ${action.style === "primary" ? "is-primary" : "is-primary is-outlined"}`}
          to={action.to}
          aria-label={`${action.label} : ${card.title}`}
        >
          {action.label}
        </Link>
      );
    case "quote":
      return (
        <Deferred
          inline
          when="intent"
          part={companyQuotePart}
          props={{ label: action.label, className: "button is-primary is-outlined" }}
        />
      );
    case "hikingPaused":
    case "wellnessOnRequest":
      return (
        <button
          type="button"
          className="button is-primary"
          aria-haspopup="dialog"
          aria-label={`${action.label} : ${card.title}`}
          onClick={() => onOpen(action.kind)}
        >
          {action.label}
        </button>
      );
  }
}
