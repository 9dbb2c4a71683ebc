/**
 * Cancelling a date, in memory: the counts of the preview and of the progress, the job's
 * decisions on each registration (a registration paid meanwhile, a run stopped after a release),
 * « Annuler la sortie » repeated, and the screen's texts and reason.
 */

import {
  type CancelActivityPorts,
  cancelActivity,
  cancellationView,
} from "@core/activities/cancel-activity";
import {
  cancellationLine,
  cancellationPreview,
  cancellationProgress,
} from "@core/activities/cancellation-counts";
import {
  type CancellationJobPorts,
  runActivityCancellation,
} from "@core/activities/cancellation-job";
import type { StoredActivity } from "@core/activities/stored-activity";
import type { Payment } from "@core/payments/payment";
import type { RefundOutcome } from "@core/payments/refund-payment";
import { TEAM_CANCELLATION_ERRORS } from "@shared/messages/team-cancellation";
import { describe, expect, it, vi } from "vitest";
import { cancellationFormSchema } from "../../web/src/features/team/cancellation/cancellation-form-values";
import {
  previewText,
  progressEndText,
  progressText,
} from "../../web/src/features/team/cancellation/cancellation-texts";

const NOW = new Date("2026-05-01T08:00:00Z");

const payment = (id: string, overrides: Partial<Payment> = {}) =>
  ({
    id,
    provider: "stripe",
    status: "completed",
    provider_payment_ref: `pi_${id}`,
    amount_centimes: 7500,
    ...overrides,
  }) as Payment;

function registration(id: string, status: string, paid?: string, extra = {}) {
  return {
    id,
    activity_id: "sortie-1",
    activity_title: "Chasseron",
    status,
    nombre_participants: 2,
    total_centimes: 15000,
    ...(paid ? { paid_payment_id: paid } : {}),
    ...extra,
  } as never;
}

describe("the counts", () => {
  it("previews the registrations holding places, what goes back by provider and by hand", () => {
    const lines = [
      cancellationLine(registration("a", "paid", "p1"), payment("p1")),
      cancellationLine(
        registration("b", "paid", "p2"),
        payment("p2", { provider: "bank", provider_payment_ref: undefined }),
      ),
      cancellationLine(registration("c", "pending_payment"), undefined),
      cancellationLine(registration("d", "expired"), undefined),
    ];
    expect(cancellationPreview(lines)).toEqual({
      inscriptions: 3,
      personnes: 6,
      rembourse_centimes: 7500,
      remboursements_a_la_main: 1,
    });
    expect(cancellationProgress(lines)).toMatchObject({
      inscriptions: 0,
      total: 3,
      terminee: false,
    });
  });

  it("counts a refund still `requested` as waiting, not as refunded", () => {
    const line = cancellationLine(
      registration("a", "cancelled", "p1", { cancelled_by: "provider" }),
      payment("p1", { refund_status: "requested" }),
    );
    expect(cancellationProgress([line])).toEqual({
      inscriptions: 1,
      personnes: 2,
      rembourse_centimes: 0,
      remboursements_a_la_main: 0,
      total: 1,
      remboursements_en_attente: 1,
      terminee: true,
    });
  });
});

describe("the progress the screen reads", () => {
  it("before the job's first write: the total counted from the registrations, never « 0 sur 0 »", async () => {
    const registrations = [
      registration("a", "paid", "p1"),
      registration("b", "pending_payment"),
      registration("c", "expired"),
    ];
    const view = await cancellationView(
      {
        id: "sortie-1",
        annulation: { raison: "Météo", at: NOW.toISOString() },
      } as never,
      {
        registrations: { listByActivity: async () => registrations } as never,
        getPayment: async (id: string) => (id === "p1" ? payment("p1") : undefined),
      },
    );
    expect(view).toMatchObject({
      etat: "annulee",
      progression: { inscriptions: 0, total: 2, terminee: false },
    });
    if (view.etat !== "annulee") throw new Error("expected a cancelled view");
    expect(progressText(view.progression)).toBe("0 inscription traitée sur 2");
  });
});

function jobPorts(registrations: Record<string, ReturnType<typeof registration>>) {
  const activity = {
    id: "sortie-1",
    titre: "Chasseron",
    date: "2026-05-20",
    places_disponibles: 4,
    annulation: { raison: "Météo", actor_id: "sub", at: NOW.toISOString() },
  } as unknown as StoredActivity;
  // The list as the job reads it first: copies, so that a test can change a registration after.
  const listed = Object.values(registrations).map((r) => ({ ...(r as object) }) as never);
  const released: string[] = [];
  const refunded: string[] = [];
  const ports: CancellationJobPorts = {
    getActivity: async () => activity,
    listRegistrations: async () => listed,
    getRegistration: async (id) => registrations[id],
    getPayment: async (id) => payment(id),
    release: vi.fn(async ({ registration: r, from }) => {
      const current = registrations[r.id] as unknown as { status: string };
      if (!from.includes(current.status)) return "status_changed" as const;
      Object.assign(current, { status: "cancelled", cancelled_by: "provider" });
      released.push(r.id);
      return "released" as const;
    }),
    refund: async (id): Promise<RefundOutcome> => {
      refunded.push(id);
      return { mode: "provider_api", done: true };
    },
    publishAndClear: async () => true,
    recordProgress: vi.fn(async () => {}),
    clock: { now: () => NOW },
    newId: () => "id",
  };
  return { ports, released, refunded };
}

