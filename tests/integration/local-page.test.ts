import { CreateLogStreamCommand, PutLogEventsCommand } from "@aws-sdk/client-cloudwatch-logs";
import { SESClient, SendRawEmailCommand } from "@aws-sdk/client-ses";
import { PublishCommand, SNSClient } from "@aws-sdk/client-sns";
import { GetQueueUrlCommand, SendMessageCommand } from "@aws-sdk/client-sqs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LogFigures } from "../../infra/dashboard/figures";
import { type LocalHost, startLocalHost } from "../../local/host/server";
import { emulatorClientConfig } from "../../localstack/emulator";
import {
  endpoint,
  logs,
  readEventLog,
  readSentEmails,
  readSentSms,
  resources,
  sqs,
} from "../support/aws";

const NOW = Date.now();
const START_OF_TODAY = new Date(new Date(NOW).toISOString().slice(0, 10)).getTime();
/** Minutes ago, but never before today (UTC): the figures of the day count them. */
const at = (minutesAgo: number) =>
  new Date(Math.max(START_OF_TODAY, NOW - minutesAgo * 60_000)).toISOString();
/** Ten days ago (CloudWatch Logs takes no line older than 14 days). */
const EARLIER = new Date(NOW - 10 * 86_400_000).toISOString();
const COMING = new Date(NOW + 20 * 86_400_000).toISOString().slice(0, 10);

/** The events of the log, as EventBridge writes them: the oldest first. */
const LOGGED = [
  { time: EARLIER, "detail-type": "InscriptionCreated", detail: { data: { participants: 4 } } },
  {
    id: "evt-1",
    time: at(3),
    "detail-type": "InscriptionCreated",
    detail: {
      metadata: {},
      data: {
        activity_id: "a-vtt",
        activity_title: "Sortie VTT",
        activity_date: COMING,
        participants: 2,
        places_disponibles: 6,
      },
    },
  },
  {
    id: "evt-2",
    time: at(2),
    "detail-type": "PaymentCompleted",
    detail: { data: { method: "card", amount_centimes: 15000, status: "completed" } },
  },
].map((event, i) => ({ id: `evt-${i}`, ...event }));

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
    // Booking events, as the EventBridge rule writes them into the log group.
    await logs().send(
      new CreateLogStreamCommand({ logGroupName: resources.logGroupName, logStreamName: "test" }),
    );
    await logs().send(
      new PutLogEventsCommand({
        logGroupName: resources.logGroupName,
        logStreamName: "test",
        logEvents: LOGGED.map((event) => ({
          timestamp: new Date(event.time).getTime(),
          message: JSON.stringify({ ...event, source: "ch.jura-vtt-vitalite.booking" }),
        })),
      }),
    );
    // One notification that failed every try, waiting in its dead-letter queue.
    const deadLetters = await sqs().send(
      new GetQueueUrlCommand({ QueueName: resources.queues[0]?.deadLetterName }),
    );
    await sqs().send(new SendMessageCommand({ QueueUrl: deadLetters.QueueUrl, MessageBody: "{}" }));
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
      { detailType: "PaymentCompleted", data: { amount_centimes: 15000 } },
      { detailType: "InscriptionCreated", data: { participants: 2 } },
      { detailType: "InscriptionCreated", data: { participants: 4 } },
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
    expect(html).toContain("Participants : 2");
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).toContain('href="/_local/?actualiser=10"');
  });

  it("refreshes by itself only when asked, with a link to stop", async () => {
    const html = await (await fetch(`${host.url}/_local/?actualiser=10`)).text();
    expect(html).toContain('<meta http-equiv="refresh" content="10">');
    expect(html).toContain("Arrêter l'actualisation automatique");
  });

  it("computes the dashboard's figures from the log group's lines of the last 30 days", async () => {
    const res = await fetch(`${host.url}/_local/figures.json`);
    expect(res.status).toBe(200);
    const figures = (await res.json()) as LogFigures;
    const today = new Date(NOW).toISOString().slice(0, 10);
    expect(figures.registrations).toEqual([
      { day: today, registrations: 1, participants: 2 },
      { day: EARLIER.slice(0, 10), registrations: 1, participants: 4 },
    ]);
    expect(figures.payments).toEqual([
      { day: today, method: "card", payments: 1, amountCentimes: 15000 },
    ]);
    expect(figures.places).toEqual([
      { activityId: "a-vtt", activityDate: COMING, activityTitle: "Sortie VTT", placesLeft: 6 },
    ]);
    expect(figures.latest.map((e) => e.detailType)).toEqual([
      "PaymentCompleted",
      "InscriptionCreated",
      "InscriptionCreated",
    ]);
  });

  it("shows the day's figures, the chart, the places and the dead-letter queues in French", async () => {
    const html = await (await fetch(`${host.url}/_local/`)).text();
    expect(html).toContain('<h2 id="tableau-de-bord">Tableau de bord des réservations</h2>');
    expect(html).toMatch(/<dt>Inscriptions<\/dt><dd>1 inscription \(2 participants\)<\/dd>/);
    expect(html).toMatch(/<dt>Paiements reçus<\/dt><dd>1 paiement, CHF 150\.00<\/dd>/);
    expect(html).toContain('role="img" aria-labelledby="graphique-inscriptions-titre');
    expect(html).toContain("2 inscriptions sur les 30 derniers jours");
    expect(html).toContain("<td>Carte</td><td>1</td><td>CHF 150.00</td>");
    expect(html).toContain("<td>Sortie VTT</td><td>6</td>");
    expect(html).toContain(
      `<code>${resources.queues[0]?.deadLetterName}</code> : <strong class="erreur">1 message en échec</strong>`,
    );
  });

  it("serves the e-mails as JSON for tests", async () => {
    const res = await fetch(`${host.url}/_local/emails.json`);
    expect(res.status).toBe(200);
    const emails = (await res.json()) as { subject: string; attachments: string[] }[];
    expect(emails.map((e) => e.attachments)).toEqual([["sortie.ics"]]);
  });
});
