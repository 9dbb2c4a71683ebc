import { beforeEach, describe, expect, it } from "vitest";
import { LOCAL_PROVIDER_EMAIL } from "../../local/function-env";
import { readEventLog, readSentEmails, resetState } from "../support/aws";
import { eventually } from "../support/eventually";
import { callApi, rawHeader, readRawEmails, runNotifier } from "../support/form-fixtures";
import { scanAll } from "../support/registration-fixtures";

const contact = {
  firstName: "Anne",
  lastName: "Rochat",
  email: "anne.rochat@exemple.ch",
  phone: "+41 79 555 12 34",
  message: "Bonjour, la sortie de samedi convient-elle à une débutante ?",
  site_web: "",
};

const quote = {
  companyName: "Horlogerie du Jura SA",
  contactName: "Claude Martin",
  email: "claude.martin@horlogerie-jura.ch",
  phone: "+41 22 123 45 67",
  participants: "9-12",
  date: "",
  comments: "Sortie d'équipe avec repas de midi.",
};

describe("contact, quote and newsletter reach the provider and the visitor", () => {
  beforeEach(async () => {
    await resetState();
  });

  it("POST /api/contact stores the message, publishes an event without personal data, e-mails provider and visitor", async () => {
    const res = await callApi("POST", "/api/contact", { body: contact });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ success: true });

    const stored = await scanAll("contact-messages");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      firstName: "Anne",
      lastName: "Rochat",
      email: "anne.rochat@exemple.ch",
      phone: "+41 79 555 12 34",
      message: contact.message,
    });
    expect(stored[0]).not.toHaveProperty("site_web");
    expect(await scanAll("outbox")).toHaveLength(0);

    const { messages, result } = await runNotifier();
    expect(messages).toHaveLength(1);
    expect(result.batchItemFailures).toEqual([]);
    expect(messages[0]?.Body).not.toMatch(/Rochat|anne\.rochat|débutante/);

    const emails = await readSentEmails();
    const toProvider = emails.find((e) => e.to.includes(LOCAL_PROVIDER_EMAIL));
    const toVisitor = emails.find((e) => e.to.includes("anne.rochat@exemple.ch"));
    expect(toProvider?.subject).toBe("Nouveau message de contact – Anne Rochat");
    expect(toProvider?.text).toContain(contact.message);
    expect(toProvider?.text).toContain("Téléphone : +41 79 555 12 34");
    expect(toVisitor?.text).toContain("Bonjour Anne,");
    expect(emails).toHaveLength(2);

    const rawToProvider = (await readRawEmails()).find((raw) =>
      rawHeader(raw, "To")?.includes(LOCAL_PROVIDER_EMAIL),
    );
    expect(rawHeader(rawToProvider ?? "", "Reply-To")).toBe("anne.rochat@exemple.ch");

    const logged = await eventually(async () => {
      const events = (await readEventLog()).filter(
        (e) => e.detailType === "ContactMessageReceived",
      );
      expect(events).toHaveLength(1);
      return events;
    });
    expect(JSON.stringify(logged)).not.toMatch(/Rochat|anne\.rochat/);
  });

  it("a redelivered contact event sends nothing twice", async () => {
    await callApi("POST", "/api/contact", { body: contact });
    const { messages } = await runNotifier();
    // Hand the same message to the notifier again, as SQS may after a timeout.
    const { handler } = await import("../../functions/workers/notifier/handler");
    const { toSqsEvent } = await import("../../local/host/sqs-poller");
    const again = await handler(
      toSqsEvent(messages, "arn:aws:sqs:local:notifications", "eu-central-2"),
    );
    expect(again.batchItemFailures).toEqual([]);
    expect(await readSentEmails()).toHaveLength(2);
  });

  it("POST /api/quotes stores the request; the provider gets everything, the company an answer within 48 h", async () => {
    const res = await callApi("POST", "/api/quotes", { body: quote });
    expect(res.status).toBe(202);
    const stored = await scanAll("quote-requests");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      companyName: quote.companyName,
      contactName: quote.contactName,
      email: quote.email,
      phone: quote.phone,
      participants: "9-12",
      comments: quote.comments,
    });
    expect(stored[0]).not.toHaveProperty("date");

    const { messages, result } = await runNotifier();
    expect(result.batchItemFailures).toEqual([]);
    const detail = JSON.parse(messages[0]?.Body ?? "{}").detail;
    expect(detail.data).toEqual({ quote_id: stored[0]?.id, participants: "9-12", has_date: false });

    const emails = await readSentEmails();
    expect(emails).toHaveLength(2);
    const toProvider = emails.find((e) => e.to.includes(LOCAL_PROVIDER_EMAIL));
    const toCompany = emails.find((e) => e.to.includes(quote.email));
    for (const part of [
      quote.companyName,
      quote.contactName,
      quote.email,
      quote.phone,
      "9-12 personnes",
      quote.comments,
    ]) {
      expect(toProvider?.text).toContain(part);
    }
    expect(toCompany?.subject).toMatch(/Votre demande d'offre personnalisée/);
    expect(toCompany?.text).toContain("dans les 48 heures");
  });

  it("newsletter: pending until the e-mailed link confirms it; the unsubscribe link only asks, its button and the one-click POST unsubscribe", async () => {
    const res = await callApi("POST", "/api/newsletter", { body: { email: "Paul@Exemple.CH" } });
    expect(res.status).toBe(202);
    const [pending] = await scanAll("newsletter-subscribers");
    expect(pending).toMatchObject({ email: "paul@exemple.ch", status: "pending" });

    const { messages } = await runNotifier();
    expect(JSON.parse(messages[0]?.Body ?? "{}").detail.data).toEqual({
      subscriber_id: pending?.subscriber_id,
    });
    const [mail] = await readSentEmails();
    expect(mail?.to).toEqual(["paul@exemple.ch"]);
    const confirmUrl = new URL(
      /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+/.exec(mail?.text ?? "")?.[0] ??
        "http://x",
    );
    const unsubscribeUrl = new URL(
      /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=[\w-]+/.exec(mail?.text ?? "")?.[0] ??
        "http://x",
    );
    const [raw] = await readRawEmails();
    expect(rawHeader(raw ?? "", "List-Unsubscribe")).toBe(`<${unsubscribeUrl.href}>`);
    expect(rawHeader(raw ?? "", "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    const token = confirmUrl.searchParams.get("token") ?? "";
    const confirmed = await callApi("GET", confirmUrl.pathname, { query: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers["content-type"]).toMatch(/text\/html/);
    expect(confirmed.text).toContain("Inscription confirmée");
    expect((await scanAll("newsletter-subscribers"))[0]).toMatchObject({ status: "confirmed" });

    // Subscribing again once confirmed is no error and sends nothing.
    const again = await callApi("POST", "/api/newsletter", { body: { email: "paul@exemple.ch" } });
    expect(again.status).toBe(202);
    expect((await runNotifier()).messages).toHaveLength(0);
    expect(await readSentEmails()).toHaveLength(1);

    // Following the link (as a mail scanner would) only asks; the page's button unsubscribes.
    const unsubscribeToken = unsubscribeUrl.searchParams.get("token") ?? "";
    const asked = await callApi("GET", unsubscribeUrl.pathname, {
      query: { token: unsubscribeToken },
    });
    expect(asked.status).toBe(200);
    expect(asked.text).toContain("Me désinscrire");
    expect(asked.text).toContain(
      `<form method="post" action="/api/newsletter/unsubscribe?token=${unsubscribeToken}">`,
    );
    expect((await scanAll("newsletter-subscribers"))[0]).toMatchObject({ status: "confirmed" });
    const left = await callApi("POST", unsubscribeUrl.pathname, {
      query: { token: unsubscribeToken },
    });
    expect(left.status).toBe(200);
    expect(left.text).toContain("Désinscription confirmée");
    // The address is gone at once: only its fingerprint stays, to prove the opt-out.
    const [optOut, ...others] = await scanAll("newsletter-subscribers");
    expect(others).toEqual([]);
    expect(optOut).toMatchObject({ status: "unsubscribed", token: unsubscribeToken });
    expect(optOut?.email).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(JSON.stringify(optOut)).not.toContain("paul");
    const revisited = await callApi("GET", unsubscribeUrl.pathname, {
      query: { token: unsubscribeToken },
    });
    expect(revisited.text).toContain("Désinscription confirmée");
    expect(revisited.text).not.toContain("<form");

    // Subscribing again starts over with a new token; the RFC 8058 POST unsubscribes too.
    await callApi("POST", "/api/newsletter", { body: { email: "paul@exemple.ch" } });
    const renewed = (await scanAll("newsletter-subscribers")).find(
      (s) => s.email === "paul@exemple.ch",
    );
    expect(renewed).toMatchObject({ status: "pending" });
    expect(renewed?.token).not.toBe(token);
    const oneClick = await callApi("POST", "/api/newsletter/unsubscribe", {
      body: "List-Unsubscribe=One-Click",
      query: { token: String(renewed?.token) },
    });
    expect(oneClick.status).toBe(200);
    // The second opt-out of the same address replaces the first: one fingerprint, no address.
    const left2 = await scanAll("newsletter-subscribers");
    expect(left2).toHaveLength(1);
    expect(left2[0]).toMatchObject({ email: optOut?.email, status: "unsubscribed" });
  });

  it("an unknown or malformed newsletter token changes nothing and answers a French 404 page", async () => {
    const unknown = await callApi("GET", "/api/newsletter/confirm", {
      query: { token: "a".repeat(43) },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("Lien invalide");
    const malformed = await callApi("GET", "/api/newsletter/unsubscribe", {
      query: { token: "x" },
    });
    expect(malformed.status).toBe(404);
    expect(await scanAll("newsletter-subscribers")).toHaveLength(0);
  });
});
