import type { Message } from "@aws-sdk/client-sqs";
import { describe, expect, it } from "vitest";
import { fromApiResult, isTextContentType } from "../../local/host/api-gateway";
import { succeededMessages } from "../../local/host/sqs-poller";
import { decodeWords, parseRawEmail } from "../../local/window/mime";

describe("raw MIME reader (local window and tests)", () => {
  it("decodes encoded-word subjects, folded headers and several recipients", () => {
    const parsed = parseRawEmail(
      [
        "From: =?UTF-8?Q?Jura_VTT_Vitalit=C3=A9?= <reservations@jura-vtt-vitalite.ch>",
        "To: a@example.ch,",
        " b@example.ch",
        "Subject: =?UTF-8?B?UsOpc2VydmF0aW9u?= =?UTF-8?B?IGNvbmZpcm3DqWU=?=",
        "Content-Type: text/plain; charset=UTF-8",
        "Content-Transfer-Encoding: quoted-printable",
        "",
        "Ligne tr=C3=A8s longue coup=",
        "=C3=A9e.",
      ].join("\r\n"),
    );
    expect(parsed.from).toBe("Jura VTT Vitalité <reservations@jura-vtt-vitalite.ch>");
    expect(parsed.to).toEqual(["a@example.ch", "b@example.ch"]);
    expect(parsed.subject).toBe("Réservation confirmée");
    expect(parsed.text).toBe("Ligne très longue coupée.");
    expect(parsed.attachments).toEqual([]);
  });

  it("finds attachments by disposition, by name, and by RFC 2231 file name", () => {
    const parsed = parseRawEmail(
      [
        "Subject: Pièces",
        'Content-Type: multipart/mixed; boundary="x"',
        "",
        "--x",
        "Content-Type: text/html; charset=UTF-8",
        "",
        "<p>Bonjour</p>",
        "--x",
        "Content-Type: application/pdf",
        "Content-Disposition: attachment; filename*=UTF-8''facture%20n%C2%B01.pdf",
        "",
        "JVBERi0=",
        "--x",
        'Content-Type: text/calendar; method=REQUEST; name="invitation.ics"',
        "",
        "BEGIN:VCALENDAR",
        "--x--",
      ].join("\n"),
    );
    expect(parsed.html).toBe("<p>Bonjour</p>");
    expect(parsed.text).toBe("");
    expect(parsed.attachments).toEqual(["facture n°1.pdf", "invitation.ics"]);
  });

  it("leaves plain header text alone", () => {
    expect(decodeWords("Sortie du 12 mars")).toBe("Sortie du 12 mars");
  });
});

describe("API Gateway rules", () => {
  it("treats JSON, forms and text as text, the rest as binary", () => {
    expect(isTextContentType("application/json; charset=utf-8")).toBe(true);
    expect(isTextContentType("application/problem+json")).toBe(true);
    expect(isTextContentType("application/x-www-form-urlencoded")).toBe(true);
    expect(isTextContentType("text/plain")).toBe(true);
    expect(isTextContentType("application/octet-stream")).toBe(false);
    expect(isTextContentType("image/png")).toBe(false);
    expect(isTextContentType(undefined)).toBe(false);
  });

  it("maps results: structured, plain object, string", () => {
    const structured = fromApiResult({
      statusCode: 302,
      headers: { Location: "/merci" },
      cookies: ["a=1"],
      body: "",
    });
    expect(structured.statusCode).toBe(302);
    expect(structured.headers).toEqual({ location: "/merci", "set-cookie": ["a=1"] });
    expect(fromApiResult({ ok: true }).body.toString()).toBe('{"ok":true}');
    expect(fromApiResult("bonjour")).toMatchObject({ statusCode: 200 });
  });
});

describe("partial batch responses (Lambda's rules)", () => {
  const batch: Message[] = [{ MessageId: "m1" }, { MessageId: "m2" }, { MessageId: "m3" }];
  const ids = (messages: Message[]) => messages.map((m) => m.MessageId);

  it("keeps only the failed ids", () => {
    expect(
      ids(succeededMessages(batch, { batchItemFailures: [{ itemIdentifier: "m2" }] })),
    ).toEqual(["m1", "m3"]);
  });

  it("counts a result without batchItemFailures, or an empty list, as full success", () => {
    expect(ids(succeededMessages(batch, undefined))).toEqual(["m1", "m2", "m3"]);
    expect(ids(succeededMessages(batch, { batchItemFailures: [] }))).toEqual(["m1", "m2", "m3"]);
  });

  it("fails the whole batch for an unknown or empty identifier", () => {
    expect(succeededMessages(batch, { batchItemFailures: [{ itemIdentifier: "zz" }] })).toEqual([]);
    expect(succeededMessages(batch, { batchItemFailures: [{ itemIdentifier: "" }] })).toEqual([]);
    expect(succeededMessages(batch, { batchItemFailures: "m1" })).toEqual([]);
  });
});
