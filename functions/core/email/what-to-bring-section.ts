import { WHAT_TO_BRING_HEADING, whatToBring } from "@shared/constants/what-to-bring";
import type { Activity } from "@shared/schemas/activity";
import type { EmailSection } from "./layout";

/**
 * « Ce qu'il faut apporter », one line per item: the same list in the confirmation, the receipt
 * and the day-before reminder as on the outing's card (shared/constants/what-to-bring.ts).
 */
export function whatToBringSection(
  activity: Pick<Activity, "categorie" | "date" | "a_apporter">,
): EmailSection {
  return {
    heading: WHAT_TO_BRING_HEADING,
    paragraphs: [
      whatToBring(activity)
        .map((item) => `• ${item}`)
        .join("\n"),
    ],
  };
}
