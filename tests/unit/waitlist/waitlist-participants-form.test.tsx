import type { WaitlistEntryView } from "@shared/schemas/waitlist";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WaitlistEntryActions } from "../../../web/src/features/waitlist/WaitlistEntryActions";
import { entryChoice, readEntryView } from "../../../web/src/features/waitlist/waitlist-answers";

const offered: WaitlistEntryView = {
  success: true,
  entry_id: "wl-1",
  status: "offered",
  activity_title: "Crêtes du Jura",
  activity_date: "2027-06-12",
  heure_rdv: "09:00",
  places: 3,
  payment_path: "/paiement?inscription=i1&jeton=j",
  deadline: "2027-06-01T10:00:00.000Z",
  participants_a_nommer: 2,
  participants_nommes: false,
  location_velos: true,
};
const link = { entryId: "wl-1", jeton: "j" };

const html = (view: WaitlistEntryView) =>
  renderToString(
    <WaitlistEntryActions link={link} view={view} busy={false} onWithdraw={() => {}} />,
  ).replaceAll("&#x27;", "'");

describe("places offered for several, on the entry's page", () => {
  it("the answer's naming fields are kept; the others are to be named before paying", () => {
    expect(readEntryView(offered)).toEqual(offered);
    expect(entryChoice(offered)).toEqual({ kind: "name", others: 2 });
    expect(entryChoice({ ...offered, participants_nommes: true })).toEqual({
      kind: "offer",
      paymentPath: offered.payment_path,
    });
  });

  it("asks each other's name, date of birth and bike, with no payment link yet", () => {
    const page = html(offered);
    expect(page).toContain("Qui vient avec vous ?");
    expect(page).toContain("les 2 autres participants");
    for (const position of [2, 3]) {
      expect(page).toContain(`Prénom (personne ${position})`);
    }
    // The dialog's birth date in three fields (no bday autocomplete: someone else's) and its
    // bike choice, for each other and for the registrant herself (« Vous-même »).
    for (const i of [0, 1]) {
      expect(page).toContain(
        `id="participants-liste-attente-participants.${i}.date_naissance-day"`,
      );
      expect(page).toContain(`name="participants.${i}.a_velo_electrique" value="location"`);
      expect(page).toContain(`name="participants.${i}.taille_velo"`);
    }
    expect(page.match(/<legend class="label">Date de naissance<\/legend>/g)).toHaveLength(2);
    expect(page).not.toContain("bday");
    expect(page).toContain('<legend class="label">Vous-même</legend>');
    expect(page.match(/Mon propre vélo électrique/g)).toHaveLength(3);
    expect(page).toContain("Taille du vélo de location");
    expect(page).toContain("M (de 165 à 177 cm)");
    expect(page).not.toContain("Payer maintenant");
    expect(page).toContain("Je ne suis plus intéressé·e");
  });

  it("a hike asks no bike; once named, the payment", () => {
    const hike = html({ ...offered, location_velos: false });
    expect(hike).not.toContain("Taille du vélo");
    expect(hike).not.toContain("Vous-même");
    const named = html({ ...offered, participants_nommes: true });
    expect(named).toContain("Payer maintenant");
    expect(named).not.toContain("Qui vient avec vous ?");
  });
});
