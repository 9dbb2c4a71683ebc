/**
 * iCalendar (RFC 5545) invitation for one outing: times in UTC (Z), CRLF line endings, text
 * escaping and 75-octet line folding. No dependency. One registration's invitation keeps its UID
 * through its life: tentative while unpaid, confirmed once paid, cancelled (METHOD:CANCEL, RFC
 * 5546) when the registration or the outing is; each step a higher SEQUENCE, so that a calendar
 * replaces the event it holds rather than adding one.
 */
export type IcsStatus = "TENTATIVE" | "CONFIRMED" | "CANCELLED";

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  organizerEmail?: string;
  organizerName?: string;
  /** DTSTAMP: when the invitation was made. */
  stamp: Date;
  status: IcsStatus;
  /** Higher at each step of the same UID. */
  sequence: number;
}

/** PUBLISH for an event to hold (tentative or confirmed), CANCEL to take it out of the calendar. */
export const icsMethod = (status: IcsStatus) => (status === "CANCELLED" ? "CANCEL" : "PUBLISH");

const CRLF = "\r\n";

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line at 75 octets, never inside a UTF-8 character; continuation lines start with a space. */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    const limit = out.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      out.push(current);
      current = "";
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

/** 2026-03-12T08:30:00.000Z -> 20260312T083000Z */
export function icsUtc(date: Date): string {
  // A TZDate (meetingInstant) prints its own offset: go through a plain Date to get UTC.
  return new Date(date.getTime())
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export function buildIcs(event: IcsEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Jura VTT Vitalite//Inscriptions//FR",
    "CALSCALE:GREGORIAN",
    `METHOD:${icsMethod(event.status)}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizerEmail
      ? [
          `ORGANIZER${event.organizerName ? `;CN="${event.organizerName.replace(/"/g, "")}"` : ""}:mailto:${event.organizerEmail}`,
        ]
      : []),
    `STATUS:${event.status}`,
    // A cancelled event no longer blocks the time.
    event.status === "CANCELLED" ? "TRANSP:TRANSPARENT" : "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
