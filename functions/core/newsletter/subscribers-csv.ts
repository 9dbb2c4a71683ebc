import { zurichToday } from "@shared/time";
import { csvCell } from "../activities/participants-csv";
import type { Subscriber } from "./subscription";

/**
 * The confirmed newsletter subscribers as a file for Excel, with the participants file's
 * conventions (UTF-8 BOM, `;`, CRLF, quoted cells, formulas defused by csvCell). The form asks for
 * the e-mail address only: no name to write. The day of confirmation is Zurich's.
 */
const HEADER = ["E-mail", "Confirmé le"];

export function subscribersCsv(subscribers: Pick<Subscriber, "email" | "confirmed_at">[]): string {
  const rows = subscribers.map((s) => [
    s.email,
    s.confirmed_at ? zurichToday(new Date(s.confirmed_at)) : "",
  ]);
  const lines = [HEADER, ...rows].map((cells) => cells.map(csvCell).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
