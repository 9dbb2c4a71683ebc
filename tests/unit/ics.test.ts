import { buildIcs, escapeIcsText, foldIcsLine, icsUtc } from "@core/email/ics";
import { meetingInstant } from "@shared/time";
import { describe, expect, it } from "vitest";

const start = meetingInstant("2026-03-12", "09:30");
const ics = buildIcs({
  uid: "c0ffee00-0000-4000-8000-000000000000@jura-vtt-vitalite.ch",
  start,
  end: new Date(start.getTime() + 3 * 3600_000),
  summary: "Sortie VTT; crêtes, lac & fondue",
  location: "Parking de la gare, Saint-Cergue",
  description: "Ligne 1\nLigne 2 avec \\ barre",
  url: "https://jura-vtt-vitalite.ch",
  organizerEmail: "contact@jura-vtt-vitalite.ch",
  organizerName: "Jura VTT Vitalité",
  stamp: new Date("2026-02-01T10:00:00Z"),
  status: "CONFIRMED",
  sequence: 0,
});

describe("calendar invitation (.ics)", () => {
  it("is a PUBLISH calendar with one event, CRLF line endings only", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("\r\nMETHOD:PUBLISH\r\n");
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it("uses the registration id as UID and UTC times from the Zurich meeting time", () => {
    expect(ics).toContain("\r\nUID:c0ffee00-0000-4000-8000-000000000000@jura-vtt-vitalite.ch\r\n");
    // 09:30 in Zurich on 12 March (UTC+1) is 08:30 UTC.
    expect(ics).toContain("\r\nDTSTART:20260312T083000Z\r\n");
    expect(ics).toContain("\r\nDTEND:20260312T113000Z\r\n");
    expect(ics).toContain("\r\nDTSTAMP:20260201T100000Z\r\n");
    expect(icsUtc(meetingInstant("2026-07-01", "18:00"))).toBe("20260701T160000Z");
  });

  it("escapes text values", () => {
    expect(escapeIcsText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
    expect(ics).toContain("SUMMARY:Sortie VTT\\; crêtes\\, lac & fondue");
    expect(ics).toContain("DESCRIPTION:Ligne 1\\nLigne 2 avec \\\\ barre");
  });

  it("folds lines at 75 octets without cutting a UTF-8 character", () => {
    const long = `DESCRIPTION:${"é".repeat(100)}`;
    const folded = foldIcsLine(long);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(" ")).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join("")).toBe(long);
    for (const line of ics.split("\r\n"))
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  });
});

describe("a registration's invitation through its life", () => {
  const steps = (["TENTATIVE", "CONFIRMED", "CANCELLED"] as const).map((status, sequence) =>
    buildIcs({
      uid: "reg-1@jura-vtt-vitalite.ch",
      start,
      end: new Date(start.getTime() + 3 * 3600_000),
      summary: "Sortie VTT",
      organizerEmail: "contact@jura-vtt-vitalite.ch",
      stamp: new Date("2026-02-01T10:00:00Z"),
      status,
      sequence,
    }),
  );

  it("publishes a tentative then a confirmed event, then cancels it: one UID, a higher SEQUENCE each time", () => {
    const [tentative, confirmed, cancelled] = steps;
    expect(tentative).toContain("\r\nMETHOD:PUBLISH\r\n");
    expect(tentative).toContain("\r\nSTATUS:TENTATIVE\r\n");
    expect(tentative).toContain("\r\nSEQUENCE:0\r\n");
    expect(confirmed).toContain("\r\nMETHOD:PUBLISH\r\n");
    expect(confirmed).toContain("\r\nSTATUS:CONFIRMED\r\n");
    expect(confirmed).toContain("\r\nSEQUENCE:1\r\n");
    expect(cancelled).toContain("\r\nMETHOD:CANCEL\r\n");
    expect(cancelled).toContain("\r\nSTATUS:CANCELLED\r\n");
    expect(cancelled).toContain("\r\nSEQUENCE:2\r\n");
    expect(cancelled).toContain("\r\nTRANSP:TRANSPARENT\r\n");
    for (const ics of steps) expect(ics).toContain("\r\nUID:reg-1@jura-vtt-vitalite.ch\r\n");
  });
});
