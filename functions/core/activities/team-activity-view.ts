import { rentsBikes } from "@shared/schemas/fleet";
import type { TeamActivity } from "@shared/schemas/team";
import { type Payment, type RegistrationForPayment, refundRest } from "../payments/payment";
import { placesHeld, placesOf } from "./change-rules";
import type { TeamActivityPorts } from "./ports";
import { publicActivity, type StoredActivity } from "./stored-activity";

/**
 * What a registration has paid: its completed payment (the one that paid it), unless refunded.
 * Read by the registration's `paid_payment_id` slot (no Scan of the payments table).
 */
export async function amountPaid(
  registration: RegistrationForPayment,
  getPayment: (id: string) => Promise<Payment | undefined>,
): Promise<number> {
  if (!registration.paid_payment_id) return 0;
  const payment = await getPayment(registration.paid_payment_id);
  return paidBy(payment);
}

/** A payment's money kept: completed, less what was refunded (its parts, or all of it). */
export function paidBy(payment: Payment | undefined): number {
  if (!payment || payment.status !== "completed" || payment.refund_status === "refunded") return 0;
  return refundRest(payment);
}

/** An outing as the founders see it, from the outing, its registrations and what they paid. */
export function teamActivityView(
  activity: StoredActivity,
  registrations: RegistrationForPayment[],
  paid: number[],
): TeamActivity {
  const { offered } = placesOf(activity, registrations);
  return {
    ...publicActivity(activity),
    a_apporter: activity.a_apporter,
    masquee: activity.masquee,
    ...(activity.annulation ? { annulee: true as const } : {}),
    places_offertes: offered,
    places_prises: placesHeld(registrations),
    inscriptions_payees: registrations.filter((r) => r.status === "paid").length,
    inscriptions_non_payees: registrations.filter((r) => r.status === "pending_payment").length,
    montant_paye_centimes: paid.reduce((sum, n) => sum + n, 0),
  };
}

/**
 * One outing's team view, reading its registrations and their payments; with `dayBikes`, on an
 * e-bike outing, the rental bikes going out that day (`velos_du_jour`, every outing of the day).
 */
export async function loadTeamActivity(
  activity: StoredActivity,
  ports: Pick<TeamActivityPorts, "registrations" | "getPayment" | "fleet">,
  { dayBikes = false }: { dayBikes?: boolean } = {},
): Promise<TeamActivity> {
  const bikes =
    dayBikes && ports.fleet && rentsBikes(activity)
      ? ports.fleet.snapshot(activity.date)
      : undefined;
  const registrations = await ports.registrations.listByActivity(activity.id);
  const paid = await Promise.all(registrations.map((r) => amountPaid(r, ports.getPayment)));
  const view = teamActivityView(activity, registrations, paid);
  return bikes ? { ...view, velos_du_jour: (await bikes).day.loues } : view;
}
