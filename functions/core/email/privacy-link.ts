import { PRIVACY_PATH } from "@shared/data-protection/privacy-path";

/** « Protection des données » and its address on the site, in every e-mail's footer. */
export function privacyLink(siteUrl: string): { label: string; url: string } {
  return { label: "Protection des données", url: `${siteUrl.replace(/\/+$/, "")}${PRIVACY_PATH}` };
}
