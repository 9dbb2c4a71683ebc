/**
 * A small reader for the raw MIME messages that SES receives (SendRawEmail): enough to show the
 * subject, recipients, text and html parts and the names of attachments (such as the .ics invite)
 * on the local page and in tests. Not a general-purpose MIME library.
 */

export interface ParsedEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: string[];
  /** The text of each calendar invitation attached (text/calendar), in order. */
  calendars: string[];
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitHeadersAndBody(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines start with white space and continue the previous header.
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The value of a parameter such as boundary="x" or filename=y inside a header. */
function headerParam(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  const match = new RegExp(`(?:^|;)\\s*${name}\\*?=\\s*("([^"]*)"|[^;\\s]+)`, "i").exec(value);
  if (!match) return undefined;
  const raw = match[2] ?? match[1] ?? "";
  // RFC 2231 form: utf-8''caf%C3%A9.ics
  const extended = /^([\w-]+)'[^']*'(.*)$/.exec(raw);
  if (extended?.[2] !== undefined) {
    try {
      return decodeURIComponent(extended[2]);
    } catch {
      return extended[2];
    }
  }
  return decodeWords(raw);
}

function decodeBytes(bytes: Uint8Array, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

function quotedPrintableBytes(text: string, underscoreIsSpace: boolean): Uint8Array {
  const source = text.replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    const hex = source.slice(i + 1, i + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else if (underscoreIsSpace && char === "_") {
      bytes.push(0x20);
    } else {
      for (const b of Buffer.from(char, "utf8")) bytes.push(b);
    }
  }
  return Uint8Array.from(bytes);
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) in a header value. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_all, charset: string, encoding: string, text) =>
        encoding.toUpperCase() === "B"
          ? decodeBytes(Buffer.from(text, "base64"), charset)
          : decodeBytes(quotedPrintableBytes(text, true), charset),
    );
}

function decodeBody(part: Part): Uint8Array {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64");
  if (encoding === "quoted-printable") return quotedPrintableBytes(part.body, false);
  return Buffer.from(part.body, "utf8");
}

function splitAddresses(value: string | undefined): string[] {
  if (!value) return [];
  return decodeWords(value)
    .split(",")
    .map((a) => a.trim())
    .filter((a) => a !== "");
}

function walk(part: Part, out: ParsedEmail): void {
  const contentType = part.headers.get("content-type") ?? "text/plain";
  const mediaType = (contentType.split(";")[0] ?? "").trim().toLowerCase();
  const disposition = part.headers.get("content-disposition");
  const filename = headerParam(disposition, "filename") ?? headerParam(contentType, "name");
  if (mediaType.startsWith("multipart/")) {
    const boundary = headerParam(contentType, "boundary");
    if (!boundary) return;
    const pieces = part.body.split(`--${boundary}`);
    // pieces[0] is the preamble; the piece after the closing "--boundary--" is the epilogue.
    for (const piece of pieces.slice(1)) {
      if (piece.startsWith("--")) break;
      walk(splitHeadersAndBody(piece.replace(/^\n/, "")), out);
    }
    return;
  }
  const isAttachment = /^\s*attachment/i.test(disposition ?? "") || filename !== undefined;
  if (isAttachment) {
    out.attachments.push(filename ?? "(sans nom)");
    if (mediaType === "text/calendar") {
      out.calendars.push(decodeBytes(decodeBody(part), headerParam(contentType, "charset")));
    }
    return;
  }
  const text = decodeBytes(decodeBody(part), headerParam(contentType, "charset")).replace(
    /\n$/,
    "",
  );
  if (mediaType === "text/html" && out.html === "") out.html = text;
  else if (mediaType === "text/plain" && out.text === "") out.text = text;
}

export function parseRawEmail(raw: string): ParsedEmail {
  const root = splitHeadersAndBody(raw);
  const parsed: ParsedEmail = {
    from: decodeWords(root.headers.get("from") ?? ""),
    to: splitAddresses(root.headers.get("to")),
    subject: decodeWords(root.headers.get("subject") ?? ""),
    text: "",
    html: "",
    attachments: [],
    calendars: [],
  };
  walk(root, parsed);
  return parsed;
}
