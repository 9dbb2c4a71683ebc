import { BUSINESS } from "@shared/constants/business";
import { businessPlaceJsonLd } from "../content/business-place";

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
    ...businessPlaceJsonLd,
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: BUSINESS.opensAt,
        closes: BUSINESS.closesAt,
      },
    ],
  };
}
