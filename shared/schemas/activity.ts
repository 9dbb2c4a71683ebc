import * as z from "../zod";

/**
 * An outing, as stored in the activities table and returned by GET /api/activities.
 * Field names are the specification's public contract. The price is stored as centimes per
 * person (prix_centimes); `prix` is its display text ("CHF 75.00").
 */
export const activitySchema = z.object({
  id: z.string().check(z.minLength(1)),
  titre: z.string().check(z.minLength(1)),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  heure_rdv: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  lieu: z.string().check(z.minLength(1)),
  lieu_rdv: z.string().check(z.minLength(1)),
  niveau: z.string().check(z.minLength(1)),
  prix: z.string(),
  prix_centimes: z.number().check(z.int(), z.nonnegative()),
  type_de_formule: z.string().check(z.minLength(1)),
  categorie: z.enum(["VTT", "Randonnée", "Bien-être", "Autre"]),
  places_disponibles: z.nullable(z.number().check(z.int(), z.nonnegative())),
  description: z.nullable(z.string()),
  /**
   * « Ce qu'il faut apporter » when the founders wrote the outing's own, one item per line;
   * absent: the usual list of its kind (shared/constants/what-to-bring.ts).
   */
  a_apporter: z.optional(z.nullable(z.string())),
  /**
   * Full (places_disponibles 0, or the places freed are held for the waiting list) and its
   * waiting list still takes entries: the card offers « M'inscrire sur la liste d'attente ».
   */
  liste_attente_ouverte: z.optional(z.boolean()),
});

export type Activity = z.infer<typeof activitySchema>;
export type ActivityCategory = Activity["categorie"];

/**
 * A page of past outings (GET /api/activities/passees), newest first; `suite` is the next page's
 * cursor (?apres=), null when none is left.
 */
export const pastActivitiesPageSchema = z.object({
  activites: z.array(activitySchema),
  suite: z.nullable(z.string()),
});

export type PastActivitiesPage = z.infer<typeof pastActivitiesPageSchema>;
