import {
  CANCELLATION_RULE_TEXT,
  cancellationTerms,
  freeCancellationUntil,
} from "@shared/registrations/cancellation-terms";
import { describe, expect, it } from "vitest";
import { TERMS_ARTICLES } from "../../../web/src/content/terms";

/** A Saturday meeting at 09:00 in Zurich, summer time (UTC+2): 07:00 UTC. */
const summer = { date: "2026-06-13", heure_rdv: "09:00" };

describe("the 72 h rule, read in Europe/Zurich", () => {
  it("is free up to exactly 72 h before the meeting time, then late, then past", () => {
    expect(freeCancellationUntil(summer).toISOString()).toBe("2026-06-10T07:00:00.000Z");
    expect(cancellationTerms(summer, new Date("2026-06-10T06:00:00Z"))).toBe("free"); // 73 h
    expect(cancellationTerms(summer, new Date("2026-06-10T07:00:00Z"))).toBe("free"); // 72 h
    expect(cancellationTerms(summer, new Date("2026-06-10T07:00:01Z"))).toBe("late");
    expect(cancellationTerms(summer, new Date("2026-06-10T08:00:00Z"))).toBe("late"); // 71 h
    expect(cancellationTerms(summer, new Date("2026-06-13T06:59:59Z"))).toBe("late");
    expect(cancellationTerms(summer, new Date("2026-06-13T07:00:00Z"))).toBe("past");
  });

  it("uses the winter offset (UTC+1) in winter", () => {
    const winter = { date: "2026-12-12", heure_rdv: "10:30" };
    expect(freeCancellationUntil(winter).toISOString()).toBe("2026-12-09T09:30:00.000Z");
    expect(cancellationTerms(winter, new Date("2026-12-09T08:30:00Z"))).toBe("free");
    expect(cancellationTerms(winter, new Date("2026-12-09T10:30:00Z"))).toBe("late");
  });

  it("counts real hours across the change to summer time (29 March 2026)", () => {
    // Meeting Tuesday 31 March 09:00 (UTC+2) = 07:00 UTC; 72 real hours before is
    // Saturday 28 March 08:00 in Zurich (UTC+1) = 07:00 UTC.
    const spring = { date: "2026-03-31", heure_rdv: "09:00" };
    expect(freeCancellationUntil(spring).toISOString()).toBe("2026-03-28T07:00:00.000Z");
  });

  it("is the sentence of the terms (article 5)", () => {
    const article = TERMS_ARTICLES.find((a) => a.id === "annulation");
    expect(article?.paragraphs[0]).toBe(CANCELLATION_RULE_TEXT);
    expect(CANCELLATION_RULE_TEXT).toBe(
      "L'annulation est gratuite jusqu'à 72 heures avant le départ. Passé ce délai, le prix de la sortie reste dû.",
    );
  });
});
