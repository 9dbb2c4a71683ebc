import { BUSINESS } from "@shared/constants/business";
import type { PaymentStatus } from "@shared/payments/payment-status";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type {
  PaymentStatusResult,
  StartPaymentResult,
} from "../../../web/src/features/payment/api";
import { paymentStatusMachine } from "../../../web/src/features/payment/payment-status-machine";
import { manualTwintState } from "../../../web/src/features/payment/twint/manual-twint-state";
import { TwintDialog } from "../../../web/src/features/payment/twint/TwintDialog";
import {
  type CreateTwintInput,
  type TwintSnapshot,
  twintMachine,
} from "../../../web/src/features/payment/twint/twint-machine";
import ConfirmationInscriptionPage from "../../../web/src/pages/ConfirmationInscriptionPage";
import ManualTwintPage from "../../../web/src/pages/ManualTwintPage";
import PaymentSuccessPage from "../../../web/src/pages/PaymentSuccessPage";
import { aConfirmation } from "../../support/confirmation-fixtures";
import { twintStarted } from "../../support/twint-fixtures";

type Entry = string | { pathname: string; state: unknown };

function render(element: ReactElement, entry: Entry): string {
  return renderToString(createElement(MemoryRouter, { initialEntries: [entry] }, element));
}

/** The dialog's machine driven to a stage with scripted answers, as its snapshot. */
async function snapshotAfter(
  status: PaymentStatusResult,
  waitMs = 2000,
  registrationId: string | null = "reg_42",
  /** « J'ai besoin de plus de temps » pressed after the wait (the old code closed as expired). */
  moreTime = false,
): Promise<TwintSnapshot> {
  const actor = createActor(
    twintMachine.provide({
      actors: {
        createPayment: fromPromise<StartPaymentResult, CreateTwintInput>(async () =>
          twintStarted(),
        ),
        closeCode: fromPromise<PaymentStatus | null, { paymentId: string }>(async () => "expired"),
        watchPayment: paymentStatusMachine.provide({
          actors: {
            fetchStatus: fromPromise<PaymentStatusResult, { paymentId: string }>(
              async () => status,
            ),
          },
        }),
      },
    }),
    { input: { registrationId } },
  ).start();
  actor.send({ type: "OPEN" });
  await vi.advanceTimersByTimeAsync(waitMs);
  if (moreTime) {
    actor.send({ type: "MORE_TIME" });
    await vi.advanceTimersByTimeAsync(0);
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

const dialog = (snapshot: TwintSnapshot) =>
  renderToString(createElement(TwintDialog, { snapshot, send: () => {} }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-05-01T08:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the TWINT dialog's markup", () => {
  it("while pending: the 200 × 200 QR code with its text alternative, the amount, the countdown and « Annuler »", async () => {
    const pending = { kind: "known", status: "pending", registrationId: "reg_42" } as const;
    const html = dialog(await snapshotAfter(pending, 15_000));
    expect(html).toContain("<dialog");
    expect(html).toContain("Payer avec TWINT");
    expect(html).toMatch(
      /<img class="twint-qr" src="data:image\/png;base64,iVBORw0KGgo=" width="200" height="200" alt="Code QR TWINT pour payer CHF 150.00"\/>/,
    );
    expect(html).toContain("En attente du paiement...");
    expect(html).toMatch(/Temps restant(<!-- -->)? : <strong[^>]*>9:45<\/strong>/);
    expect(html).toContain("Créer un nouveau code");
    expect(html).toMatch(/>Annuler<\/button>/);
    expect(html).not.toMatch(/>Fermer<\/button>/);
    // The countdown is never the only way through: more time, at any moment (WCAG 2.2.1).
    expect(html).toMatch(
      /<button type="button" class="[^"]*"[^>]*>J&#x27;ai besoin de plus de temps<\/button>/,
    );
    expect(html).not.toContain("Nouveau code : vous avez de nouveau 10 minutes.");
    // On the server (no phone detected) the code is what is offered.
    expect(html).not.toContain("Ouvrir TWINT");
  });

  it("after « J'ai besoin de plus de temps »: a full countdown again, said in the status line", async () => {
    const pending = { kind: "known", status: "pending", registrationId: "reg_42" } as const;
    const html = dialog(await snapshotAfter(pending, 9 * 60_000, "reg_42", true));
    expect(html).toMatch(/Temps restant(<!-- -->)? : <strong[^>]*>10:00<\/strong>/);
    expect(html).toMatch(
      /role="status"[^>]*><strong>En attente du paiement...<\/strong> (<!-- -->)?Nouveau code : vous avez de nouveau 10 minutes.<\/p>/,
    );
    expect(html).toContain("J&#x27;ai besoin de plus de temps");
  });

  it("completed: « Paiement réussi ! » and « Fermer », without code or countdown", async () => {
    const html = dialog(
      await snapshotAfter({ kind: "known", status: "completed", registrationId: "reg_42" }),
    );
    expect(html).toContain("Paiement réussi !");
    expect(html).toMatch(/>Fermer<\/button>/);
    expect(html).not.toMatch(/>Annuler<\/button>/);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("Temps restant");
    expect(html).toContain("votre inscription est confirmée");
  });

  it("completed for a company (no registration): its booking is what is confirmed", async () => {
    const html = dialog(
      await snapshotAfter({ kind: "known", status: "completed", registrationId: null }, 2000, null),
    );
    expect(html).toContain("votre réservation est confirmée");
    expect(html).not.toContain("inscription");
  });

  it("completed for a booking of /reservation-vtt: its « réservation » is confirmed", async () => {
    const snapshot = await snapshotAfter({
      kind: "known",
      status: "completed",
      registrationId: "reg_42",
    });
    const html = renderToString(
      createElement(TwintDialog, { snapshot, send: () => {}, confirms: "réservation" }),
    );
    expect(html).toContain("votre réservation est confirmée");
    expect(html).not.toContain("inscription");
  });

  it("failed: « Paiement échoué », « Annuler » and a new code, without code or countdown", async () => {
    const html = dialog(
      await snapshotAfter({ kind: "known", status: "failed", registrationId: "reg_42" }),
    );
    expect(html).toContain("Paiement échoué");
    expect(html).toContain("Le paiement Twint a échoué. Veuillez réessayer.");
    expect(html).toMatch(/>Annuler<\/button>/);
    expect(html).toMatch(/>Créer un nouveau code<\/button>/);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("Temps restant");
  });
});

describe("/payment-callback", () => {
  it("is TWINT's return: it waits for our API like /payment-success, with the reference", () => {
    const html = render(
      createElement(PaymentSuccessPage),
      "/payment-callback?session_id=cs_test_a1b2c3d4e5f6g7h8&payment_id=pay_1",
    );
    expect(html).toContain("Nous attendons la confirmation de votre paiement…");
    expect(html).toMatch(/Référence(<!-- -->)? : <strong[^>]*>e5f6g7h8<\/strong>/);
  });
});

describe("/paiement-twint", () => {
  const state = manualTwintState({
    amountCentimes: 15000,
    activity: "Tour des Crêtes",
    participants: 2,
    registrationId: "6f1c2d3e-0000-4000-8000-1234567890ab",
  });

  it("carries the amount in CHF (centimes divided by 100), the activity and the participants", () => {
    expect(state).toEqual({
      amount: 150,
      activity: "Tour des Crêtes",
      participants: 2,
      inscription_id: "6f1c2d3e-0000-4000-8000-1234567890ab",
    });
  });

  it("says how to pay by hand: number, amount, the reference to write, the 24 h e-mail, the contact, and the QR code instead", () => {
    const html = render(createElement(ManualTwintPage), { pathname: "/paiement-twint", state });
    expect(html).toContain("Payer par TWINT");
    expect(html).toContain("CHF 150.00");
    expect(html).toContain("Tour des Crêtes, 2 personnes.");
    expect(html).toContain(BUSINESS.twintNumber);
    expect(html).toContain("6f1c2d3e-0000-4000-8000-1234567890ab");
    expect(html).toContain("e-mail de confirmation dans les 24 heures");
    expect(html).toContain(`href="tel:${BUSINESS.phoneE164}"`);
    expect(html).toContain(`href="mailto:${BUSINESS.email}"`);
    expect(html).toContain(BUSINESS.contactHours);
    expect(html).toMatch(/>Payer maintenant avec le code QR<\/button>/);
    // Back to the payment choice through history, where the confirmation page keeps its state.
    expect(html).toMatch(/<button type="button"[^>]*>Choisir un autre moyen de paiement<\/button>/);
  });

  it("without its navigation state shows nothing (the page goes to /calendrier)", () => {
    const html = render(createElement(ManualTwintPage), "/paiement-twint");
    expect(html).not.toContain("Payer par TWINT");
    const incomplete = render(createElement(ManualTwintPage), {
      pathname: "/paiement-twint",
      state: { amount: 150 },
    });
    expect(incomplete).not.toContain("Payer par TWINT");
  });
});

describe("/confirmation-inscription", () => {
  it("offers TWINT by QR code beside the card and the bank transfer, and the way to pay it by hand", () => {
    const html = render(createElement(ConfirmationInscriptionPage), {
      pathname: "/confirmation-inscription",
      state: aConfirmation,
    });
    expect(html).toContain("Payer par carte ou TWINT");
    expect(html).toContain("Payer par virement (QR-facture)");
    expect(html).toMatch(/>Payer avec TWINT \(QR code\)<\/button>/);
    expect(html).toMatch(/<a href="\/paiement-twint"[^>]*>Payer par TWINT sans code QR<\/a>/);
  });
});
