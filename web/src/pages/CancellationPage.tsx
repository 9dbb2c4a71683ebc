import { type PaymentLinkParams, readPaymentLinkParams } from "@shared/payments/payment-link";
import { CANCELLATION_RULE_TEXT } from "@shared/registrations/cancellation-terms";
import { registrationNoun } from "@shared/registrations/registration-noun";
import type {
  CancellationOutcome,
  CancellationPerson,
  CancellationView,
} from "@shared/schemas/cancellation";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { HelpAndCalendarLink } from "../components/HelpAndCalendarLink";
import {
  IncompleteLinkPage,
  LinkPageActButton,
  LinkPageFrame,
  LinkPageRecord,
  LinkPageSteps,
} from "../components/LinkPage";
import {
  CancellationPeople,
  personName,
  registeredPeople,
} from "../features/cancellation/CancellationPeople";
import { CancellationSummary } from "../features/cancellation/CancellationSummary";
import { CANCELLATION_STEPS } from "../features/cancellation/cancellation-machine";
import {
  cancellationTexts,
  refundText,
  CANCELLATION_TEXTS as T,
} from "../features/cancellation/cancellation-texts";
import { useCancellation } from "../features/cancellation/useCancellation";
import { linkPageStep } from "../lib/link-page-machine";
import "../features/registration/registration.css";

/**
 * /annulation-inscription?inscription=…&jeton=…: the page of the e-mail's « Annuler mon
 * inscription ». It loads the registration through its signed cancellation link, shows it with
 * the terms, and asks to confirm. More than 72 h before the meeting the registration is cancelled
 * at once (and refunded); later, the visitor's request goes to the provider. A link without id or
 * jeton, or one the server refuses, gets the French explanation and the provider's contact.
 */
export default function CancellationPage() {
  const [params] = useSearchParams();
  const link = readPaymentLinkParams(params);
  if (!link) return <IncompleteLinkPage texts={T} />;
  return <CancellationFromLink link={link} />;
}

function CancellationFromLink({ link }: { link: PaymentLinkParams }) {
  const [snapshot, send] = useCancellation(link);
  const { view, outcome, refusal } = snapshot.context;
  return (
    <LinkPageSteps
      step={linkPageStep(snapshot.value, CANCELLATION_STEPS)}
      view={view}
      refusal={refusal}
      texts={{ ...T, refused: T.notCancellable }}
      onRetry={() => send({ type: "RETRY" })}
      done={() => (outcome ? <CancellationDone outcome={outcome} /> : null)}
      ready={(view, step) => {
        const texts = cancellationTexts(registrationNoun(view));
        const failed = step === "failed";
        return (
          <LinkPageRecord title={texts.title} failed={failed ? texts.confirmFailed : null}>
            <CancellationSummary view={view} />
            <CancellationChoice
              view={view}
              busy={step === "acting"}
              onConfirm={(participant) =>
                send(failed ? { type: "RETRY" } : { type: "CONFIRM", input: participant })
              }
            />
          </LinkPageRecord>
        );
      }}
    />
  );
}

/** The registration (or one participant) cancelled, or the late request sent: what happens now. */
function CancellationDone({ outcome }: { outcome: CancellationOutcome }) {
  const T = cancellationTexts(registrationNoun(outcome));
  const cancelled = outcome.outcome === "cancelled";
  const one = outcome.personnes?.find((p) => p.position === outcome.participant);
  if (one) {
    const name = personName(one);
    const refund = cancelled
      ? refundText(outcome.refund, outcome.part_amount ?? 0, true, true)
      : null;
    return (
      <LinkPageFrame title={cancelled ? T.oneCancelledTitle(name) : T.oneRequestedTitle(name)}>
        <div role="status" className="is-size-5">
          <p>{cancelled ? T.oneCancelledIntro : T.requestedIntro}</p>
          {refund ? <p>{refund}</p> : null}
        </div>
        <CancellationSummary view={outcome} />
        <HelpAndCalendarLink />
      </LinkPageFrame>
    );
  }
  const refund = cancelled ? refundText(outcome.refund, outcome.amount, true) : null;
  return (
    <LinkPageFrame title={cancelled ? T.cancelledTitle : T.requestedTitle}>
      <div role="status" className="is-size-5">
        <p>{cancelled ? T.cancelledIntro : T.requestedIntro}</p>
        {refund ? <p>{refund}</p> : null}
      </div>
      <CancellationSummary view={outcome} />
      <HelpAndCalendarLink />
    </LinkPageFrame>
  );
}

