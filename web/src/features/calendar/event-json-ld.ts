import { TZDate } from "@date-fns/tz";
import { BUSINESS } from "@shared/constants/business";
import { CURRENCY } from "@shared/constants/offer";
import type { Activity } from "@shared/schemas/activity";
import { isoDay, meetingInstant, TIME_ZONE } from "@shared/time";

/** "2026-12-05" + "09:00" -> "2026-12-05T09:00:00+01:00": the Zurich wall time with its offset. */
export function eventStartDate(date: string, heureRdv: string): string {
  const zurich = new TZDate(meetingInstant(date, heureRdv).getTime(), TIME_ZONE);
  const two = (n: number) => String(n).padStart(2, "0");
  // getTimezoneOffset() is minutes behind UTC: -60 in winter, -120 in summer.
  const east = -zurich.getTimezoneOffset();
  const offset = `${east < 0 ? "-" : "+"}${two(Math.floor(Math.abs(east) / 60))}:${two(Math.abs(east) % 60)}`;
  const day = isoDay(zurich.getFullYear(), zurich.getMonth() + 1, zurich.getDate());
  return `${day}T${two(zurich.getHours())}:${two(zurich.getMinutes())}:${two(zurich.getSeconds())}${offset}`;
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
