/** An invitation's content lines, unfolded (RFC 5545 §3.1), as a calendar reads them. */
export function icsLines(ics: string): Record<string, string> {
  const unfolded = ics.replace(/\r\n[ \t]/g, "");
  return Object.fromEntries(
    unfolded
      .split("\r\n")
      .filter((line) => line.includes(":") && !line.startsWith("BEGIN") && !line.startsWith("END"))
      .map((line) => [
        line.slice(0, line.indexOf(":")).split(";")[0],
        line.slice(line.indexOf(":") + 1),
      ]),
  );
}
