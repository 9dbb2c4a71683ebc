import { CreateLogStreamCommand, PutLogEventsCommand } from "@aws-sdk/client-cloudwatch-logs";
import { SESClient, SendRawEmailCommand } from "@aws-sdk/client-ses";
import { PublishCommand, SNSClient } from "@aws-sdk/client-sns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emulatorClientConfig } from "../../localstack/emulator";
import { type LocalHost, startLocalHost } from "../../localstack/host/server";
import {
  endpoint,
  logs,
  readEventLog,
  readSentEmails,
  readSentSms,
  resources,
} from "../support/aws";

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

/** A confirmation e-mail shaped like the mailer's: text + html alternatives and an .ics invite. */
const rawEmail = [
  "From: reservations@jura-vtt-vitalite.ch",
  "To: marie.exemple@example.ch",
  `Subject: =?UTF-8?B?${b64("Confirmation de votre inscription – Sortie à Saint-Cergue")}?=`,
  "MIME-Version: 1.0",
  'Content-Type: multipart/mixed; boundary="outer"',
  "",
  "--outer",
  'Content-Type: multipart/alternative; boundary="inner"',
  "",
  "--inner",
  "Content-Type: text/plain; charset=UTF-8",
  "Content-Transfer-Encoding: base64",
  "",
  b64("Bonjour Marie,\nVotre place est réservée."),
  "--inner",
  "Content-Type: text/html; charset=UTF-8",
  "Content-Transfer-Encoding: quoted-printable",
  "",
  "<p>Votre place est r=C3=A9serv=C3=A9e.</p>",
  "--inner--",
  "--outer",
  'Content-Type: text/calendar; charset=UTF-8; method=PUBLISH; name="sortie.ics"',
  'Content-Disposition: attachment; filename="sortie.ics"',
  "Content-Transfer-Encoding: base64",
  "",
  b64("BEGIN:VCALENDAR\r\nEND:VCALENDAR"),
  "--outer--",
  "",
].join("\r\n");

describe("local window (/_local/)", () => {
  let host: LocalHost;

  beforeAll(async () => {
    const config = emulatorClientConfig(endpoint());
    await new SESClient(config).send(
      new SendRawEmailCommand({ RawMessage: { Data: Buffer.from(rawEmail) } }),
    );
    await new SNSClient(config).send(
      new PublishCommand({ PhoneNumber: "+41791234567", Message: "Rappel : sortie demain à 9 h" }),
    );
    // One booking event, as the EventBridge rule writes it into the log group.
    await logs().send(
      new CreateLogStreamCommand({ logGroupName: resources.logGroupName, logStreamName: "test" }),
    );
    await logs().send(
      new PutLogEventsCommand({
        logGroupName: resources.logGroupName,
        logStreamName: "test",
        logEvents: [
          {
            timestamp: Date.now(),
            message: JSON.stringify({
              id: "evt-1",
              time: new Date().toISOString(),
              "detail-type": "InscriptionCreated",
              source: "ch.jura-vtt-vitalite.booking",
              detail: { metadata: {}, data: { activity_title: "Sortie VTT", participants: 2 } },
            }),
          },
        ],
      }),
    );
    host = await startLocalHost({
      port: 0,
      endpoint: endpoint(),
      env: { ...process.env } as Record<string, string>,
      pollers: false,
      timers: false,
      quiet: true,
    });
  });
  afterAll(() => host.stop());

  it("reads the raw MIME e-mail back from the emulator", async () => {
    const [email] = await readSentEmails();
    expect(email).toMatchObject({
      subject: "Confirmation de votre inscription – Sortie à Saint-Cergue",
      to: ["marie.exemple@example.ch"],
      text: "Bonjour Marie,\nVotre place est réservée.",
      html: "<p>Votre place est réservée.</p>",
      attachments: ["sortie.ics"],
    });
    expect(await readSentSms()).toMatchObject([
      { phoneNumber: "+41791234567", message: "Rappel : sortie demain à 9 h" },
    ]);
    expect(await readEventLog()).toMatchObject([
      { detailType: "InscriptionCreated", data: { participants: 2 } },
    ]);
  });

  it("renders e-mails, SMS and the event log in French, without JavaScript", async () => {
    const res = await fetch(`${host.url}/_local/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).not.toContain("<script");
    expect(html).toContain("E-mails envoyés (1)");
    expect(html).toContain("Confirmation de votre inscription – Sortie à Saint-Cergue");
    expect(html).toContain("sortie.ics");
    expect(html).toContain("Rappel : sortie demain à 9 h");
    expect(html).toContain("Nouvelle inscription");
    expect(html).toContain("participants : 2");
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).toContain('href="/_local/?actualiser=10"');
  });

  it("refreshes by itself only when asked, with a link to stop", async () => {
    const html = await (await fetch(`${host.url}/_local/?actualiser=10`)).text();
    expect(html).toContain('<meta http-equiv="refresh" content="10">');
    expect(html).toContain("Arrêter l'actualisation automatique");
  });

  it("serves the e-mails as JSON for tests", async () => {
    const res = await fetch(`${host.url}/_local/emails.json`);
    expect(res.status).toBe(200);
    const emails = (await res.json()) as { subject: string; attachments: string[] }[];
    expect(emails.map((e) => e.attachments)).toEqual([["sortie.ics"]]);
  });
});
