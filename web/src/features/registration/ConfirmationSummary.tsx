import { formatLongDate, formatTime } from "@shared/date-format";
import { formatChf } from "@shared/money";
import { registrationReference } from "@shared/registrations/short-reference";
import { Fragment } from "react";
import type { ConfirmationState } from "./confirmation-state";
import "./registration.css";

/**
 * The recap of a registration on the confirmation page: its reference, the outing, its day (with
 * the weekday) and meeting time, the people, the amount and the e-mail it was sent to.
 */
export function ConfirmationSummary({ summary }: { summary: ConfirmationState }) {
  const participantsText =
    summary.participants === 1 ? "1 personne" : `${summary.participants} personnes`;
  return (
    <div className="box confirmation-summary">
      <h2 className="title is-4">Récapitulatif</h2>
      <dl>
        <dt>Référence</dt>
        <dd>
          <strong className="payment-code">
            {registrationReference({
              short_reference: summary.short_reference,
              id: summary.inscription_id,
            })}
          </strong>
        </dd>
        <dt>Activité</dt>
        <dd>{summary.activity_title}</dd>
        {summary.activity_date ? (
          <>
            <dt>Date</dt>
            <dd>
              {formatLongDate(summary.activity_date)}
              {summary.heure_rdv ? `, rendez-vous à ${formatTime(summary.heure_rdv)}` : null}
            </dd>
          </>
        ) : null}
        <dt>Participants</dt>
        <dd>{participantsText}</dd>
        <dt>Montant total</dt>
        <dd>
          <strong>{formatChf(summary.amount)}</strong>
        </dd>
        <dt>E-mail</dt>
        <dd>{summary.email}</dd>
      </dl>
    </div>
  );
}

/** The labels of the recap, in its order (the date's row is there for most outings). */
const SUMMARY_LABELS = ["Référence", "Activité", "Date", "Participants", "Montant total", "E-mail"];

/**
 * The recap's place while the registration loads: its box, heading and labels at their size, a
 * bar for each value. Hidden from screen readers, which hear the page's announced wait instead.
 */
export function ConfirmationSummaryFrame() {
  return (
    <div className="box confirmation-summary is-frame" aria-hidden="true">
      <p className="title is-4">Récapitulatif</p>
      <dl>
        {SUMMARY_LABELS.map((label) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>
              <span className="summary-value-frame" />
            </dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}
