import { z } from "../zod";

/**
 * An outing, as stored in the activities table and returned by GET /api/activities.
 * Field names are the specification's public contract. The price is stored as centimes per
 * person (prix_centimes); `prix` is its display text ("CHF 75.00").
 */
export const activitySchema = z.object({
  id: z.string().min(1),
  titre: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  heure_rdv: z.string().regex(/^\d{2}:\d{2}$/),
  lieu: z.string().min(1),
  lieu_rdv: z.string().min(1),
  niveau: z.string().min(1),
  prix: z.string(),
  prix_centimes: z.number().int().nonnegative(),
  type_de_formule: z.string().min(1),
  categorie: z.enum(["VTT", "Randonnée", "Bien-être", "Autre"]),
  places_disponibles: z.number().int().nonnegative().nullable(),
  description: z.string().nullable(),
  /**
   * Full (places_disponibles 0, or the places freed are held for the waiting list) and its
   * waiting list still takes entries: the card offers « M'inscrire sur la liste d'attente ».
   */
  liste_attente_ouverte: z.boolean().optional(),
});

export type Activity = z.infer<typeof activitySchema>;
export type ActivityCategory = Activity["categorie"];

/**
 * A page of past outings (GET /api/activities/passees), newest first; `suite` is the next page's
 * cursor (?apres=), null when none is left.
 */
export const pastActivitiesPageSchema = z.object({
  activites: z.array(activitySchema),
  suite: z.string().nullable(),
});

export type PastActivitiesPage = z.infer<typeof pastActivitiesPageSchema>;
