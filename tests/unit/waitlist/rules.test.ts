import {
  nextEntryThatFits,
  offerDeadline,
  offerSchedule,
  offersStopAt,
  publicPlaces,
  rankOf,
  waitlistOpen,
} from "@core/waitlist/rules";
import { PAYMENT_DEADLINES } from "@shared/registrations/payment-deadlines";
import { meetingInstant } from "@shared/time";
import { describe, expect, it } from "vitest";

const HOUR = 3_600_000;
const outing = { date: "2027-06-12", heure_rdv: "09:30" };
const meeting = meetingInstant(outing.date, outing.heure_rdv).getTime();

const entry = (entry_id: string, places: number, status = "waiting" as const) => ({
  entry_id,
  places,
  status,
});

describe("which entry is offered the free places", () => {
  const list = [entry("c", 3), entry("a", 2), entry("b", 1)];

  it("the first waiting entry in order of arrival whose wish fits", () => {
    expect(nextEntryThatFits(list, 2)?.entry_id).toBe("a");
    expect(nextEntryThatFits(list, 3)?.entry_id).toBe("a");
  });

  it("a bigger wish ahead does not block a smaller one behind it", () => {
    expect(nextEntryThatFits([entry("a", 3), entry("b", 1)], 2)?.entry_id).toBe("b");
  });

  it("none when no wish fits, and never an entry that no longer waits", () => {
    expect(nextEntryThatFits([entry("a", 3)], 2)).toBeUndefined();
    expect(
      nextEntryThatFits([{ ...entry("a", 1), status: "offered" as never }, entry("b", 2)], 1),
    ).toBeUndefined();
  });

  it("ranks count the entries still waiting ahead", () => {
    const statuses = [entry("a", 1), { ...entry("b", 1), status: "left" as never }, entry("c", 1)];
    expect(rankOf(statuses, "c")).toBe(2);
    expect(rankOf(statuses, "b")).toBeUndefined();
  });
});

describe("when offers stop and places are held", () => {
  it("offers stop the configured hours before the meeting time (Europe/Zurich)", () => {
    expect(offersStopAt(outing, 24).getTime()).toBe(meeting - 24 * HOUR);
    expect(offersStopAt(outing, 6).getTime()).toBe(meeting - 6 * HOUR);
  });

  it("freed places are the list's while entries wait and offers run, the public's after", () => {
    const stop = new Date(meeting - 24 * HOUR).toISOString();
    const held = { places_disponibles: 2, attente_en_cours: 1, attente_fin: stop };
    expect(publicPlaces(held, new Date(meeting - 25 * HOUR))).toBe(0);
    expect(publicPlaces(held, new Date(meeting - 24 * HOUR))).toBe(2);
    expect(publicPlaces({ ...held, attente_en_cours: 0 }, new Date(meeting - 25 * HOUR))).toBe(2);
    expect(publicPlaces({ places_disponibles: null }, new Date())).toBeNull();
  });

  it("the list takes entries on a full, shown outing before offers stop", () => {
    const full = { ...outing, places_disponibles: 0 };
    const before = new Date(meeting - 25 * HOUR);
    expect(waitlistOpen(full, before, 24)).toBe(true);
    expect(waitlistOpen(full, new Date(meeting - 23 * HOUR), 24)).toBe(false);
    expect(waitlistOpen({ ...full, places_disponibles: 1 }, before, 24)).toBe(false);
    expect(waitlistOpen({ ...full, places_disponibles: null }, before, 24)).toBe(false);
    expect(waitlistOpen({ ...full, masquee: true }, before, 24)).toBe(false);
    expect(waitlistOpen({ ...full, annulation: {} }, before, 24)).toBe(false);
  });
});

describe("until when an offer may be paid", () => {
  it("24 h after the offer, far from the outing", () => {
    const offered = new Date(meeting - 10 * 24 * HOUR);
    expect(offerDeadline(offered, outing).getTime()).toBe(offered.getTime() + 24 * HOUR);
  });

  it("never past the registration's rule of a few hours before the meeting", () => {
    const offered = new Date(meeting - 25 * HOUR);
    expect(offerDeadline(offered, outing).getTime()).toBe(
      meeting - PAYMENT_DEADLINES.DEADLINE_BEFORE_MEETING_HOURS * HOUR,
    );
  });
});

describe("an offer's reminder, which fits its deadline", () => {
  it("halfway: 12 h after a 24 h offer, 12 h before its deadline", () => {
    const offered = new Date(meeting - 10 * 24 * HOUR);
    const { deadline, remindAt } = offerSchedule(offered, outing);
    expect(deadline.getTime()).toBe(offered.getTime() + 24 * HOUR);
    expect(remindAt?.getTime()).toBe(offered.getTime() + 12 * HOUR);
  });

  it("halfway to a deadline shortened by the outing: always before it", () => {
    const offered = new Date(meeting - 14 * HOUR);
    const { deadline, remindAt } = offerSchedule(offered, outing);
    expect(deadline.getTime()).toBe(
      meeting - PAYMENT_DEADLINES.DEADLINE_BEFORE_MEETING_HOURS * HOUR,
    );
    expect(remindAt?.getTime()).toBe(offered.getTime() + 5 * HOUR);
  });

  it("none when less than 3 h would be left after it", () => {
    const offered = new Date(meeting - 9 * HOUR);
    const { deadline, remindAt } = offerSchedule(offered, outing);
    expect(deadline.getTime() - offered.getTime()).toBe(5 * HOUR);
    expect(remindAt).toBeNull();
  });
});
