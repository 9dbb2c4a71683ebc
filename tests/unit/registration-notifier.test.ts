import { SESClient, SendRawEmailCommand } from "@aws-sdk/client-ses";
import { PublishCommand, SNSClient } from "@aws-sdk/client-sns";
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  UpdateCommand,
} from "@aws-sdk/lib-dynamodb";
import { checkPaymentLink } from "@core/registrations/links";
import { providerEmail, visitorEmail, visitorSms } from "@core/registrations/notifications";
import { formatDate, formatDeadline } from "@shared/date-format";
import { zurichToday } from "@shared/time";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "../../functions/config";
import { LOCAL_PAYMENT_LINK_SECRET } from "../../local/function-env";
import { parseRawEmail } from "../../local/window/mime";
import { cancellationLinkInEmail } from "../support/cancellation";
import { stubFunctionConfig } from "../support/function-config";

const activity = {
  id: "a1",
  titre: "Crêtes du Jura",
  date: "2026-03-12",
  heure_rdv: "09:30",
  lieu: "Saint-Cergue",
  lieu_rdv: "Gare <nord>",
  niveau: "Tous niveaux",
  prix: "CHF 75.00",
  prix_centimes: 7500,
  type_de_formule: "Forme & Vitalité",
  categorie: "VTT" as const,
  places_disponibles: 6,
  description: null,
};
const registration = {
  id: "i1",
  activity_id: "a1",
  activity_title: "Crêtes du Jura",
  activity_date: "2026-03-12",
  nom: "Favre",
  prenom: "Monique",
  email: "monique@example.ch",
  telephone: "+41791234567",
  date_naissance: "1958-04-12",
  adresse_complete: "Chemin des Pâquis 4, Saint-Cergue",
  niveau_pratique: "Intermédiaire" as const,
  nombre_participants: 2,
  a_velo_electrique: false,
  besoin_aide_location: true,
  souhaite_newsletter: false,
  accepte_conditions: true as const,
  assurance_rc: true as const,
  assurance_accident: true as const,
  autorisation_rgpd: true as const,
  remarques: "Allergie <guêpes>",
  total_centimes: 15000,
  status: "pending_payment" as const,
  created_at: "2026-03-01T10:00:00.000Z",
};

const cancellationLink = {
  url: "https://jura-vtt-vitalite.ch/annulation-inscription?inscription=i1&jeton=1773304200.y",
};

/** One mock per client class for the whole file: a second mockClient() would replace the first. */
const ddb = mockClient(DynamoDBDocumentClient);

