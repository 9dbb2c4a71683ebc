import { WAITLIST_ERRORS } from "@shared/messages/waitlist";
import type { WaitlistEntryView } from "@shared/schemas/waitlist";
import { describe, expect, it } from "vitest";
import {
  entryChoice,
  joinFailure,
  readEntryView,
  readJoined,
} from "../../../web/src/features/waitlist/waitlist-answers";
import { WAITLIST_PAGE_TEXTS } from "../../../web/src/features/waitlist/waitlist-texts";
import { ApiError } from "../../../web/src/lib/api-client";

const view: WaitlistEntryView = {
  success: true,
  entry_id: "wl-1",
  status: "waiting",
  activity_title: "Crêtes du Jura",
  activity_date: "2026-06-13",
  heure_rdv: "09:00",
  places: 2,
  rank: 1,
};

describe("the join's answer", () => {
  it("a 201 gives the entry, its rank and the outing's title", () => {
    expect(
      readJoined({ success: true, entry_id: "wl-9", rank: 4, activity_title: "Crêtes du Jura" }),
    ).toEqual({ kind: "success", entryId: "wl-9", rank: 4, activityTitle: "Crêtes du Jura" });
  });

  it("an answer without a rank, or with a rank of 0, breaks the contract", () => {
    expect(readJoined({ success: true, entry_id: "wl-9", activity_title: "x" })).toBeNull();
    expect(
      readJoined({ success: true, entry_id: "wl-9", rank: 0, activity_title: "x" }),
    ).toBeNull();
    expect(readJoined(null)).toBeNull();
  });

  it("a 409 shows the server's French text; a new attempt gets a new key", () => {
    const failure = joinFailure(new ApiError(409, { error: WAITLIST_ERRORS.alreadyOnList }));
    expect(failure).toEqual({
      kind: "failure",
      message: WAITLIST_ERRORS.alreadyOnList,
      fieldErrors: {},
      retrySameKey: false,
    });
  });

  it("a 400 keeps its messages by field, beside the fields", () => {
    const failure = joinFailure(
      new ApiError(400, {
        success: false,
        error: WAITLIST_ERRORS.invalid,
        details: { places: "10 places au maximum pour cette sortie" },
      }),
    );
    expect(failure.message).toBe(WAITLIST_ERRORS.invalid);
    expect(failure.fieldErrors).toEqual({ places: "10 places au maximum pour cette sortie" });
  });

  it("no answer or a 5xx: the call failed, and the retry keeps its key", () => {
    expect(joinFailure(new TypeError("Failed to fetch"))).toMatchObject({
      message: WAITLIST_PAGE_TEXTS.joinFailed,
      retrySameKey: true,
    });
    expect(joinFailure(new ApiError(503, { error: "Service Unavailable" }))).toMatchObject({
      message: WAITLIST_PAGE_TEXTS.joinFailed,
      retrySameKey: true,
    });
  });
});

describe("the entry's view", () => {
  it("reads an entry of the contract", () => {
    expect(readEntryView(view)).toEqual(view);
    const offered = {
      ...view,
      status: "offered",
      payment_path: "/p?x=1",
      deadline: "2026-06-01T10:00:00Z",
    };
    expect(readEntryView(offered)).toEqual(offered);
  });

  it("refuses an unknown status and a payment link that leaves the site", () => {
    expect(readEntryView({ ...view, status: "maybe" })).toBeNull();
    expect(
      readEntryView({ ...view, status: "offered", payment_path: "https://evil.example" }),
    ).toBeNull();
    expect(
      readEntryView({ ...view, status: "offered", payment_path: "//evil.example" }),
    ).toBeNull();
  });

  it("offers to leave while waiting, to pay or decline when offered, nothing once over", () => {
    expect(entryChoice(view)).toEqual({ kind: "leave" });
    expect(entryChoice({ ...view, status: "offered", payment_path: "/payer" })).toEqual({
      kind: "offer",
      paymentPath: "/payer",
    });
    expect(entryChoice({ ...view, status: "offered" })).toEqual({ kind: "offer" });
    for (const status of ["paid", "left", "declined", "expired"] as const) {
      expect(entryChoice({ ...view, status })).toEqual({ kind: "none" });
    }
  });
});
