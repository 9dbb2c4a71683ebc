import type { BikeCounts } from "../schemas/bikes";
import { bikeTotal } from "../schemas/bikes";
import { zurichMonth } from "../time";

/**
 * « Chiffres »: the figures of each Europe/Zurich calendar month, computed once from the stored
 * records, for the team space, its accountant's file and the local dashboard alike. Pure: the
 * records come in, the months go out. Money in centimes.
 */

/** The methods the figures split money by, in the order the founders read them. */
export const FIGURE_METHODS = ["card", "twint", "paypal", "virement", "shopify"] as const;
export type FigureMethod = (typeof FIGURE_METHODS)[number];

/** What the figures read of a stored registration (functions/core/registrations). */
export interface FigureRegistration {
  created_at: string;
  nombre_participants: number;
  velos_location?: BikeCounts;
}

/** What the figures read of a stored payment (functions/core/payments/payment.ts). */
export interface FigurePayment {
  method: string;
  status: string;
  amount_centimes: number;
  completed_at?: string;
  refund_status?: string;
  refunded_at?: string;
  refunded_centimes?: number;
  refund_parts?: Record<string, { amount_centimes: number; status: string; refunded_at?: string }>;
}

export interface MonthFigures {
  /** yyyy-mm, in Europe/Zurich. */
  month: string;
  registrations: number;
  participants: number;
  rentalBikes: number;
  receivedByMethod: Record<FigureMethod, number>;
  received: number;
  refunds: number;
  /** received − refunds: a refund counts in the month it was given back. */
  net: number;
}

const emptyMonth = (month: string): MonthFigures => ({
  month,
  registrations: 0,
  participants: 0,
  rentalBikes: 0,
  receivedByMethod: { card: 0, twint: 0, paypal: 0, virement: 0, shopify: 0 },
  received: 0,
  refunds: 0,
  net: 0,
});

/** A refund given back, with the instant it was: the whole one and each part refunded alone. */
function refundsOf(payment: FigurePayment): { at: string; centimes: number }[] {
  const given: { at: string; centimes: number }[] = [];
  for (const part of Object.values(payment.refund_parts ?? {})) {
    if (part.status === "refunded" && part.refunded_at) {
      given.push({ at: part.refunded_at, centimes: part.amount_centimes });
    }
  }
  if (payment.refund_status === "refunded" && payment.refunded_at) {
    // The whole refund gives back what the parts did not (core/payments/payment.ts refundRest).
    const rest = payment.amount_centimes - (payment.refunded_centimes ?? 0);
    given.push({ at: payment.refunded_at, centimes: rest });
  }
  return given;
}

/** yyyy-mm of the month after `month`. */
export function nextMonth(month: string): string {
  const [y, m] = month.split("-").map(Number);
  const year = (y ?? 0) + ((m ?? 1) === 12 ? 1 : 0);
  const next = ((m ?? 1) % 12) + 1;
  return `${String(year).padStart(4, "0")}-${String(next).padStart(2, "0")}`;
}

/**
 * The season's months, newest first: from January of this year (Zurich), or from the first month
 * of this year with a record, up to this month; each month in between is listed, even empty.
 */
export function seasonFigures(
  records: { registrations: readonly FigureRegistration[]; payments: readonly FigurePayment[] },
  now: Date,
): MonthFigures[] {
  const thisMonth = zurichMonth(now);
  const january = `${thisMonth.slice(0, 4)}-01`;
  const byMonth = new Map<string, MonthFigures>();
  const at = (instant: string) => {
    const month = zurichMonth(instant);
    let figures = byMonth.get(month);
    if (!figures) {
      figures = emptyMonth(month);
      byMonth.set(month, figures);
    }
    return figures;
  };

  for (const r of records.registrations) {
    const figures = at(r.created_at);
    figures.registrations += 1;
    figures.participants += r.nombre_participants;
    figures.rentalBikes += bikeTotal(r.velos_location ?? {});
  }
  for (const p of records.payments) {
    // Only money paid counts: a pending, failed or expired payment brought nothing in.
    if (p.status === "completed" && p.completed_at) {
      const figures = at(p.completed_at);
      const method = (FIGURE_METHODS as readonly string[]).includes(p.method)
        ? (p.method as FigureMethod)
        : "card";
      figures.receivedByMethod[method] += p.amount_centimes;
      figures.received += p.amount_centimes;
    }
    for (const refund of refundsOf(p)) at(refund.at).refunds += refund.centimes;
  }

  const withData = [...byMonth.keys()].filter((m) => m >= january && m <= thisMonth).sort();
  const months: MonthFigures[] = [];
  for (let m = withData[0] ?? thisMonth; m <= thisMonth; m = nextMonth(m)) {
    const figures = byMonth.get(m) ?? emptyMonth(m);
    figures.net = figures.received - figures.refunds;
    months.unshift(figures);
  }
  return months;
}
