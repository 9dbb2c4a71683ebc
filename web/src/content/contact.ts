import { BUSINESS } from "@shared/constants/business";

const { latitude, longitude } = BUSINESS.geo;
/** Half-size of the embedded map's box, in degrees (about 1.5 km around the meeting point). */
const SPAN_LON = 0.02;
const SPAN_LAT = 0.012;

/** Four decimals (about 10 m) keep the address free of floating-point noise. */
const deg = (value: number) => value.toFixed(4);

export const CONTACT_MAP = {
  embedUrl:
    "https://www.openstreetmap.org/export/embed.html?" +
    `bbox=${deg(longitude - SPAN_LON)}%2C${deg(latitude - SPAN_LAT)}%2C${deg(longitude + SPAN_LON)}%2C${deg(latitude + SPAN_LAT)}` +
    `&layer=mapnik&marker=${latitude}%2C${longitude}`,
  fullUrl: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`,
  iframeTitle: `Carte OpenStreetMap : ${BUSINESS.locality}, ${BUSINESS.postalArea}`,
};