describe("registration notification texts", () => {
  it("writes dates the Swiss French way", () => {
    expect(formatDate("2026-03-12")).toBe("12 mars 2026");
    expect(formatDate("2026-08-01")).toBe("1 août 2026");
  });

  it("visitor e-mail: outing, date, time, place, participants, amount, payment, cancellation, site link", () => {
    const paymentLink = {
      url: "https://jura-vtt-vitalite.ch/confirmation-inscription?inscription=i1&jeton=1773304200.x",
      expiresAt: new Date("2026-03-12T08:30:00Z"),
    };
    const mail = visitorEmail(
      registration,
      activity,
      "https://jura-vtt-vitalite.ch",
      paymentLink,
      cancellationLink,
    );
    expect(mail.subject).toBe("Inscription enregistrée : Crêtes du Jura le 12 mars 2026");
    for (const part of [
      "12 mars 2026",
      "9h30",
      "Gare <nord>",
      "Nombre de participants : 2",
      "CHF 150.00",
      "virement",
      "72 h",
      "https://jura-vtt-vitalite.ch",
    ]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain("Gare &lt;nord&gt;");
    expect(mail.html).not.toContain("<nord>");
  });

  it("visitor e-mail: the payment section links to the registration's payment page", () => {
    const url = "https://jura-vtt-vitalite.ch/confirmation-inscription?inscription=i1&jeton=1.x";
    const mail = visitorEmail(
      registration,
      activity,
      "https://jura-vtt-vitalite.ch",
      { url, expiresAt: new Date("2026-03-12T08:30:00Z") },
      cancellationLink,
    );
    expect(mail.text).toContain("par carte, TWINT ou virement avec QR-facture");
    expect(mail.text).toContain(`Payer mon inscription :\n${url}`);
    expect(mail.text).toContain("il reste valable jusqu'au 12 mars 2026 à 9h30");
    expect(mail.text).toContain(`Annuler mon inscription :\n${cancellationLink.url}`);
    expect(mail.text).toContain(
      "L'annulation est gratuite jusqu'à 72 heures avant le départ. Passé ce délai, le prix de la sortie reste dû.",
    );
    expect(mail.text).not.toContain("Notre équipe vous envoie les informations de paiement");
    expect(mail.html).toContain(
      `<a href="${url.replace("&", "&amp;")}" style="display:inline-block;`,
    );
    expect(mail.html).toContain(">Payer mon inscription</a>");
  });

  it("SMS is short and French; provider e-mail has the participant's details, escaped", () => {
    expect(visitorSms(registration, activity)).toContain(
      "« Crêtes du Jura » le 12 mars 2026 à 9h30",
    );
    // While it is owed, the SMS says by when, as the e-mail does; once paid, no deadline.
    const owing = { ...registration, deadline: "2026-03-04T22:04:00.000Z" };
    expect(visitorSms(owing, activity)).toContain(
      `CHF 150.00 à payer avant le ${formatDeadline(owing.deadline)}. Détails par e-mail.`,
    );
    expect(formatDeadline(owing.deadline)).toMatch(/^mercredi 4 mars à 23h04/);
    expect(visitorSms({ ...owing, status: "paid" }, activity)).toContain(
      "CHF 150.00. Détails par e-mail.",
    );
    const mail = providerEmail(registration, activity);
    for (const part of [
      "Monique Favre",
      "+41791234567",
      "monique@example.ch",
      "Intermédiaire",
      "Location souhaitée",
      "Allergie <guêpes>",
    ]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain("Allergie &lt;guêpes&gt;");
  });
});

describe("notifier: InscriptionCreated", () => {
  const ses = mockClient(SESClient);
  const sns = mockClient(SNSClient);
  const message = (eventId: string) => ({
    messageId: `m-${eventId}`,
    body: JSON.stringify({
      "detail-type": "InscriptionCreated",
      detail: {
        metadata: { eventId, occurredAt: "2026-03-01T10:00:00.000Z", version: 1 },
        data: {
          inscription_id: "i1",
          activity_id: "a1",
          activity_title: "Crêtes du Jura",
          activity_date: "2026-03-12",
          participants: 2,
          total_centimes: 15000,
          status: "pending_payment",
        },
      },
    }),
  });

  const stubConfig = () =>
    stubFunctionConfig({
      busName: "bus",
      siteUrl: "https://jura-vtt-vitalite.ch",
      tablePrefix: "t-",
    });

  // The notifier's module graph (pdfkit, the QR-bill, Stripe...) loads once here, under the
  // hook's timeout: inside the first test, its cold import alone outran the 5 s on a busy machine.
  beforeAll(async () => {
    stubConfig();
    await import("../../functions/workers/notifier/handler");
  }, 60_000);

  beforeEach(() => {
    stubConfig();
    ddb.on(GetCommand, { TableName: "t-inscriptions" }).resolves({ Item: registration });
    ddb.on(GetCommand, { TableName: "t-activities" }).resolves({ Item: activity });
    ddb.on(PutCommand).resolves({});
    ddb.on(UpdateCommand).resolves({});
    ses.on(SendRawEmailCommand).resolves({ MessageId: "e" });
    sns.on(PublishCommand).resolves({ MessageId: "s" });
  });
  afterEach(() => {
    ddb.reset();
    ses.reset();
    sns.reset();
    vi.unstubAllEnvs();
    resetConfigForTests();
  });

  it("sends the visitor e-mail with its .ics, the SMS and the provider e-mail", async () => {
    const { handler } = await import("../../functions/workers/notifier/handler");
    const result = await handler({ Records: [message("e1")] } as never);
    expect(result.batchItemFailures).toEqual([]);
    const mails = ses
      .commandCalls(SendRawEmailCommand)
      .map((c) => parseRawEmail(new TextDecoder().decode(c.args[0].input.RawMessage?.Data)));
    expect(mails.map((m) => m.to)).toEqual([
      ["monique@example.ch"],
      ["contact@jura-vtt-vitalite.ch"],
    ]);
    expect(mails[0]?.attachments).toEqual(["sortie.ics"]);
    // Its payment link is signed for this registration, until the meeting time.
    const link = new URL(
      /^https:\/\/jura-vtt-vitalite\.ch\/confirmation-inscription\S+/m.exec(
        mails[0]?.text ?? "",
      )?.[0] ?? "",
    );
    expect(link.searchParams.get("inscription")).toBe("i1");
    const jeton = link.searchParams.get("jeton") ?? "";
    const check = (at: string) =>
      checkPaymentLink("i1", jeton, LOCAL_PAYMENT_LINK_SECRET, new Date(at));
    expect(check("2026-03-12T08:29:00Z")).toBe("valid");
    expect(check("2026-03-12T08:30:00Z")).toBe("expired");
    // Its cancellation link is signed for cancelling only, until the meeting time too.
    const cancelUrl = cancellationLinkInEmail(mails[0]?.text ?? "");
    expect(cancelUrl.pathname).toBe("/annulation-inscription");
    expect(cancelUrl.searchParams.get("inscription")).toBe("i1");
    const cancelJeton = cancelUrl.searchParams.get("jeton") ?? "";
    const checkCancel = (at: string, purpose: "payment" | "cancellation") =>
      checkPaymentLink("i1", cancelJeton, LOCAL_PAYMENT_LINK_SECRET, new Date(at), purpose);
    expect(checkCancel("2026-03-12T08:29:00Z", "cancellation")).toBe("valid");
    expect(checkCancel("2026-03-12T08:30:00Z", "cancellation")).toBe("expired");
    expect(checkCancel("2026-03-12T08:29:00Z", "payment")).toBe("invalid");
    expect(
      checkPaymentLink(
        "i1",
        jeton,
        LOCAL_PAYMENT_LINK_SECRET,
        new Date("2026-03-12T08:29:00Z"),
        "cancellation",
      ),
    ).toBe("invalid");
    const raw = new TextDecoder().decode(
      ses.commandCalls(SendRawEmailCommand)[0]?.args[0].input.RawMessage?.Data,
    );
    const ics = Buffer.from(
      /name="sortie\.ics"[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)?.[1] ?? "",
      "base64",
    ).toString("utf8");
    expect(ics).toContain("DTSTART:20260312T083000Z");
    expect(ics).toContain("UID:i1@jura-vtt-vitalite.ch");
    expect(sns.commandCalls(PublishCommand)[0]?.args[0].input).toMatchObject({
      PhoneNumber: "+41791234567",
      MessageAttributes: {
        "AWS.SNS.SMS.SMSType": { DataType: "String", StringValue: "Transactional" },
      },
    });
    const keys = ddb.commandCalls(PutCommand).map((c) => c.args[0].input.Item?.key);
    expect(keys).toEqual(["e1:visitor-email", "e1:visitor-sms", "e1:provider-email"]);
  });

  it("a failing send reports the message as failed (retried, then dead-letter queue)", async () => {
    sns.on(PublishCommand).rejects(new Error("SNS indisponible"));
    const { handler } = await import("../../functions/workers/notifier/handler");
    const result = await handler({ Records: [message("e2")] } as never);
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: "m-e2" }]);
  });

  it("a registration anonymised meanwhile (retention, erasure) gets nothing sent and the message succeeds", async () => {
    const { nom: _n, prenom: _p, email: _e, telephone: _t, ...anonymised } = registration;
    ddb
      .on(GetCommand, { TableName: "t-inscriptions" })
      .resolves({ Item: { ...anonymised, anonymised_at: "2026-03-02T10:00:00.000Z" } });
    const { handler } = await import("../../functions/workers/notifier/handler");
    const result = await handler({ Records: [message("e4")] } as never);
    expect(result.batchItemFailures).toEqual([]);
    const mails = ses.commandCalls(SendRawEmailCommand);
    expect(mails).toEqual([]);
    expect(sns.commandCalls(PublishCommand)).toHaveLength(0);
  });

  it("an unknown registration fails the message instead of dropping it", async () => {
    ddb.on(GetCommand, { TableName: "t-inscriptions" }).resolves({});
    const { handler } = await import("../../functions/workers/notifier/handler");
    expect((await handler({ Records: [message("e3")] } as never)).batchItemFailures).toHaveLength(
      1,
    );
    expect(ses.commandCalls(SendRawEmailCommand)).toHaveLength(0);
  });
});

