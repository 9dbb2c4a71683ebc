/** Business constants of the specification (section 9). Amounts are integer centimes of CHF. */

export const CURRENCY = "CHF" as const;

export const FORMULAS = {
  decouverte: { label: "Découverte", approxHours: 3, pricePerPersonCentimes: 5000 },
  formeVitalite: { label: "Forme & Vitalité", approxHours: 4, pricePerPersonCentimes: 7500 },
  aventure: { label: "Aventure & Engagement", approxHours: 6, pricePerPersonCentimes: 10000 },
  speciale: { label: "Spéciale", approxHours: null, pricePerPersonCentimes: null },
} as const;

export type FormulaKey = keyof typeof FORMULAS;

/** Fixed prices used by the mobile and wallet payments, per product type. */
export const FIXED_PRODUCT_PRICES_CENTIMES = {
  "vtt-groupe": 8900,
  "vtt-electrique": 12900,
  "coaching-individuel": 19900,
  entreprise: 14900,
} as const;

export const LIMITS = {
  maxGroupSize: 8,
  teamBuildingMin: 3,
  teamBuildingMax: 15,
  registrationParticipantsMin: 1,
  registrationParticipantsMax: 10,
  registrationAddressMin: 10,
  bookingAddressMin: 5,
  nameMin: 2,
  bookingAgeMin: 16,
  bookingAgeMax: 100,
  /** Largest JSON body the API accepts, in bytes; larger bodies get a 413. */
  maxBodyBytes: 16 * 1024,
} as const;

export const QUOTE_PARTICIPANT_OPTIONS = ["3-5", "6-8", "9-12", "13-15"] as const;

export const POLICY = {
  freeCancellationHours: 72,
  quoteReplyHours: 48,
  paymentReminderHours: 24,
} as const;

export const POLLING = {
  mobilePaymentMs: 2000,
  walletPaymentMs: 3000,
  stopAfterMs: 600_000,
  /** Back from the card payment page: our API is asked every 2 s, for a minute at most. */
  checkoutReturnMs: 2000,
  checkoutReturnStopAfterMs: 60_000,
} as const;
