import { startPayment } from "@core/payments/start-payment";
import {
  type DueRegistration,
  handleDueRegistration,
  type RegistrationDeadlinePorts,
} from "@core/registrations/deadline";
import { paymentLinkExpiry } from "@core/registrations/links";
import { describe, expect, it } from "vitest";
import { aRegistration, paymentPorts, registrationActivity } from "../../support/payment-fakes";

const HOUR = 3_600_000;
const CREATED = new Date("2026-05-01T07:00:00Z");

/**
 * The deadline use case over in-memory ports: the payment fakes' store (registrations, payments,
 * Stripe), a release that honours its condition and returns places once, a send-once reminder.
 */
function deadlineWorld(registration: Partial<DueRegistration> = {}, automaticExpiry = true) {
  const world = paymentPorts(CREATED);
  world.store.registrations.set(
    "reg-1",
    aRegistration({
      created_at: CREATED.toISOString(),
      remind_at: new Date(CREATED.getTime() + 24 * HOUR).toISOString(),
      deadline: new Date(CREATED.getTime() + 48 * HOUR).toISOString(),
      ...registration,
    } as Partial<DueRegistration>),
  );
  let places = 4;
  const sentKeys = new Set<string>();
  const calls: string[] = [];
  const due = new Map<string, string | undefined>();
  const stored = () => world.store.registrations.get("reg-1") as DueRegistration;
  const ports: RegistrationDeadlinePorts = {
    clock: world.ports.clock,
    automaticExpiry,
    getRegistration: async (id) => world.store.getRegistration(id) as Promise<DueRegistration>,
    getActivity: async () => registrationActivity,
    sendReminderOnce: async (r) => {
      const key = `registration:${r.id}:payment-reminder`;
      if (sentKeys.has(key)) return false;
      sentKeys.add(key);
      if (stored().status === "pending_payment") calls.push("reminder");
      return true;
    },
    markReminded: async (id, at) => {
      stored().reminded_at = at.toISOString();
      due.set(id, stored().deadline);
    },
    rescheduleDue: async (id, next) => {
      due.set(id, next);
    },
    leaveDueIndex: async (id) => {
      due.set(id, undefined);
    },
    release: async ({ registration, to, event, activityLimited }) => {
      const current = stored();
      if (current.status !== "pending_payment") return "status_changed";
      current.status = to;
      if (activityLimited) places += registration.nombre_participants;
      world.store.outbox.push(event);
      return "released";
    },
    publishAndClear: world.ports.publishAndClear,
    payments: world.ports,
    newId: world.ports.newId,
  };
  return { ...world, paymentPorts: world.ports, ports, calls, due, stored, places: () => places };
}

describe("handleDueRegistration", () => {
  it("before its reminder time: nothing sent, its due time stays the reminder", async () => {
    const w = deadlineWorld();
    w.advance(23 * HOUR);
    expect(await handleDueRegistration("reg-1", w.ports)).toBe("rescheduled");
    expect(w.calls).toEqual([]);
    expect(w.due.get("reg-1")).toBe(w.stored().remind_at);
  });

  it("at 24 h: one reminder, then its due time is the deadline; a second message sends nothing", async () => {
    const w = deadlineWorld();
    w.advance(24 * HOUR);
    expect(await handleDueRegistration("reg-1", w.ports)).toBe("reminded");
    expect(w.due.get("reg-1")).toBe(w.stored().deadline);
    expect(await handleDueRegistration("reg-1", w.ports)).toBe("rescheduled");
    // A message delivered before the first run recorded the reminder: the send-once key holds.
    w.stored().reminded_at = undefined;
    expect(await handleDueRegistration("reg-1", w.ports)).toBe("reminder_already_sent");
    expect(w.calls).toEqual(["reminder"]);
  });

  it("paid before its message is handled: nothing at all", async () => {
    const w = deadlineWorld();
    w.stored().status = "paid";
    w.advance(50 * HOUR);
    expect(await handleDueRegistration("reg-1", w.ports)).toBe("settled");
    expect(w.calls).toEqual([]);
    expect(w.places()).toBe(4);
  });

  it("at its deadline: expired once, places back once, InscriptionExpired, Stripe's session expired", async () => {
    const w = deadlineWorld();
    const card = await startPayment(
      { inscription_id: "reg-1", method: "card" },
      undefined,
      w.paymentPorts,
    );
    const paymentId = (card.body as { payment_id: string }).payment_id;
    w.advance(48 * HOUR);
    expect(await handleDueRegistration("reg-1", w.ports)).toBe("expired");
    expect(w.stored().status).toBe("expired");
    expect(w.places()).toBe(6);
    expect(w.published.map((e) => e.detailType)).toContain("InscriptionExpired");
    const event = w.published.find((e) => e.detailType === "InscriptionExpired");
    expect(event?.detail.data).toMatchObject({ inscription_id: "reg-1", participants: 2 });
    expect(JSON.stringify(event)).not.toMatch(/Monique|Favre|@/);
    expect(w.store.payments.get(paymentId)?.status).toBe("expired");

    expect(await handleDueRegistration("reg-1", w.ports)).toBe("already_expired");
    expect(w.places()).toBe(6);
    expect(w.published.filter((e) => e.detailType === "InscriptionExpired")).toHaveLength(1);
  });

  it("past its deadline with automatic expiry off: left unpaid, out of the due index", async () => {
    const w = deadlineWorld({}, false);
    w.advance(48 * HOUR);
    expect(await handleDueRegistration("reg-1", w.ports)).toBe("expiry_off");
    expect(w.stored().status).toBe("pending_payment");
    expect(w.places()).toBe(4);
    expect(w.due.get("reg-1")).toBeUndefined();
  });

  it("a deadline pushed back (bank transfer) after the reminder: its due time follows", async () => {
    const later = new Date(CREATED.getTime() + 120 * HOUR).toISOString();
    const w = deadlineWorld({ reminded_at: new Date(CREATED.getTime() + 24 * HOUR).toISOString() });
    w.stored().deadline = later;
    w.advance(48 * HOUR);
    expect(await handleDueRegistration("reg-1", w.ports)).toBe("rescheduled");
    expect(w.due.get("reg-1")).toBe(later);
    expect(w.stored().status).toBe("pending_payment");
  });

  it("an unknown registration is nothing to do", async () => {
    const w = deadlineWorld();
    expect(await handleDueRegistration("other", w.ports)).toBe("unknown");
  });
});

describe("paymentLinkExpiry", () => {
  const meeting = new Date("2026-05-10T07:00:00.000Z"); // 10 May 2026, 09:00 in Zurich
  const deadline = "2026-05-03T07:00:00.000Z";

  it("is the registration's deadline; the meeting time without one, or with automatic expiry off", () => {
    expect(paymentLinkExpiry({ id: "reg-1", deadline }, registrationActivity)).toEqual(
      new Date(deadline),
    );
    expect(paymentLinkExpiry({ id: "reg-1" }, registrationActivity)).toEqual(meeting);
    expect(paymentLinkExpiry({ id: "reg-1", deadline }, registrationActivity, false)).toEqual(
      meeting,
    );
  });
});