describe("GET /api/activities", () => {
  beforeEach(() => {
    vi.stubEnv("TABLE_ACTIVITIES", "t-activities");
    for (const [k, v] of Object.entries({
      EVENT_BUS_NAME: "b",
      SENDER_EMAIL: "a@b.ch",
      PROVIDER_EMAIL: "a@b.ch",
      SITE_URL: "http://x.ch",
    }))
      vi.stubEnv(k, v);
    for (const t of [
      "INSCRIPTIONS",
      "IDEMPOTENCY",
      "OUTBOX",
      "CONTACT_MESSAGES",
      "QUOTE_REQUESTS",
      "NEWSLETTER_SUBSCRIBERS",
      "RATE_LIMITS",
      "SENT_NOTIFICATIONS",
      "PAYMENTS",
      "WEBHOOK_EVENTS",
      "WAITLIST",
      "FLEET",
    ])
      vi.stubEnv(`TABLE_${t}`, t);
    resetConfigForTests();
  });
  afterEach(() => {
    ddb.reset();
    vi.unstubAllEnvs();
    resetConfigForTests();
  });

  it("follows the pages of one Query of the calendar index from today, in its order", async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({
        Items: [
          { ...activity, id: "before", date: "2026-03-01", places_disponibles: null },
          { ...activity, id: "early" },
        ],
        LastEvaluatedKey: { id: "early" },
      })
      .resolvesOnce({ Items: [{ ...activity, id: "late", heure_rdv: "14:00" }] });
    const { handler } = await import("../../functions/api/handler");
    const res = await handler({
      rawPath: "/api/activities",
      requestContext: { http: { method: "GET" } },
      headers: {},
    } as never);
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(res.body ?? "[]");
    expect(body.map((a: { id: string }) => a.id)).toEqual(["before", "early", "late"]);
    expect(body[0].places_disponibles).toBeNull();
    expect(ddb.commandCalls(ScanCommand)).toHaveLength(0);
    const [first, second] = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(first).toMatchObject({
      IndexName: "by-start",
      KeyConditionExpression: "#partition = :calendar AND #start >= :today",
      ExpressionAttributeValues: { ":calendar": "outings", ":today": zurichToday() },
    });
    expect(second?.ExclusiveStartKey).toEqual({ id: "early" });
    expect(res.headers?.["cache-control"]).toBe(
      "public, max-age=0, s-maxage=30, stale-while-revalidate=60",
    );
  });
});
