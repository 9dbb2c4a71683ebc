import type { Activity } from "@shared/schemas/activity";
import type { BookingPaymentMethod, SkillLevel } from "@shared/schemas/booking";

/** The form's own values: the level and the date start unchosen, the box unticked, the age empty. */
export interface BookingFormValues {
  fullName: string;
  address: string;
  /** NaN while the field is empty (valueAsNumber): the schema answers « Âge invalide ». */
  age: number;
  skillLevel: SkillLevel | "";
  activityDate: string;
  activity_id: string;
  paymentMethod: BookingPaymentMethod | "";
  acceptTerms: boolean;
  digitalSignature: string;
  email: string;
  telephone: string;
}

/** The spec's default method is shopify (card). */
export const EMPTY_BOOKING_FORM: BookingFormValues = {
  fullName: "",
  address: "",
  age: Number.NaN,
  skillLevel: "",
  activityDate: "",
  activity_id: "",
  paymentMethod: "shopify",
  acceptTerms: false,
  digitalSignature: "",
  email: "",
  telephone: "",
};

/** The dates offered, as the page has them: loading, failed, or the outings open for booking. */
export type BookingDates =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "loaded"; activities: Activity[] };
