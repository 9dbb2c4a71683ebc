import { formatChf, parseChfToCentimes } from "@shared/money";
import type { Activity } from "@shared/schemas/activity";
import type { ActivityInput } from "@shared/schemas/activity-input";
import type { CancellationProgress } from "@shared/schemas/team-cancellation";

/** The founders cancelled the date: why, who, when, and the job's progress once it has started. */
export interface StoredCancellation {
  raison: string;
  actor_id: string;
  at: string;
  progression?: CancellationProgress;
}

/**
 * An outing as stored in the activities table: the public Activity plus what only the team sees.
 * `places_disponibles` is the places LEFT (registrations take and give back places in their own
 * transaction); `places_offertes` the places in all (null: no limit), kept exact by the same
 * conditional writes, so that offered = taken + left. Outings stored before it existed have no
 * `places_offertes` (their taken places come from the registrations). `updated_at` moves with
 * every write, registrations included: a change conditioned on it cannot race one.
 */
export interface StoredActivity extends Activity {
  a_apporter: string | null;
  masquee: boolean;
  places_offertes?: number | null;
  /** Set once, for good, when the founders cancel the date (closed to registrations). */
  annulation?: StoredCancellation;
  created_at?: string;
  updated_at?: string;
}

/** The fields a founder writes (form, API, import file), as stored. */
export type ActivityFields = Omit<
  StoredActivity,
  "id" | "places_disponibles" | "masquee" | "annulation" | "created_at" | "updated_at"
> & { places_offertes: number | null };

/** The input's fields as stored: the price as centimes and its display text, computed here only. */
export function activityFields(input: ActivityInput): ActivityFields {
  const centimes = parseChfToCentimes(input.prix);
  // activityInputSchema refused unreadable prices already.
  if (centimes === undefined) throw new RangeError("unreadable price");
  return {
    titre: input.titre,
    date: input.date,
    heure_rdv: input.heure_rdv,
    lieu: input.lieu,
    lieu_rdv: input.lieu_rdv,
    niveau: input.niveau,
    prix: formatChf(centimes),
    prix_centimes: centimes,
    type_de_formule: input.type_de_formule,
    categorie: input.categorie,
    places_offertes: input.places_offertes,
    description: input.description,
    a_apporter: input.a_apporter,
  };
}

/** The public outing, exactly (GET /api/activities): no team-only field. */
export function publicActivity(stored: Activity): Activity {
  return {
    id: stored.id,
    titre: stored.titre,
    date: stored.date,
    heure_rdv: stored.heure_rdv,
    lieu: stored.lieu,
    lieu_rdv: stored.lieu_rdv,
    niveau: stored.niveau,
    prix: stored.prix,
    prix_centimes: stored.prix_centimes,
    type_de_formule: stored.type_de_formule,
    categorie: stored.categorie,
    places_disponibles: stored.places_disponibles,
    description: stored.description,
    // What to bring, for the visitor to read on the card: sent only when the founders wrote it.
    ...(stored.a_apporter?.trim() ? { a_apporter: stored.a_apporter } : {}),
  };
}
