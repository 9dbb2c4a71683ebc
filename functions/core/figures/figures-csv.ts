import { csvCell } from "@core/activities/participants-csv";
import { FIGURE_LABELS, RECEIVED_BY_LABELS } from "@shared/figures/figure-labels";
import { FIGURE_METHODS, type MonthFigures } from "@shared/figures/month-figures";
import { centimesToDecimal } from "@shared/money";

/**
 * « Chiffres » as the accountant's file: the same cells as participants-csv.ts (UTF-8 with a BOM,
 * `;`, CRLF, every cell quoted) so that Excel in French Switzerland opens it, CHF as « 60.00 ».
 * One line per month, oldest first, as a ledger reads.
 */
/** An amount is no formula: a negative net stays « -75.50 », a number the spreadsheet sums. */
const cell = (value: string) => (/^-\d+\.\d{2}$/.test(value) ? `"${value}"` : csvCell(value));

export function figuresCsv(months: readonly MonthFigures[]): string {
  const header = [
    FIGURE_LABELS.month,
    FIGURE_LABELS.registrations,
    FIGURE_LABELS.participants,
    FIGURE_LABELS.rentalBikes,
    ...FIGURE_METHODS.map((m) => `${RECEIVED_BY_LABELS[m]} (CHF)`),
    `${FIGURE_LABELS.received} (CHF)`,
    `${FIGURE_LABELS.refunds} (CHF)`,
    `${FIGURE_LABELS.net} (CHF)`,
  ];
  const lines = [...months]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((m) => [
      m.month,
      String(m.registrations),
      String(m.participants),
      String(m.rentalBikes),
      ...FIGURE_METHODS.map((method) => centimesToDecimal(m.receivedByMethod[method])),
      centimesToDecimal(m.received),
      centimesToDecimal(m.refunds),
      centimesToDecimal(m.net),
    ]);
  const text = [header, ...lines].map((cells) => cells.map(cell).join(";"));
  return `\uFEFF${text.join("\r\n")}\r\n`;
}
