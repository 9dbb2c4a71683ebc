import { WAITLIST_TEXTS } from "@shared/messages/waitlist";
import { describe, expect, it } from "vitest";
import { WAITLIST_PAGE_TEXTS as T } from "../../../web/src/features/waitlist/waitlist-texts";

describe("a waiting list's offer counts the places it offers", () => {
  it("says « Une place » for one and « 2 places » for two, in the title and the page", () => {
    expect(WAITLIST_TEXTS.placesFreed(1)).toBe("Une place s'est libérée");
    expect(WAITLIST_TEXTS.placesFreed(2)).toBe("2 places se sont libérées");
    expect(T.offered("2027-05-01T21:59:00.000Z", 1)).toMatch(
      /^La place vous est proposée\. Payez-la avant le .+ : ensuite, elle passe à la personne suivante\.$/,
    );
    expect(T.offered("2027-05-01T21:59:00.000Z", 2)).toMatch(
      /^Les 2 places vous sont proposées\. Payez-les avant le .+ : ensuite, elles passent/,
    );
  });
});
