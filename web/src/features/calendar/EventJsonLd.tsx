import type { Activity } from "@shared/schemas/activity";
import { memo, useEffect, useState } from "react";
import { buildEventJsonLd, serializeJsonLd } from "./event-json-ld";

/**
 * schema.org Events of the upcoming outings, published once they are loaded; built again only
 * when they change (not on every tab or day the visitor picks).
 */
export const EventJsonLd = memo(function EventJsonLd({
  upcoming,
}: {
  upcoming: readonly Activity[];
}) {
  const [origin, setOrigin] = useState<string | undefined>(undefined);
  useEffect(() => setOrigin(window.location.origin), []);
  if (upcoming.length === 0) return null;
  const events = upcoming.map((activity) => buildEventJsonLd(activity, origin));
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, "<" escaped by serializeJsonLd
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(events) }}
    />
  );
});
