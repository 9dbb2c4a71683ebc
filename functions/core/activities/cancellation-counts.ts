import type { CancellationCounts, CancellationProgress } from "@shared/schemas/team-cancellation";
import type { Payment, RegistrationForPayment } from "../payments/payment";
import { refundModeOf } from "../payments/refund-payment";

/** The statuses of a registration that holds places (and that a cancellation closes). */
export const OPEN_STATUSES = ["pending_payment", "paid"] as const;

export type CancellationRegistration = RegistrationForPayment & {
  cancelled_by?: string;
};

/** Where one registration of a cancelled date stands, as the job and its preview count it. */
export interface CancellationLine {
  id: string;
  participants: number;
  /** open: holds places; done: cancelled by the provider; other: ended before (not counted). */
  state: "open" | "done" | "other";
  /** The money: to refund or refunded through a provider, by hand, waiting for a retry, none. */
  refund: "provider_api" | "by_hand" | "requested" | "none";
  amount_centimes: number;
}

export const isOpen = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

/** One registration's line, from its record and the payment that paid it. */
export function cancellationLine(
  registration: CancellationRegistration,
  payment: Payment | undefined,
): CancellationLine {
  const state = isOpen(registration.status)
    ? "open"
    : registration.status === "cancelled" && registration.cancelled_by === "provider"
      ? "done"
      : "other";
  const mode = payment?.refund_status === "requested" ? "requested" : refundModeOf(payment);
  return {
    id: registration.id,
    participants: registration.nombre_participants,
    state,
    // A refund done, or settled by hand, keeps its mode for the counts.
    refund: payment?.refund_status === "by_hand" ? "by_hand" : mode,
    amount_centimes: payment?.amount_centimes ?? 0,
  };
}

/** The lines of an outing's registrations, each with its paid payment (read by its slot). */
export async function cancellationLines(
  registrations: CancellationRegistration[],
  getPayment: (id: string) => Promise<Payment | undefined>,
): Promise<CancellationLine[]> {
  return Promise.all(
    registrations.map(async (r) =>
      cancellationLine(r, r.paid_payment_id ? await getPayment(r.paid_payment_id) : undefined),
    ),
  );
}

function counts(lines: CancellationLine[]): CancellationCounts {
  return {
    inscriptions: lines.length,
    personnes: lines.reduce((sum, l) => sum + l.participants, 0),
    rembourse_centimes: lines
      .filter((l) => l.refund === "provider_api")
      .reduce((sum, l) => sum + l.amount_centimes, 0),
    remboursements_a_la_main: lines.filter((l) => l.refund === "by_hand").length,
  };
}

/** Before cancelling: the registrations holding places, and what their refunds will be. */
export const cancellationPreview = (lines: CancellationLine[]): CancellationCounts =>
  counts(lines.filter((l) => l.state === "open"));

/**
 * The job's progress: the registrations it has cancelled (people told, refunded through a
 * provider, to refund by hand, waiting for a retry) out of those it has to.
 */
export function cancellationProgress(lines: CancellationLine[]): CancellationProgress {
  const done = lines.filter((l) => l.state === "done");
  const open = lines.filter((l) => l.state === "open").length;
  return {
    ...counts(done),
    total: done.length + open,
    remboursements_en_attente: done.filter((l) => l.refund === "requested").length,
    terminee: open === 0,
  };
}
