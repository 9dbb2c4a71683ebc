import { BUSINESS } from "@shared/constants/business";

/** The provider's contact as the footer of every e-mail shows it (HTML and plain text alike). */
export const PROVIDER_CONTACT = {
  name: BUSINESS.name,
  address: `${BUSINESS.streetAddress}, ${BUSINESS.postalCode} ${BUSINESS.locality}`,
  phone: BUSINESS.phoneDisplay,
  phoneUrl: `tel:${BUSINESS.phoneE164}`,
  email: BUSINESS.email,
} as const;
