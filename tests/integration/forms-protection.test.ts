import { beforeEach, describe, expect, it } from "vitest";
import { readSentEmails, resetState } from "../support/aws";
import { callApi, runNotifier } from "../support/form-fixtures";
import { scanAll } from "../support/registration-fixtures";

const bodies = {
  "/api/contact": {
    table: "contact-messages",
    body: (email: string) => ({ firstName: "Léa", lastName: "Favre", email, message: "Bonjour !" }),
  },
  "/api/newsletter": {
    table: "newsletter-subscribers",
    body: (email: string) => ({ email }),
  },
  "/api/quotes": {
    table: "quote-requests",
    body: (email: string) => ({
      companyName: "Fromagerie SA",
      contactName: "Léa Favre",
      email,
      phone: "+41 21 555 66 77",
      participants: "3-5",
    }),
  },
} as const;

const paths = Object.keys(bodies) as (keyof typeof bodies)[];

describe("contact, newsletter and quote endpoints keep bots and floods out", () => {
  beforeEach(async () => {
    await resetState();
  });

  it.each(paths)(
    "%s: a filled honeypot answers as accepted, stores and sends nothing",
    async (path) => {
      const { table, body } = bodies[path];
      const res = await callApi("POST", path, {
        body: { ...body("robot@spam.example"), site_web: "http://spam.example" },
      });
      expect(res.status).toBe(202);
      expect(res.json).toEqual({ success: true });
      expect(await scanAll(table)).toHaveLength(0);
      expect(await scanAll("outbox")).toHaveLength(0);
      expect((await runNotifier()).messages).toHaveLength(0);
      expect(await readSentEmails()).toHaveLength(0);
    },
  );

  it.each(paths)(
    "%s: invalid input gets a 400 with French messages per field and stores nothing",
    async (path) => {
      const { table, body } = bodies[path];
      const res = await callApi("POST", path, { body: { ...body("   "), extra: 1 } });
      expect(res.status).toBe(400);
      expect(res.json.success).toBe(false);
      expect(res.json.error).toBe("Certains champs sont invalides. Merci de les corriger.");
      const details = res.json.details as Record<string, string>;
      expect(details.email).toMatch(/^Veuillez/);
      expect(details.extra).toBe("Champ non autorisé.");
      expect(await scanAll(table)).toHaveLength(0);
      expect(await scanAll("rate-limits")).toHaveLength(0);
    },
  );

  it.each(paths)(
    "%s: the sixth request within the hour from one address gets a 429",
    async (path) => {
      const { table, body } = bodies[path];
      for (let i = 1; i <= 5; i++) {
        const res = await callApi("POST", path, {
          body: body(`personne${i}@exemple.ch`),
          ip: "198.51.100.7",
        });
        expect(res.status).toBe(202);
      }
      const sixth = await callApi("POST", path, {
        body: body("personne6@exemple.ch"),
        ip: "198.51.100.7",
      });
      expect(sixth.status).toBe(429);
      expect(sixth.json.error).toBe("Trop de demandes. Merci de réessayer dans une heure.");
      expect(await scanAll(table)).toHaveLength(5);
      // Another address is not affected.
      const other = await callApi("POST", path, {
        body: body("autre@exemple.ch"),
        ip: "198.51.100.8",
      });
      expect(other.status).toBe(202);
    },
  );

  it("the sixth request within the hour for one e-mail gets a 429, whatever the address", async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await callApi("POST", "/api/contact", {
        body: bodies["/api/contact"].body("meme@exemple.ch"),
        ip: `203.0.113.${i}`,
      });
      expect(res.status).toBe(202);
    }
    const sixth = await callApi("POST", "/api/contact", {
      body: bodies["/api/contact"].body("MEME@exemple.ch"),
      ip: "203.0.113.99",
    });
    expect(sixth.status).toBe(429);
    expect(await scanAll("contact-messages")).toHaveLength(5);
  });

  it("the counters hold no address in clear and expire by themselves", async () => {
    await callApi("POST", "/api/contact", {
      body: bodies["/api/contact"].body("clair@exemple.ch"),
      ip: "192.0.2.44",
    });
    const counters = await scanAll("rate-limits");
    expect(counters).toHaveLength(2);
    expect(JSON.stringify(counters)).not.toMatch(/clair@exemple|192\.0\.2\.44/);
    for (const counter of counters) {
      expect(counter.count).toBe(1);
      expect(Number(counter.expires_at)).toBeGreaterThan(Date.now() / 1000);
    }
  });
});
