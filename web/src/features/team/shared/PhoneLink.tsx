import { displayPhone } from "@shared/phone";

/** A phone number as people read it (« +41 79 123 45 67 »), a tap away from a call. */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={`tel:${phone.replace(/\s/g, "")}`}>{displayPhone(phone)}</a>;
}