/**
 * What the visitor may do now: cancel for free, send a late request, or nothing; with several
 * persons registered, for the whole or for one participant alone (`onConfirm(position)`).
 */
function CancellationChoice(props: {
  view: CancellationView;
  busy: boolean;
  onConfirm: (participant?: number) => void;
}) {
  const { view, busy, onConfirm } = props;
  const T = cancellationTexts(registrationNoun(view));
  // The choice waiting for its confirmation: the whole (null) or one participant.
  const [chosen, setChosen] = useState<CancellationPerson | null | undefined>(undefined);
  const several = registeredPeople(view).length > 1;
  const button = (label: string, busyLabel: string, participant?: number) => (
    <p>
      <LinkPageActButton
        className="button is-danger is-medium"
        busy={busy}
        busyLabel={busyLabel}
        onClick={() => onConfirm(participant)}
      >
        {label}
      </LinkPageActButton>
    </p>
  );
  const choose = (label: string, person: CancellationPerson | null) => (
    <button
      type="button"
      className="button is-danger is-outlined is-medium"
      onClick={() => setChosen(person)}
    >
      {label}
    </button>
  );
  if (view.status === "cancelled") return <p className="is-size-5">{T.alreadyCancelled}</p>;
  if (!["pending_payment", "paid"].includes(view.status) || view.terms === "past") {
    return <p className="is-size-5">{T.notCancellable}</p>;
  }
  if (view.terms === "late") {
    return (
      <>
        <h2 className="title is-4">{T.lateTitle}</h2>
        <p className="is-size-5">{CANCELLATION_RULE_TEXT}</p>
        {view.cancellation_requested ? (
          <p className="is-size-5">{T.alreadyRequested}</p>
        ) : (
          <>
            <p className="is-size-5">{T.lateIntro}</p>
            {several ? (
              <CancellationPeople
                view={view}
                texts={T}
                action={(person) =>
                  button(T.requestOne(personName(person)), T.sending, person.position)
                }
              />
            ) : null}
            {button(several ? T.requestWhole : T.sendRequest, T.sending)}
          </>
        )}
      </>
    );
  }
  const refund = refundText(view.refund, view.amount, false);
  if (several && chosen === undefined) {
    return (
      <>
        <p className="is-size-5">{T.freeIntro(view.free_until)}</p>
        <CancellationPeople
          view={view}
          texts={T}
          action={(person) => choose(T.cancelOne(personName(person)), person)}
        />
        <p>{choose(T.cancelWhole, null)}</p>
      </>
    );
  }
  const back = several ? (
    <p>
      <button type="button" className="button is-medium" onClick={() => setChosen(undefined)}>
        {T.back}
      </button>
    </p>
  ) : null;
  if (chosen) {
    const name = personName(chosen);
    return (
      <>
        <p className="is-size-5">
          <strong>{T.confirmOneQuestion(name)}</strong>
        </p>
        {button(T.confirmOne(name), T.confirming, chosen.position)}
        {back}
      </>
    );
  }
  return (
    <>
      <p className="is-size-5">{T.freeIntro(view.free_until)}</p>
      {refund ? <p className="is-size-5">{refund}</p> : null}
      <p className="is-size-5">
        <strong>{T.confirmQuestion}</strong>
      </p>
      {button(T.confirm, T.confirming)}
      {back}
    </>
  );
}
