import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { BUSINESS } from "../../../../shared/constants/business";
import { CURRENCY } from "../../../../shared/constants/offer";
import type { Activity } from "../../../../shared/schemas/activity";
import { meetingInstant, TIME_ZONE } from "../../../../shared/time";

/** "2026-12-05" + "09:00" -> "2026-12-05T09:00:00+01:00": the Zurich wall time with its offset. */
export function eventStartDate(date: string, heureRdv: string): string {
  const instant = new TZDate(meetingInstant(date, heureRdv).getTime(), TIME_ZONE);
  return format(instant, "yyyy-MM-dd'T'HH:mm:ssxxx");
}

/** One outing as a schema.org Event, so that search engines can list it. */
export function buildEventJsonLd(activity: Activity, siteOrigin?: string): Record<string, unknown> {
  const event: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: activity.titre,
    startDate: eventStartDate(activity.date, activity.heure_rdv),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: activity.lieu_rdv,
      address: {
        "@type": "PostalAddress",
        addressLocality: activity.lieu,
        addressRegion: BUSINESS.region,
        addressCountry: BUSINESS.country,
      },
    },
    offers: {
      "@type": "Offer",
      price: (activity.prix_centimes / 100).toFixed(2),
      priceCurrency: CURRENCY,
      availability:
        activity.places_disponibles === 0
          ? "https://schema.org/SoldOut"
          : "https://schema.org/InStock",
      ...(siteOrigin ? { url: `${siteOrigin}/calendrier` } : {}),
    },
    organizer: {
      "@type": "Organization",
      name: BUSINESS.name,
      email: BUSINESS.email,
      telephone: BUSINESS.phoneE164,
      ...(siteOrigin ? { url: siteOrigin } : {}),
    },
  };
  if (activity.description) event.description = activity.description;
  return event;
}

/**
 * The JSON text of a <script type="application/ld+json">: "<" is escaped so that no outing text
 * can close the script element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
