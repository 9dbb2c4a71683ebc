import type { Activity } from "@shared/schemas/activity";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ActivityCard } from "../../../web/src/features/calendar/ActivityCard";
import { anActivity } from "../../support/registration-fixtures";

const outing = anActivity({
  titre: "Crêtes du Jura",
  date: "2026-12-05",
  heure_rdv: "09:00",
  places_disponibles: 0,
});
const now = new Date("2026-11-26T08:00:00Z");

/** The card's action button, as the server renders it. */
function actionOf(activity: Activity): string {
  const html = renderToString(<ActivityCard activity={activity} onRegister={() => {}} now={now} />);
  const button = /<button[^>]*activity-register[^>]*>[^<]*<\/button>/.exec(html)?.[0];
  if (!button) throw new Error(`no action in ${html}`);
  return button.replaceAll("&#x27;", "'");
}

describe("the card of a full outing", () => {
  it("offers « M'inscrire sur la liste d'attente » when its list is open", () => {
    const button = actionOf({ ...outing, liste_attente_ouverte: true });
    expect(button).toContain(">M'inscrire sur la liste d'attente</button>");
    expect(button).toContain(`aria-label="M'inscrire sur la liste d'attente : Crêtes du Jura"`);
    expect(button).not.toContain("disabled");
  });

  it("keeps the disabled « Complet » when its list is closed or unknown", () => {
    for (const activity of [outing, { ...outing, liste_attente_ouverte: false }]) {
      const button = actionOf(activity);
      expect(button).toContain(">Complet</button>");
      expect(button).toContain("disabled");
    }
  });

  it("an outing with places still says « S'inscrire »", () => {
    expect(actionOf({ ...outing, places_disponibles: 3 })).toContain(">S'inscrire</button>");
  });
});
