/**
 * Builds a raw MIME e-mail (RFC 5322 / 2045-2047) for SES SendRawEmail: multipart/mixed holding a
 * multipart/alternative (text, then HTML) and base64 attachments; UTF-8 encoded-word headers;
 * CRLF line endings. Pure: no AWS, no clock unless given.
 */
export interface MailAttachment {
  filename: string;
  /** e.g. "text/calendar; method=PUBLISH" */
  contentType: string;
  content: string | Uint8Array;
}

export interface MimeMessageInput {
  from: string;
  fromName?: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe; names other than letters, digits and dashes are dropped. */
  headers?: Record<string, string>;
  date?: Date;
  /** Fixed boundaries make the output reproducible in tests. */
  boundarySeed?: string;
}

const CRLF = "\r\n";

/** Header values never carry line breaks (header injection). */
function headerSafe(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

function isAscii(value: string): boolean {
  return /^[\x20-\x7e]*$/.test(value);
}

/** RFC 2047 encoded words, each at most 75 characters, split on character boundaries. */
export function encodeHeaderWord(value: string): string {
  const clean = headerSafe(value);
  if (isAscii(clean)) return clean;
  const words: string[] = [];
  let chunk = "";
  for (const char of clean) {
    if (Buffer.byteLength(chunk + char, "utf8") > 45) {
      words.push(chunk);
      chunk = "";
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words
    .map((w) => `=?UTF-8?B?${Buffer.from(w, "utf8").toString("base64")}?=`)
    .join(`${CRLF} `);
}

/** Base64 body wrapped at 76 characters per line. */
export function base64Lines(content: string | Uint8Array): string {
  const b64 = Buffer.from(content).toString("base64");
  return (b64.match(/.{1,76}/g) ?? []).join(CRLF);
}

function address(email: string, name?: string): string {
  const clean = headerSafe(email);
  if (!name) return clean;
  const display = isAscii(name)
    ? `"${headerSafe(name).replace(/["\\]/g, "")}"`
    : encodeHeaderWord(name);
  return `${display} <${clean}>`;
}

function safeFilename(name: string): string {
  return headerSafe(name).replace(/[^A-Za-z0-9._-]/g, "_") || "piece-jointe";
}

export function buildMimeMessage(input: MimeMessageInput): string {
  const seed =
    input.boundarySeed ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  const mixed = `mixed_${seed}`;
  const alternative = `alt_${seed}`;
  const date = input.date ?? new Date();

  const headers = [
    `From: ${address(input.from, input.fromName)}`,
    `To: ${input.to.map((t) => headerSafe(t)).join(", ")}`,
    ...(input.replyTo ? [`Reply-To: ${headerSafe(input.replyTo)}`] : []),
    `Subject: ${encodeHeaderWord(input.subject)}`,
    `Date: ${date.toUTCString().replace("GMT", "+0000")}`,
    ...Object.entries(input.headers ?? {})
      .filter(([name]) => /^[A-Za-z0-9-]+$/.test(name))
      .map(([name, value]) => `${name}: ${headerSafe(value)}`),
    "MIME-Version: 1.0",
    `Content-Type: multipart/mixed; boundary="${mixed}"`,
  ];

  const textPart = (type: string, body: string) =>
    [
      `Content-Type: ${type}; charset=UTF-8`,
      "Content-Transfer-Encoding: base64",
      "",
      base64Lines(body.replace(/\r?\n/g, CRLF)),
    ].join(CRLF);

  const parts = [
    `--${mixed}`,
    `Content-Type: multipart/alternative; boundary="${alternative}"`,
    "",
    `--${alternative}`,
    textPart("text/plain", input.text),
    `--${alternative}`,
    textPart("text/html", input.html),
    `--${alternative}--`,
  ];
  for (const attachment of input.attachments ?? []) {
    const filename = safeFilename(attachment.filename);
    parts.push(
      `--${mixed}`,
      `Content-Type: ${headerSafe(attachment.contentType)}; name="${filename}"`,
      `Content-Disposition: attachment; filename="${filename}"`,
      "Content-Transfer-Encoding: base64",
      "",
      base64Lines(attachment.content),
    );
  }
  parts.push(`--${mixed}--`, "");
  return [...headers, "", ...parts].join(CRLF);
}
