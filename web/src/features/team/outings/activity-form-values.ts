import { ACTIVITY_FIELD_MESSAGES as M } from "@shared/messages/activity";
import { centimesToDecimal } from "@shared/money";
import { type ActivityInput, activityInputShape } from "@shared/schemas/activity-input";
import type { TeamActivity } from "@shared/schemas/team";
import * as z from "@shared/zod";

/**
 * The outing form's values: the fields of shared/schemas/activity-input.ts, with the places as
 * typed and the « Sans limite » box beside them. The schema below gives the API's input.
 */
export interface ActivityFormValues {
  titre: string;
  date: string;
  heure_rdv: string;
  lieu: string;
  lieu_rdv: string;
  niveau: string;
  prix: string;
  type_de_formule: string;
  categorie: string;
  places_offertes: string;
  sans_limite: boolean;
  description: string;
  a_apporter: string;
}

export const PLACES_MISSING = "Indiquez le nombre de places, ou cochez « Sans limite »";

/** Places as typed: a whole number of 0 to 1000 (the shared rule), or empty with the box. */
const placesTyped = z.string().check(
  z.trim(),
  z.refine((v) => v === "" || activityInputShape.places_offertes.safeParse(Number(v)).success, {
    error: M.places,
  }),
  z.refine((v) => v === "" || /^\d+$/.test(v), { error: M.places }),
);

export const activityFormSchema = z.pipe(
  z
    .object({
      ...activityInputShape,
      places_offertes: placesTyped,
      sans_limite: z.boolean(),
    })
    .check(
      z.superRefine(
        (values, ctx) => {
          if (!values.sans_limite && values.places_offertes === "") {
            ctx.addIssue({ code: "custom", message: PLACES_MISSING, path: ["places_offertes"] });
          }
        },
        // Also when other fields are wrong (zod skips it then by default): an empty form names every
        // field to fill at once, places included.
        { when: () => true },
      ),
    ),
  z.transform(
    ({ sans_limite, places_offertes, ...rest }): ActivityInput => ({
      ...rest,
      places_offertes: sans_limite ? null : Number(places_offertes),
    }),
  ),
);

export const EMPTY_ACTIVITY: ActivityFormValues = {
  titre: "",
  date: "",
  heure_rdv: "",
  lieu: "",
  lieu_rdv: "",
  niveau: "",
  prix: "",
  type_de_formule: "",
  categorie: "",
  places_offertes: "",
  sans_limite: false,
  description: "",
  a_apporter: "",
};

/** An outing's fields as its form sends them (« Répéter » and « La série » start from them). */
export function outingInputOf(activity: TeamActivity) {
  return {
    titre: activity.titre,
    date: activity.date,
    heure_rdv: activity.heure_rdv,
    lieu: activity.lieu,
    lieu_rdv: activity.lieu_rdv,
    niveau: activity.niveau,
    prix: centimesToDecimal(activity.prix_centimes),
    type_de_formule: activity.type_de_formule,
    categorie: activity.categorie,
    places_offertes: activity.places_offertes,
    description: activity.description,
    a_apporter: activity.a_apporter,
  } satisfies ActivityInput;
}

/** The form filled from an outing; a duplicate starts with its date empty. */
export function formValuesOf(activity: TeamActivity, duplicate: boolean): ActivityFormValues {
  const input = outingInputOf(activity);
  return {
    ...input,
    date: duplicate ? "" : input.date,
    places_offertes: input.places_offertes === null ? "" : String(input.places_offertes),
    sans_limite: input.places_offertes === null,
    description: input.description ?? "",
    a_apporter: input.a_apporter ?? "",
  };
}
