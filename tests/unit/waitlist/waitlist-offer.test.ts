import { waitlistJoinSchema } from "@shared/schemas/waitlist";
import { describe, expect, it } from "vitest";
import {
  emptyWaitlistForm,
  placesFromInput,
  WAITLIST_PLACES_MAX,
} from "../../../web/src/features/waitlist/waitlist-form-values";
import { offersWaitlist } from "../../../web/src/lib/waitlist-offer";
import { anActivity } from "../../support/registration-fixtures";

const full = anActivity({
  date: "2026-12-05",
  heure_rdv: "09:00",
  places_disponibles: 0,
  liste_attente_ouverte: true,
});
const before = new Date("2026-12-05T07:00:00Z"); // 08:00 in Zurich, before the meeting
const after = new Date("2026-12-05T08:30:00Z"); // 09:30 in Zurich

describe("which outings offer the waiting list", () => {
  it("a full outing whose list is open, until its meeting time", () => {
    expect(offersWaitlist(full, before)).toBe(true);
    expect(offersWaitlist(full, after)).toBe(false);
  });

  it("not when the API says the list is closed or says nothing (the disabled « Complet »)", () => {
    expect(offersWaitlist({ ...full, liste_attente_ouverte: false }, before)).toBe(false);
    const { liste_attente_ouverte: _, ...withoutFlag } = full;
    expect(offersWaitlist(withoutFlag, before)).toBe(false);
  });
});

describe("the waiting-list form's places", () => {
  it("an empty or non-numeric field is refused by the schema in French", () => {
    const values = { ...emptyWaitlistForm(full), nom: "Favre", prenom: "Monique" };
    for (const typed of ["", "deux"]) {
      const parsed = waitlistJoinSchema.safeParse({ ...values, places: placesFromInput(typed) });
      expect(parsed.success).toBe(false);
      const issue = parsed.error?.issues.find((i) => i.path[0] === "places");
      expect(issue?.message).toBe("Le nombre de places doit être un nombre entier");
    }
  });

  it("reads what was typed, from 1 up to the outing's limit", () => {
    expect(placesFromInput("3")).toBe(3);
    expect(placesFromInput(2)).toBe(2);
    const over = waitlistJoinSchema.shape.places.safeParse(WAITLIST_PLACES_MAX + 1);
    expect(over.error?.issues[0]?.message).toBe(
      `${WAITLIST_PLACES_MAX} places au maximum pour cette sortie`,
    );
    expect(waitlistJoinSchema.shape.places.safeParse(WAITLIST_PLACES_MAX).success).toBe(true);
  });
});
