import { formatDate } from "@shared/date-format";
import { zurichToday } from "@shared/time";

/** Mail programs cut long mailto: links: the quoted text stops around here. */
export const MAX_QUOTED_CHARACTERS = 1500;

/**
 * « Répondre »: a mailto: link that opens the founders' own e-mail program with the answer
 * addressed, its subject (« Re : votre demande de devis du 12 mars ») and the original text quoted
 * (« > » before each line), cut at MAX_QUOTED_CHARACTERS.
 */
export function replyLink(
  kind: "quote" | "message",
  to: string,
  receivedAt: string,
  original: string,
): string {
  const day = formatDate(zurichToday(new Date(receivedAt))).replace(/ \d{4}$/, "");
  const subject =
    kind === "quote" ? `Re : votre demande de devis du ${day}` : `Re : votre message du ${day}`;
  const text =
    original.length > MAX_QUOTED_CHARACTERS
      ? `${original.slice(0, MAX_QUOTED_CHARACTERS).trimEnd()} […]`
      : original;
  const quoted = text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\r\n");
  const body = `Bonjour,\r\n\r\n\r\n\r\nLe ${day}, vous nous avez écrit :\r\n${quoted}`;
  return `mailto:${encodeURIComponent(to).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
