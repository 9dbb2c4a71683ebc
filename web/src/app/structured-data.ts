import { BUSINESS } from "../../../shared/constants/business";

export type JsonLd = Record<string, unknown>;

/** The provider as a local business (schema.org), for the home page. */
export function businessJsonLd(siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": ["LocalBusiness", "SportsActivityLocation"],
    "@id": `${siteUrl}/#entreprise`,
    name: BUSINESS.name,
    slogan: BUSINESS.tagline,
    url: `${siteUrl}/`,
    email: BUSINESS.email,
    telephone: BUSINESS.phoneE164,
    address: {
      "@type": "PostalAddress",
      streetAddress: BUSINESS.streetAddress,
      postalCode: BUSINESS.postalCode,
      addressLocality: BUSINESS.locality,
      addressRegion: BUSINESS.region,
      addressCountry: BUSINESS.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: BUSINESS.geo.latitude,
      longitude: BUSINESS.geo.longitude,
    },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: BUSINESS.opensAt,
        closes: BUSINESS.closesAt,
      },
    ],
    areaServed: {
      "@type": "GeoCircle",
      geoMidpoint: {
        "@type": "GeoCoordinates",
        latitude: BUSINESS.geo.latitude,
        longitude: BUSINESS.geo.longitude,
      },
      geoRadius: BUSINESS.serviceRadiusMeters,
    },
  };
}
