import { BUSINESS } from "@shared/constants/business";

/** Where the provider is, in schema.org terms: shared by the home page and the local-area page. */
const coordinates = {
  "@type": "GeoCoordinates",
  latitude: BUSINESS.geo.latitude,
  longitude: BUSINESS.geo.longitude,
} as const;

export const businessPlaceJsonLd = {
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
  geo: coordinates,
  /** The outings' area: a circle of BUSINESS.serviceRadiusMeters (20 km) around the village. */
  areaServed: {
    "@type": "GeoCircle",
    geoMidpoint: coordinates,
    geoRadius: BUSINESS.serviceRadiusMeters,
  },
} as const;
