import { receiveContactMessage, type StoredContactMessage } from "@core/contact/contact-message";
import { withinRateLimit } from "@core/forms/rate-limit";
import { addressFingerprint } from "@core/newsletter/address-fingerprint";
import {
  confirmSubscription,
  type NewsletterPorts,
  requestSubscription,
  type Subscriber,
  unsubscribe,
  unsubscribeQuestion,
} from "@core/newsletter/subscription";
import { receiveQuoteRequest, type StoredQuoteRequest } from "@core/quotes/quote-request";
import type { EventEnvelope } from "@shared/events/envelope";
import { describe, expect, it } from "vitest";

const NOW = new Date("2026-05-04T08:00:00Z");

function ids() {
  let n = 0;
  return () => `id-${++n}`;
}

describe("receiveContactMessage", () => {
  it("stores the message with its event, then publishes an event with the id only", async () => {
    const saved: { message: StoredContactMessage; event: EventEnvelope }[] = [];
    const published: EventEnvelope[][] = [];
    const result = await receiveContactMessage(
      {
        firstName: "Anne",
        lastName: "Rochat",
        email: "anne@exemple.ch",
        phone: "",
        message: "Bonjour",
      },
      {
        newId: ids(),
        now: () => NOW,
        saveWithEvent: async (message, event) => {
          saved.push({ message, event });
        },
        publishAndClear: async (events) => {
          published.push(events);
        },
      },
    );
    expect(result).toEqual({ message_id: "id-1" });
    expect(saved).toHaveLength(1);
    expect(saved[0]?.message).toEqual({
      id: "id-1",
      firstName: "Anne",
      lastName: "Rochat",
      email: "anne@exemple.ch",
      message: "Bonjour",
      created_at: NOW.toISOString(),
    });
    expect(saved[0]?.event.detailType).toBe("ContactMessageReceived");
    expect(saved[0]?.event.detail.data).toEqual({ message_id: "id-1" });
    expect(JSON.stringify(saved[0]?.event)).not.toMatch(/anne|Rochat|Bonjour/i);
    expect(published).toEqual([[saved[0]?.event]]);
  });

  it("still succeeds when publishing fails: the outbox item stays for the sweeper", async () => {
    const result = await receiveContactMessage(
      { firstName: "A", lastName: "B", email: "a@b.ch", message: "m" },
      {
        newId: ids(),
        now: () => NOW,
        saveWithEvent: async () => {},
        publishAndClear: async () => {
          throw new Error("bus indisponible");
        },
      },
    );
    expect(result.message_id).toBe("id-1");
  });

  it("fails when the write fails (nothing published)", async () => {
    const published: unknown[] = [];
    await expect(
      receiveContactMessage(
        { firstName: "A", lastName: "B", email: "a@b.ch", message: "m" },
        {
          newId: ids(),
          now: () => NOW,
          saveWithEvent: async () => {
            throw new Error("table indisponible");
          },
          publishAndClear: async (events) => {
            published.push(events);
          },
        },
      ),
    ).rejects.toThrow("table indisponible");
    expect(published).toHaveLength(0);
  });
});

describe("receiveQuoteRequest", () => {
  it("publishes the id, the participants range and whether a date was given, nothing personal", async () => {
    const saved: { request: StoredQuoteRequest; event: EventEnvelope }[] = [];
    await receiveQuoteRequest(
      {
        companyName: "Horlogerie SA",
        contactName: "Claude Martin",
        email: "c@h.ch",
        phone: "+41 22 123 45 67",
        participants: "13-15",
        date: "2026-09-12",
        comments: "",
      },
      {
        newId: ids(),
        now: () => NOW,
        saveWithEvent: async (request, event) => {
          saved.push({ request, event });
          return "stored";
        },
        answeredQuoteId: async () => undefined,
        publishAndClear: async () => {},
      },
    );
    expect(saved[0]?.request).toMatchObject({
      id: "id-1",
      participants: "13-15",
      date: "2026-09-12",
    });
    expect(saved[0]?.request).not.toHaveProperty("comments");
    expect(saved[0]?.event.detail.data).toEqual({
      quote_id: "id-1",
      participants: "13-15",
      has_date: true,
    });
  });

  it("answers a repeated Idempotency-Key with the first request's id, storing and sending nothing more", async () => {
    const answers = new Map<string, string>();
    const stored: string[] = [];
    const published: EventEnvelope[][] = [];
    const ports = {
      newId: ids(),
      now: () => NOW,
      saveWithEvent: async (request: StoredQuoteRequest, _event: EventEnvelope, key?: string) => {
        if (key && answers.has(key)) return "duplicate" as const;
        stored.push(request.id);
        if (key) answers.set(key, request.id);
        return "stored" as const;
      },
      answeredQuoteId: async (key: string) => answers.get(key),
      publishAndClear: async (events: EventEnvelope[]) => {
        published.push(events);
      },
    };
    const input = {
      companyName: "Horlogerie SA",
      contactName: "Claude Martin",
      email: "c@h.ch",
      phone: "+41 22 123 45 67",
      participants: "6-8" as const,
      comments: "",
    };
    const first = await receiveQuoteRequest(input, ports, "key-1");
    const again = await receiveQuoteRequest(input, ports, "key-1");
    const other = await receiveQuoteRequest(input, ports, "key-2");
    expect(again).toEqual(first);
    expect(other.quote_id).not.toBe(first.quote_id);
    expect(stored).toEqual([first.quote_id, other.quote_id]);
    expect(published).toHaveLength(2);
  });
});

