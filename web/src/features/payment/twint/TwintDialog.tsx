import { formatChf } from "@shared/money";
import { useEffect, useRef } from "react";
import { Dialog } from "../../../components/Dialog";
import { type PaidFor, paidFor, TWINT_TEXTS as T } from "../payment-texts";
import {
  closeButtonLabel,
  countdownText,
  statusText,
  type TwintEvent,
  type TwintSnapshot,
  twintStage,
} from "./twint-machine";
import { usePhoneLike } from "./usePhoneLike";

interface TwintDialogProps {
  snapshot: TwintSnapshot;
  send: (event: TwintEvent) => void;
  /** What the payment confirms, when the page knows better than the id (a booking). */
  confirms?: PaidFor;
}

/**
 * The TWINT dialog (spec: QR code 200 × 200, amount, countdown, status). The status line is
 * announced (role=status); the countdown is not, and a sentence says what to do when it runs out.
 * « J'ai besoin de plus de temps » stays in place (and keeps the focus) while the new code is made:
 * it is only marked busy, and the status line says when the new 10 minutes start.
 * When a state change removes the focused button, the focus goes to the status line.
 */
export function TwintDialog({ snapshot, send, confirms }: TwintDialogProps) {
  const stage = twintStage(snapshot);
  const { payment, remainingMs, error, renewals } = snapshot.context;
  const phoneLike = usePhoneLike();
  const openApp =
    phoneLike && payment?.url ? (
      <p>
        <a className="button is-primary is-medium" href={payment.url}>
          {T.openApp}
        </a>
        <span className="twint-hint">{T.openAppHint}</span>
      </p>
    ) : null;
  const statusRef = useRef<HTMLParagraphElement>(null);
  const open = stage !== "closed" && stage !== "paid";

  useEffect(() => {
    if (!open) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) {
      statusRef.current?.focus();
    }
  });

  const amount = payment ? formatChf(payment.amountCentimes) : null;
  const canRetry = stage === "failed" || stage === "expired" || stage === "creationFailed";
  const footer = (
    <>
      {canRetry ? (
        <button
          type="button"
          className="button is-primary is-medium"
          onClick={() => send({ type: "NEW_CODE" })}
        >
          {stage === "creationFailed" ? T.retry : T.newCode}
        </button>
      ) : null}
      <button
        type="button"
        className={`button is-medium ${stage === "completed" ? "is-primary" : "is-light"}`}
        onClick={() => send({ type: "CLOSE" })}
      >
        {closeButtonLabel(stage)}
      </button>
    </>
  );

  return (
    <Dialog
      open={open}
      title={T.dialogTitle}
      onClose={() => send({ type: "CLOSE" })}
      footer={footer}
    >
      <div className="twint-dialog">
        <p ref={statusRef} role="status" tabIndex={-1} className="twint-status is-size-5">
          <strong>{statusText(stage)}</strong>
          {stage === "pending" && renewals > 0 ? <> {T.renewed}</> : null}
        </p>
        {amount ? (
          <p className="twint-amount">
            {T.amount} : <strong className="payment-code">{amount}</strong>
          </p>
        ) : null}
        {stage === "pending" && payment ? (
          <>
            {/* On a phone the app comes first and in view: nobody scans her own screen. */}
            {openApp}
            <img
              className="twint-qr"
              src={payment.qrCode}
              width={200}
              height={200}
              alt={T.qrAlt(amount ?? "")}
            />
            <p>{openApp ? T.howToOtherDevice : T.howTo}</p>
            <p className="twint-countdown">
              {T.remaining} : <strong className="payment-code">{countdownText(remainingMs)}</strong>
            </p>
            <p>{T.validity}</p>
          </>
        ) : null}
        {stage === "pending" || stage === "renewing" ? (
          <p>
            <button
              type="button"
              className="button is-link is-medium twint-more-time"
              aria-disabled={stage === "renewing"}
              onClick={() => send({ type: "MORE_TIME" })}
            >
              {T.moreTime}
            </button>
          </p>
        ) : null}
        {stage === "completed" ? (
          <p>{T.completedText(confirms ?? paidFor(snapshot.context.registrationId))}</p>
        ) : null}
        {stage === "failed" ? <p>{T.failedText}</p> : null}
        {stage === "expired" ? <p>{T.expiredText}</p> : null}
        {stage === "creationFailed" && error ? <p className="payment-error">{error}</p> : null}
      </div>
    </Dialog>
  );
}
