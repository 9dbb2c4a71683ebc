import { FIGURE_METHODS, type FigureMethod } from "./month-figures";

/**
 * The words of « Chiffres », one source for the team screen, the accountant's file and the local
 * window: a founder reads the same name for a figure wherever she finds it.
 */
export const FIGURE_LABELS = {
  month: "Mois",
  registrations: "Inscriptions reçues",
  participants: "Participants",
  rentalBikes: "Vélos de location",
  received: "Reçu en tout",
  refunds: "Remboursements",
  net: "Net",
} as const;

export const RECEIVED_BY_LABELS: Record<FigureMethod, string> = {
  card: "Reçu par carte",
  twint: "Reçu par TWINT",
  paypal: "Reçu par PayPal",
  virement: "Reçu par virement",
  shopify: "Reçu par la boutique en ligne",
};

/** The methods every month shows; the online shop's only in a season that used it. */
export const ALWAYS_SHOWN_METHODS: readonly FigureMethod[] = [
  "card",
  "twint",
  "paypal",
  "virement",
];

/** The methods to show for these months. */
export function shownMethods(
  months: readonly { receivedByMethod: Record<FigureMethod, number> }[],
) {
  return FIGURE_METHODS.filter(
    (m) =>
      ALWAYS_SHOWN_METHODS.includes(m) || months.some((month) => month.receivedByMethod[m] > 0),
  );
}
