import type { Activity } from "@shared/schemas/activity";
import type { RegistrationSummary } from "@shared/schemas/registration-summary";
import type { Clock } from "../clock";
import type { RegistrationForPayment } from "../payments/payment";
import type { PaymentLinkCheck, PaymentLinks } from "./links";
import { participantName } from "./person";

export interface RegistrationByLinkPorts {
  paymentLinks: Pick<PaymentLinks, "check">;
  getRegistration(
    id: string,
  ): Promise<(RegistrationForPayment & { reminded_at?: string }) | undefined>;
  getActivity(id: string): Promise<Pick<Activity, "date" | "heure_rdv"> | undefined>;
  clock: Clock;
}

export type RegistrationByLink =
  | { found: true; summary: RegistrationSummary }
  /** One answer for all three: the caller never learns whether the registration exists. */
  | { found: false; reason: Exclude<PaymentLinkCheck, "valid"> | "unknown" };

/**
 * What a payment link shows: the registration's summary, the same fields as the confirmation
 * page's navigation state, with its status. The jeton is checked first, on the injected clock;
 * only then is anything read.
 */
export async function registrationByLink(
  registrationId: string,
  jeton: string,
  ports: RegistrationByLinkPorts,
): Promise<RegistrationByLink> {
  const check = await ports.paymentLinks.check(registrationId, jeton, ports.clock.now());
  if (check !== "valid") return { found: false, reason: check };
  const registration = await ports.getRegistration(registrationId);
  if (!registration) return { found: false, reason: "unknown" };
  const activity = await ports.getActivity(registration.activity_id);
  return {
    found: true,
    summary: {
      inscription_id: registration.id,
      activity_id: registration.activity_id,
      activity_title: registration.activity_title,
      activity_date: activity?.date ?? registration.activity_date,
      ...(activity ? { heure_rdv: activity.heure_rdv } : {}),
      participants: registration.nombre_participants,
      amount: registration.total_centimes,
      customer_name: participantName(registration),
      email: registration.email,
      status: registration.status,
      ...(registration.kind === "booking" ? { kind: "booking" as const } : {}),
      ...(registration.short_reference ? { short_reference: registration.short_reference } : {}),
      ...(registration.deadline ? { deadline: registration.deadline } : {}),
      ...(registration.status === "pending_payment" &&
      registration.remind_at &&
      !registration.reminded_at
        ? { remind_at: registration.remind_at }
        : {}),
    },
  };
}