/** In-memory subscribers with the same conditional rules as the DynamoDB adapter. */
function memoryNewsletter(initial: Subscriber[] = []) {
  const rows = new Map(initial.map((s) => [s.email, { ...s }]));
  const events: EventEnvelope[] = [];
  const published: EventEnvelope[] = [];
  let token = 0;
  const ports: NewsletterPorts = {
    newId: ids(),
    newToken: () => `token-${++token}`,
    now: () => NOW,
    findByEmail: async (email) => rows.get(email),
    findByToken: async (t) => [...rows.values()].find((s) => s.token === t),
    saveWithEvent: async (subscriber, event, expected) => {
      if (rows.get(subscriber.email)?.status !== expected) return false;
      rows.set(subscriber.email, { ...subscriber });
      events.push(event);
      return true;
    },
    changeStatus: async (email, from, to, at) => {
      const row = rows.get(email);
      if (!row || !from.includes(row.status)) return false;
      rows.set(email, { ...row, status: to, updated_at: at });
      return true;
    },
    replaceByOptOut: async (subscriber, fingerprint, from, at) => {
      const row = rows.get(subscriber.email);
      if (!row || !from.includes(row.status)) return false;
      rows.delete(subscriber.email);
      const { email: _address, ...rest } = row;
      rows.set(fingerprint, {
        ...rest,
        email: fingerprint,
        status: "unsubscribed",
        updated_at: at,
        unsubscribed_at: at,
      });
      return true;
    },
    publishAndClear: async (list) => {
      published.push(...list);
    },
  };
  return { rows, events, published, ports };
}

const subscriber = (over: Partial<Subscriber>): Subscriber => ({
  email: "paul@exemple.ch",
  subscriber_id: "sub-1",
  token: "tok-old",
  status: "pending",
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  ...over,
});

describe("newsletter double opt-in", () => {
  it("stores a new address as pending and publishes its subscriber id", async () => {
    const mem = memoryNewsletter();
    expect(await requestSubscription({ email: "paul@exemple.ch" }, mem.ports)).toBe(
      "confirmation_sent",
    );
    expect(mem.rows.get("paul@exemple.ch")).toMatchObject({ status: "pending", token: "token-1" });
    expect(mem.published.map((e) => e.detail.data)).toEqual([
      { subscriber_id: mem.rows.get("paul@exemple.ch")?.subscriber_id },
    ]);
  });

  it("sends nothing new to an address already confirmed", async () => {
    const mem = memoryNewsletter([subscriber({ status: "confirmed" })]);
    expect(await requestSubscription({ email: "paul@exemple.ch" }, mem.ports)).toBe(
      "already_confirmed",
    );
    expect(mem.events).toHaveLength(0);
    expect(mem.published).toHaveLength(0);
  });

  it("sends the confirmation again to a pending address, with the same token", async () => {
    const mem = memoryNewsletter([subscriber({ status: "pending" })]);
    await requestSubscription({ email: "paul@exemple.ch" }, mem.ports);
    expect(mem.rows.get("paul@exemple.ch")?.token).toBe("tok-old");
    expect(mem.published).toHaveLength(1);
  });

  it("an unsubscribed address starts over with a fresh token", async () => {
    const mem = memoryNewsletter([subscriber({ status: "unsubscribed" })]);
    await requestSubscription({ email: "paul@exemple.ch" }, mem.ports);
    expect(mem.rows.get("paul@exemple.ch")).toMatchObject({
      status: "pending",
      token: "token-1",
      subscriber_id: "sub-1",
    });
  });

  it("confirms with the token, twice without harm; an unknown token changes nothing", async () => {
    const mem = memoryNewsletter([subscriber({ status: "pending" })]);
    expect(await confirmSubscription("tok-old", mem.ports)).toBe("confirmed");
    expect(mem.rows.get("paul@exemple.ch")?.status).toBe("confirmed");
    expect(await confirmSubscription("tok-old", mem.ports)).toBe("already_confirmed");
    expect(await confirmSubscription("tok-unknown", mem.ports)).toBe("unknown");
  });

  it("a confirmation link does not bring back someone who unsubscribed", async () => {
    const mem = memoryNewsletter([subscriber({ status: "unsubscribed" })]);
    expect(await confirmSubscription("tok-old", mem.ports)).toBe("unsubscribed");
    expect(mem.rows.get("paul@exemple.ch")?.status).toBe("unsubscribed");
  });

  it("the unsubscribe question changes nothing and knows who already left", async () => {
    const mem = memoryNewsletter([subscriber({ status: "confirmed" })]);
    expect(await unsubscribeQuestion("tok-old", mem.ports)).toBe("ask");
    expect(mem.rows.get("paul@exemple.ch")?.status).toBe("confirmed");
    expect(await unsubscribeQuestion("tok-unknown", mem.ports)).toBe("unknown");
    await unsubscribe("tok-old", mem.ports);
    expect(await unsubscribeQuestion("tok-old", mem.ports)).toBe("already_unsubscribed");
  });

  it("unsubscribes pending and confirmed subscribers, idempotently", async () => {
    const mem = memoryNewsletter([subscriber({ status: "confirmed" })]);
    expect(await unsubscribe("tok-old", mem.ports)).toBe("unsubscribed");
    expect(mem.rows.get(addressFingerprint("paul@exemple.ch"))?.status).toBe("unsubscribed");
    expect(await unsubscribe("tok-old", mem.ports)).toBe("unsubscribed");
    expect(await unsubscribe("tok-unknown", mem.ports)).toBe("unknown");
  });

  it("keeps no address once unsubscribed: only its fingerprint, with the token and dates of the opt-out", async () => {
    const mem = memoryNewsletter([
      subscriber({ status: "confirmed", confirmed_at: "2026-01-02T00:00:00.000Z" }),
    ]);
    await unsubscribe("tok-old", mem.ports);
    expect([...mem.rows.keys()]).toEqual([addressFingerprint("Paul@Exemple.ch ")]);
    expect(JSON.stringify([...mem.rows.values()])).not.toContain("paul");
    expect([...mem.rows.values()][0]).toMatchObject({
      subscriber_id: "sub-1",
      token: "tok-old",
      status: "unsubscribed",
      confirmed_at: "2026-01-02T00:00:00.000Z",
      unsubscribed_at: NOW.toISOString(),
    });
    expect(addressFingerprint("paul@exemple.ch")).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(addressFingerprint("paul@exemple.ch")).not.toBe(addressFingerprint("anne@exemple.ch"));

    // Subscribing again is a new sign-up (new id, new token), confirmed by e-mail as any other.
    expect(await requestSubscription({ email: "paul@exemple.ch" }, mem.ports)).toBe(
      "confirmation_sent",
    );
    expect(mem.rows.get("paul@exemple.ch")).toMatchObject({ status: "pending", token: "token-1" });
    expect(mem.rows.get("paul@exemple.ch")?.subscriber_id).not.toBe("sub-1");
    expect(await unsubscribeQuestion("tok-old", mem.ports)).toBe("already_unsubscribed");
  });
});

