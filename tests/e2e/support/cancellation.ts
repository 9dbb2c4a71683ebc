/** A registration made through the API for an outing still free to cancel, and its e-mail's link. */

import { freeCancellationUntil } from "@shared/registrations/cancellation-terms";
import type { Activity } from "@shared/schemas/activity";
import { expect } from "vitest";
import { cancellationLinkInEmail } from "../../support/cancellation";
import { validRegistration } from "../../support/registration-fixtures";
import { emailTo } from "./payments";
import { loadActivities, type Visitor } from "./registration";
import { baseUrl } from "./site";

/** An upcoming outing still free to cancel (more than 72 h away) with a place, roomiest first. */
export async function cancellableActivity(): Promise<Activity> {
  const now = Date.now();
  const found = (await loadActivities())
    .filter(
      (a) =>
        freeCancellationUntil(a).getTime() > now + 3_600_000 &&
        (a.places_disponibles ?? 0) >= 1 &&
        a.prix_centimes > 0,
    )
    .sort((a, b) => (b.places_disponibles ?? 0) - (a.places_disponibles ?? 0))[0];
  if (!found) throw new Error("No outing more than 72 h away with a place left in the seed");
  return found;
}

/**
 * Registers one participant (or `participants`) through POST /api/inscriptions; resolves with
 * the registration's id.
 */
export async function registerOne(
  activity: Activity,
  visitor: Visitor,
  participants = 1,
  /** More fields of the registration (the others named, say). */
  extra: Record<string, unknown> = {},
): Promise<string> {
  const registered = await fetch(new URL("/api/inscriptions", baseUrl()), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(
      validRegistration(activity.id, {
        email: visitor.email,
        telephone: visitor.phone,
        nombre_participants: participants,
        ...extra,
      }),
    ),
  });
  expect(registered.status).toBe(201);
  return ((await registered.json()) as { inscription_id: string }).inscription_id;
}

/** The « Annuler mon inscription » link of the visitor's confirmation e-mail. */
export async function cancellationLinkSentTo(visitor: Visitor): Promise<URL> {
  const email = await emailTo(visitor.email, (e) =>
    e.subject.startsWith("Inscription enregistrée"),
  );
  return cancellationLinkInEmail(email.text);
}
