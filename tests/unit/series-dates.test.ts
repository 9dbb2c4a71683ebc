import { isoWeekday, MAX_SERIES_DATES, seriesDates } from "@shared/activities/series-dates";
import { SERIES_MESSAGES } from "@shared/messages/activity";
import { seriesRuleErrors } from "@shared/schemas/activity-series";
import { describe, expect, it } from "vitest";

const saturdays = {
  jours: [6],
  premiere_date: "2027-04-17",
  derniere_date: "2027-10-30",
  dates_sautees: [],
};

describe("the dates of a series", () => {
  it("gives the 29 Saturdays from 17 April to 30 October 2027, across both clock changes", () => {
    const dates = seriesDates(saturdays);
    expect(dates).toHaveLength(29);
    expect(dates[0]).toBe("2027-04-17");
    expect(dates).toContain("2027-10-30");
    expect(dates.every((date) => isoWeekday(date) === 6)).toBe(true);
    // One week apart each, whatever the clock did on 31 October.
    const [first] = dates;
    dates.forEach((date, i) => {
      expect(Date.parse(date) - Date.parse(first ?? "")).toBe(i * 7 * 86_400_000);
    });
  });

  it("takes several weekdays, leaves out the skipped dates, and includes both ends", () => {
    expect(
      seriesDates({
        jours: [3, 6],
        premiere_date: "2027-05-01",
        derniere_date: "2027-05-12",
        dates_sautees: ["2027-05-08"],
      }),
    ).toEqual(["2027-05-01", "2027-05-05", "2027-05-12"]);
    expect(isoWeekday("2027-05-02")).toBe(7);
    expect(isoWeekday("2027-05-03")).toBe(1);
  });

  it("refuses what no founder means, with the message for the field", () => {
    expect(seriesRuleErrors(saturdays)).toEqual({});
    expect(seriesRuleErrors({ ...saturdays, derniere_date: "2027-04-16" })).toEqual({
      derniere_date: SERIES_MESSAGES.lastBeforeFirst,
    });
    expect(seriesRuleErrors({ ...saturdays, dates_sautees: ["2027-04-10"] })).toEqual({
      dates_sautees: SERIES_MESSAGES.skipOutsideRange,
    });
    expect(seriesRuleErrors({ ...saturdays, derniere_date: "2028-10-30" })).toEqual({
      derniere_date: SERIES_MESSAGES.tooMany,
    });
    expect(
      seriesRuleErrors({ ...saturdays, premiere_date: "2027-04-18", derniere_date: "2027-04-23" }),
    ).toEqual({
      jours: SERIES_MESSAGES.none,
    });
  });

  it("counts a rule over many years only one past the limit", () => {
    const dates = seriesDates({
      ...saturdays,
      jours: [1, 2, 3, 4, 5, 6, 7],
      derniere_date: "2099-12-31",
    });
    expect(dates).toHaveLength(MAX_SERIES_DATES + 1);
  });
});
