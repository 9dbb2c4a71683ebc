import { base64Lines, buildMimeMessage, encodeHeaderWord } from "@adapters/mime";
import { SESClient, SendRawEmailCommand } from "@aws-sdk/client-ses";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "../../functions/config";
import { parseRawEmail } from "../../local/window/mime";
import { stubFunctionConfig } from "../support/function-config";

const message = buildMimeMessage({
  from: "reservations@jura-vtt-vitalite.ch",
  fromName: "Jura VTT Vitalité",
  to: ["monique@example.ch"],
  replyTo: "contact@jura-vtt-vitalite.ch",
  subject: "Inscription enregistrée : Sortie crêtes du Jura le 12 mars 2026 — à bientôt !",
  text: "Bonjour Monique,\nMontant : CHF 150.00",
  html: "<p>Bonjour Monique,</p><p>Montant : CHF 150.00</p>",
  attachments: [
    {
      filename: "sortie.ics",
      contentType: "text/calendar; method=PUBLISH",
      content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
    },
  ],
  date: new Date("2026-03-01T10:00:00Z"),
  boundarySeed: "seed",
});

const [head = "", body = ""] = message.split("\r\n\r\n");

describe("MIME message", () => {
  it("uses CRLF everywhere", () => {
    expect(message.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("encodes non-ASCII headers as UTF-8 encoded words of at most 75 characters", () => {
    expect(head).toMatch(/^From: =\?UTF-8\?B\?[^?]+\?= <reservations@jura-vtt-vitalite\.ch>/m);
    expect(head).toContain("To: monique@example.ch");
    expect(head).toContain("Reply-To: contact@jura-vtt-vitalite.ch");
    for (const word of head.match(/=\?UTF-8\?B\?[^?]*\?=/g) ?? [])
      expect(word.length).toBeLessThanOrEqual(75);
    expect(encodeHeaderWord("Plain subject")).toBe("Plain subject");
    const decoded = parseRawEmail(message);
    expect(decoded.subject).toBe(
      "Inscription enregistrée : Sortie crêtes du Jura le 12 mars 2026 — à bientôt !",
    );
  });

  it("nests text and HTML in multipart/alternative inside multipart/mixed, with the attachment", () => {
    expect(head).toContain('Content-Type: multipart/mixed; boundary="mixed_seed"');
    expect(head).toContain("MIME-Version: 1.0");
    expect(body).toContain('Content-Type: multipart/alternative; boundary="alt_seed"');
    const textAt = message.indexOf("Content-Type: text/plain; charset=UTF-8");
    const htmlAt = message.indexOf("Content-Type: text/html; charset=UTF-8");
    const icsAt = message.indexOf('Content-Type: text/calendar; method=PUBLISH; name="sortie.ics"');
    expect(textAt).toBeGreaterThan(0);
    expect(htmlAt).toBeGreaterThan(textAt);
    expect(icsAt).toBeGreaterThan(message.indexOf("--alt_seed--"));
    expect(message).toContain('Content-Disposition: attachment; filename="sortie.ics"');
    expect(message.trimEnd().endsWith("--mixed_seed--")).toBe(true);
    const parsed = parseRawEmail(message);
    expect(parsed.text).toContain("CHF 150.00");
    expect(parsed.html).toContain("<p>Bonjour Monique,</p>");
    expect(parsed.attachments).toEqual(["sortie.ics"]);
  });

  it("wraps base64 at 76 characters", () => {
    const lines = base64Lines("x".repeat(500)).split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(76);
  });

  it("keeps line breaks out of header values (no header injection)", () => {
    const raw = buildMimeMessage({
      from: "a@b.ch",
      to: ["x@y.ch\r\nBcc: victim@example.com"],
      subject: "Hello\r\nBcc: victim@example.com",
      text: "t",
      html: "h",
    });
    expect(raw).not.toMatch(/^Bcc:/m);
  });
});

describe("sendEmail", () => {
  const ses = mockClient(SESClient);
  beforeEach(() => {
    stubFunctionConfig({ busName: "bus", tablePrefix: "" });
  });
  afterEach(() => {
    ses.reset();
    vi.unstubAllEnvs();
    resetConfigForTests();
  });

  it("sends a raw MIME message from SENDER_EMAIL to the recipients", async () => {
    ses.on(SendRawEmailCommand).resolves({ MessageId: "m-1" });
    const { sendEmail } = await import("@adapters/mailer");
    const id = await sendEmail({
      to: "monique@example.ch",
      subject: "Sujet é",
      text: "t",
      html: "<p>h</p>",
    });
    expect(id).toBe("m-1");
    const input = ses.commandCalls(SendRawEmailCommand)[0]?.args[0].input;
    expect(input?.Source).toBe("reservations@jura-vtt-vitalite.ch");
    expect(input?.Destinations).toEqual(["monique@example.ch"]);
    const raw = new TextDecoder().decode(input?.RawMessage?.Data);
    expect(parseRawEmail(raw).subject).toBe("Sujet é");
  });

  it("throws when SES refuses, so that the notification is retried", async () => {
    ses.on(SendRawEmailCommand).rejects(new Error("MessageRejected"));
    const { sendEmail } = await import("@adapters/mailer");
    await expect(sendEmail({ to: "a@b.ch", subject: "s", text: "t", html: "h" })).rejects.toThrow(
      "MessageRejected",
    );
  });
});