describe("rate limit", () => {
  function memoryCounters() {
    const counts = new Map<string, number>();
    const expiries = new Map<string, number>();
    return {
      counts,
      expiries,
      ports: {
        increment: async (key: string, expiresAt: number) => {
          counts.set(key, (counts.get(key) ?? 0) + 1);
          expiries.set(key, expiresAt);
          return counts.get(key) ?? 0;
        },
      },
    };
  }
  const rule = { endpoint: "contact", limit: 5, windowSeconds: 3600 };

  it("allows five requests an hour per address and refuses the sixth", async () => {
    const mem = memoryCounters();
    const results: boolean[] = [];
    for (let i = 0; i < 6; i++) {
      results.push(
        await withinRateLimit(rule, { ip: "203.0.113.9", email: "a@b.ch" }, mem.ports, NOW),
      );
    }
    expect(results).toEqual([true, true, true, true, true, false]);
  });

  it("counts per e-mail too: another address from elsewhere is refused for the same e-mail", async () => {
    const mem = memoryCounters();
    for (let i = 0; i < 5; i++) {
      await withinRateLimit(rule, { ip: `203.0.113.${i}`, email: "A@b.ch" }, mem.ports, NOW);
    }
    expect(
      await withinRateLimit(rule, { ip: "198.51.100.1", email: "a@b.ch" }, mem.ports, NOW),
    ).toBe(false);
    expect(
      await withinRateLimit(rule, { ip: "198.51.100.1", email: "c@d.ch" }, mem.ports, NOW),
    ).toBe(true);
  });

  it("keeps endpoints and windows apart, and stores no address in clear", async () => {
    const mem = memoryCounters();
    for (let i = 0; i < 5; i++) {
      await withinRateLimit(rule, { ip: "203.0.113.9", email: "a@b.ch" }, mem.ports, NOW);
    }
    const other = { ...rule, endpoint: "quotes" };
    expect(
      await withinRateLimit(other, { ip: "203.0.113.9", email: "a@b.ch" }, mem.ports, NOW),
    ).toBe(true);
    const nextHour = new Date(NOW.getTime() + 3600_000);
    expect(
      await withinRateLimit(rule, { ip: "203.0.113.9", email: "a@b.ch" }, mem.ports, nextHour),
    ).toBe(true);
    const keys = [...mem.counts.keys()].join(" ");
    expect(keys).not.toMatch(/203\.0\.113|a@b\.ch/);
    for (const expiry of mem.expiries.values()) {
      expect(expiry * 1000).toBeGreaterThan(NOW.getTime());
    }
  });
});
