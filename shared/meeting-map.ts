/**
 * A map of an outing's meeting point: an OpenStreetMap search of the place as the founders wrote
 * it (the site's contact page maps with OpenStreetMap too). No coordinates are stored per outing.
 */
export function meetingMapUrl(activity: { lieu_rdv: string; lieu: string }): string {
  const query = `${activity.lieu_rdv}, ${activity.lieu}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
