import { bookableActivities } from "@shared/bookings/booking-offer";
import { FORMULAS, LIMITS } from "@shared/constants/offer";
import { formatChf } from "@shared/money";
import { activitySchema } from "@shared/schemas/activity";
import { addDaysIso, isUpcomingDate } from "@shared/time";
import { describe, expect, it } from "vitest";
import { sampleActivities } from "../../localstack/seed";

// 23:30 UTC on 28 March is already 29 March in Zurich.
const now = new Date("2026-03-28T23:30:00Z");
const today = "2026-03-29";
const activities = sampleActivities(now);
const upcoming = activities.filter((o) => isUpcomingDate(o.date, now));
const past = activities.filter((o) => !isUpcomingDate(o.date, now));

describe("sample outings", () => {
  it("are valid activities with unique ids derived from date and name", () => {
    for (const activity of activities) expect(activitySchema.parse(activity)).toEqual(activity);
    expect(new Set(activities.map((o) => o.id)).size).toBe(activities.length);
    for (const activity of activities)
      expect(activity.id.startsWith(`${activity.date}-`)).toBe(true);
    expect(sampleActivities(now)).toEqual(activities);
  });

  it("are dated from today in Europe/Zurich: fifteen past (more than a page of 12), the rest over the next two months", () => {
    expect(past).toHaveLength(15);
    expect(upcoming.length).toBeGreaterThan(past.length);
    for (const o of upcoming) {
      expect(o.date > today).toBe(true);
      expect(o.date <= addDaysIso(today, 61)).toBe(true);
    }
    expect(upcoming.map((o) => o.date).sort()[0]).toBe(addDaysIso(today, 2));
  });

  it("cover the calendar's cases: full, open-ended, maximum group, two on one day", () => {
    expect(upcoming.some((o) => o.places_disponibles === 0)).toBe(true);
    expect(upcoming.some((o) => o.places_disponibles === null)).toBe(true);
    expect(upcoming.some((o) => o.places_disponibles === LIMITS.maxGroupSize)).toBe(true);
    const dates = upcoming.map((o) => o.date);
    expect(dates.some((d, i) => dates.indexOf(d) !== i)).toBe(true);
    const withoutDescription = activities.filter((o) => o.description === null).length;
    expect(withoutDescription).toBeGreaterThanOrEqual(1);
    expect(withoutDescription).toBeLessThanOrEqual(2);
    expect(new Set(activities.map((o) => o.categorie))).toEqual(
      new Set(["VTT", "Randonnée", "Bien-être", "Autre"]),
    );
  });

  it("open two dates to the booking page (VTT at CHF 129)", () => {
    expect(bookableActivities(activities, now)).toHaveLength(2);
  });

  it("carry the formula's price in centimes, and its text", () => {
    for (const o of activities) {
      expect(o.prix).toBe(formatChf(o.prix_centimes));
      const formula = Object.values(FORMULAS).find((f) => f.label === o.type_de_formule);
      expect(formula).toBeDefined();
      if (formula?.pricePerPersonCentimes != null) {
        expect(o.prix_centimes).toBe(formula.pricePerPersonCentimes);
      } else {
        expect(o.prix_centimes).toBeGreaterThan(0);
      }
    }
    expect(activities.find((o) => o.type_de_formule === "Forme & Vitalité")?.prix).toBe(
      "CHF 75.00",
    );
  });
});
