import { describe, expect, it } from "vitest";
import { ACTIVITY_FIELD_MESSAGES as M } from "../../../shared/messages/activity";
import {
  type ActivityFormValues,
  activityFormSchema,
  EMPTY_ACTIVITY,
  formValuesOf,
  PLACES_MISSING,
} from "../../../web/src/features/team/outings/activity-form-values";
import { teamActivity } from "./fixtures";

const filled: ActivityFormValues = {
  ...EMPTY_ACTIVITY,
  titre: " Balade des Crêtes ",
  date: "2027-06-12",
  heure_rdv: "09:30",
  lieu: "Saint-Cergue",
  lieu_rdv: "Parking de la gare",
  niveau: "Débutant",
  prix: "75.50",
  type_de_formule: "Sortie découverte",
  categorie: "VTT",
  places_offertes: "8",
};

const issues = (values: ActivityFormValues) => {
  const parsed = activityFormSchema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the outing form's values", () => {
  it("give the API's input: trimmed texts, empty texts as null, places as a number", () => {
    expect(activityFormSchema.parse(filled)).toEqual({
      titre: "Balade des Crêtes",
      date: "2027-06-12",
      heure_rdv: "09:30",
      lieu: "Saint-Cergue",
      lieu_rdv: "Parking de la gare",
      niveau: "Débutant",
      prix: "75.50",
      type_de_formule: "Sortie découverte",
      categorie: "VTT",
      places_offertes: 8,
      description: null,
      a_apporter: null,
    });
  });

  it("send « sans limite » as null places", () => {
    expect(
      activityFormSchema.parse({ ...filled, places_offertes: "", sans_limite: true })
        .places_offertes,
    ).toBeNull();
  });

  it("refuse places that are not a whole number of 0 to 1000, and empty places without the box", () => {
    expect(issues({ ...filled, places_offertes: "2.5" })).toEqual({ places_offertes: M.places });
    expect(issues({ ...filled, places_offertes: "1001" })).toEqual({ places_offertes: M.places });
    expect(issues({ ...filled, places_offertes: "" })).toEqual({ places_offertes: PLACES_MISSING });
  });

  it("name every missing field of an empty form at once, the places included", () => {
    expect(issues(EMPTY_ACTIVITY)).toMatchObject({
      titre: M.titre,
      date: M.date,
      categorie: M.categorie,
      places_offertes: PLACES_MISSING,
    });
  });

  it("refuse with the shared French messages", () => {
    expect(issues({ ...filled, titre: " ", prix: "beaucoup", categorie: "" })).toEqual({
      titre: M.titre,
      prix: M.prix,
      categorie: M.categorie,
    });
  });

  it("fill the form from an outing; a duplicate keeps everything but the date", () => {
    const activity = teamActivity({ places_offertes: null, a_apporter: "Gourde" });
    expect(formValuesOf(activity, false)).toMatchObject({
      date: "2027-06-12",
      prix: "75.00",
      sans_limite: true,
      places_offertes: "",
      a_apporter: "Gourde",
    });
    expect(formValuesOf(activity, true)).toMatchObject({ date: "", titre: "Balade des Crêtes" });
  });
});