describe("the job", () => {
  it("reads a registration again when it was paid meanwhile, and refunds the payment it now has", async () => {
    const regs = { a: registration("a", "pending_payment") };
    const { ports, released, refunded } = jobPorts(regs);
    // Paid between the list and the release.
    Object.assign(regs.a as object, { status: "paid", paid_payment_id: "p9" });
    const progress = await runActivityCancellation("sortie-1", ports);
    expect(released).toEqual(["a"]);
    expect(refunded).toEqual(["p9"]);
    expect(progress).toMatchObject({ inscriptions: 1, total: 1, terminee: true });
  });

  it("run again after a release: no second release, the refund asked again (refundPayment is idempotent)", async () => {
    const regs = { a: registration("a", "cancelled", "p1", { cancelled_by: "provider" }) };
    const { ports, released, refunded } = jobPorts(regs);
    await runActivityCancellation("sortie-1", ports);
    expect(released).toEqual([]);
    expect(refunded).toEqual(["p1"]);
  });

  it("leaves alone what ended before (expired, cancelled by the visitor)", async () => {
    const regs = {
      a: registration("a", "expired"),
      b: registration("b", "cancelled", "p2", { cancelled_by: "visitor" }),
    };
    const { ports, released, refunded } = jobPorts(regs);
    const progress = await runActivityCancellation("sortie-1", ports);
    expect([released, refunded]).toEqual([[], []]);
    expect(progress).toMatchObject({ inscriptions: 0, total: 0, terminee: true });
  });
});

describe("« Annuler la sortie » repeated", () => {
  function ports(activity: Partial<StoredActivity> | undefined, stored?: unknown) {
    const startJob = vi.fn(async () => {});
    const recordCancellation = vi.fn(async () => "ok" as const);
    const p = {
      activities: {
        get: async () => activity as StoredActivity,
        listFrom: async () => [],
        listPastStoredPage: async () => ({ activities: [], next: null }),
      },
      registrations: { listByActivity: async () => [], get: async () => undefined },
      getPayment: async () => undefined,
      getStoredAnswer: async () => stored as never,
      publishAndClear: async () => true,
      clock: { now: () => NOW },
      newId: () => "id",
      recordCancellation,
      startJob,
    } satisfies CancelActivityPorts;
    return p;
  }

  it("a stored answer is given back, and the job started again (it does nothing twice)", async () => {
    const stored = { statusCode: 202, body: { success: true } };
    const p = ports({ id: "sortie-1" }, stored);
    expect(await cancelActivity("sortie-1", "Météo", "sub", "k", p)).toBe(stored);
    expect(p.startJob).toHaveBeenCalledWith("sortie-1");
    expect(p.recordCancellation).not.toHaveBeenCalled();
  });

  it("an outing already cancelled: 409 in French, the job started again", async () => {
    const p = ports({ id: "sortie-1", annulation: { raison: "x", actor_id: "s", at: "" } });
    expect(await cancelActivity("sortie-1", "Météo", "sub", undefined, p)).toEqual({
      statusCode: 409,
      body: { success: false, error: TEAM_CANCELLATION_ERRORS.alreadyCancelled },
    });
    expect(p.startJob).toHaveBeenCalledTimes(1);
  });

  it("a date that has passed: 409 in French, nothing recorded, no job", async () => {
    const p = ports({ id: "sortie-1", titre: "Chasseron", date: "2026-04-30", heure_rdv: "09:30" });
    expect(await cancelActivity("sortie-1", "Météo", "sub", undefined, p)).toEqual({
      statusCode: 409,
      body: { success: false, error: TEAM_CANCELLATION_ERRORS.past },
    });
    expect(p.recordCancellation).not.toHaveBeenCalled();
    expect(p.startJob).not.toHaveBeenCalled();
  });

  it("the job that cannot start: 503 asking to press again, the cancellation kept", async () => {
    const p = ports({ id: "sortie-1", titre: "Chasseron", date: "2026-05-20", heure_rdv: "09:30" });
    p.startJob.mockRejectedValueOnce(new Error("queue down"));
    const result = await cancelActivity("sortie-1", "Météo", "sub", undefined, p);
    expect(result).toEqual({
      statusCode: 503,
      body: { success: false, error: TEAM_CANCELLATION_ERRORS.jobNotStarted },
    });
    expect(p.recordCancellation).toHaveBeenCalledTimes(1);
  });
});

describe("the screen's texts and reason", () => {
  it("says the confirmation and the end as the founders read them", () => {
    expect(
      previewText({
        inscriptions: 5,
        personnes: 5,
        rembourse_centimes: 37500,
        remboursements_a_la_main: 1,
      }),
    ).toBe(
      "5 personnes seront prévenues, CHF 375.00 seront remboursés, 1 remboursement à faire à la main",
    );
    expect(
      progressEndText({
        inscriptions: 5,
        personnes: 5,
        rembourse_centimes: 37500,
        remboursements_a_la_main: 2,
        total: 5,
        remboursements_en_attente: 0,
        terminee: true,
      }),
    ).toBe("5 personnes prévenues, CHF 375.00 remboursés, 2 remboursements à faire à la main");
  });

  it("takes a choice as the reason, « Autre » with the founders' words, refuses an empty one", () => {
    expect(cancellationFormSchema.parse({ choix: "Météo", autre: "" })).toEqual({
      raison: "Météo",
    });
    expect(cancellationFormSchema.parse({ choix: "Autre", autre: " Col fermé " })).toEqual({
      raison: "Col fermé",
    });
    const empty = cancellationFormSchema.safeParse({ choix: "Autre", autre: " " });
    expect(empty.error?.issues[0]?.message).toBe(TEAM_CANCELLATION_ERRORS.reasonMissing);
    expect(cancellationFormSchema.safeParse({ choix: "", autre: "" }).success).toBe(false);
  });
});
