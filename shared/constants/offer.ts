/** Business constants of the specification (section 9). Amounts are integer centimes of CHF. */

export const CURRENCY = "CHF" as const;

export const FORMULAS = {
  decouverte: { label: "Découverte", approxHours: 3, pricePerPersonCentimes: 5000 },
  formeVitalite: { label: "Forme & Vitalité", approxHours: 4, pricePerPersonCentimes: 7500 },
  aventure: { label: "Aventure & Engagement", approxHours: 6, pricePerPersonCentimes: 10000 },
  speciale: { label: "Spéciale", approxHours: null, pricePerPersonCentimes: null },
} as const;

export type FormulaKey = keyof typeof FORMULAS;

export const LIMITS = {
  maxGroupSize: 8,
  registrationParticipantsMin: 1,
  registrationParticipantsMax: 10,
  registrationAddressMin: 10,
  bookingAddressMin: 5,
  nameMin: 2,
  /** Minimum age on the day of registration, in Europe/Zurich (docs/decisions.md). */
  bookingAgeMin: 16,
  /** Largest JSON body the API accepts, in bytes; larger bodies get a 413. */
  maxBodyBytes: 16 * 1024,
} as const;

export const QUOTE_PARTICIPANT_OPTIONS = ["3-5", "6-8", "9-12", "13-15"] as const;

export const POLICY = {
  freeCancellationHours: 72,
  quoteReplyHours: 48,
  paymentReminderHours: 24,
  /** A payment made by hand (TWINT to the provider's number) is confirmed by e-mail within. */
  manualPaymentConfirmationHours: 24,
} as const;

/** Back from the card payment page, our API is asked every 2 s, for a minute at most. */
export const PAYMENT_STATUS_POLLING = {
  intervalMs: 2000,
  stopAfterMs: 60_000,
} as const;

/**
 * TWINT by QR code (spec sections 4 and 9): the dialog asks our API every 2 s and stops after
 * 10 minutes; the code is valid for those same 10 minutes (our server expires Stripe's session
 * then, well before Stripe's own 30 minutes); the image is 200 × 200 pixels.
 */
export const TWINT_QR = {
  pollIntervalMs: 2000,
  stopPollingAfterMs: 600_000,
  lifetimeMs: 600_000,
  sizePx: 200,
} as const;

/** While PayPal's page is open in another tab, our API is asked every 3 s, for 10 minutes (spec 4, 9). */
export const WALLET_STATUS_POLLING = {
  intervalMs: 3000,
  stopAfterMs: 600_000,
} as const;
