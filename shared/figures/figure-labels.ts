import { formatChf } from "../money";
import { FIGURE_METHODS, type FigureMethod, type MonthFigures } from "./month-figures";

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

/** What a month with nothing to say says. */
export const EMPTY_MONTH_TEXT = "Aucune inscription ni paiement ce mois-là.";

/** A month with nothing to say: no registration, no money in or out. */
export const isEmptyMonth = (m: MonthFigures) =>
  m.registrations === 0 && m.received === 0 && m.refunds === 0;

/** A month's figures as label and value, in the order every place shows them; the net last. */
export function monthRows(
  month: MonthFigures,
  methods: readonly FigureMethod[],
): [string, string][] {
  return [
    [FIGURE_LABELS.registrations, String(month.registrations)],
    [FIGURE_LABELS.participants, String(month.participants)],
    [FIGURE_LABELS.rentalBikes, String(month.rentalBikes)],
    ...methods.map((m): [string, string] => [
      RECEIVED_BY_LABELS[m],
      formatChf(month.receivedByMethod[m]),
    ]),
    [FIGURE_LABELS.received, formatChf(month.received)],
    [FIGURE_LABELS.refunds, formatChf(month.refunds)],
    [FIGURE_LABELS.net, formatChf(month.net)],
  ];
}
