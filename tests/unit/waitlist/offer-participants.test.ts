import { waitlistOfferEmail } from "@core/waitlist/emails";
import type { WaitlistEntry } from "@core/waitlist/entry";
import { REGISTRATION_FIELD_MESSAGES as M } from "@shared/messages/registration";
import { parseWaitlistParticipants } from "@shared/schemas/waitlist";
import { describe, expect, it } from "vitest";

const EBIKE = { date: "2027-06-12", categorie: "VTT" };
const HIKE = { date: "2027-06-12", categorie: "Randonnée" };
const LEA = {
  prenom: "Léa",
  nom: "Rochat",
  date_naissance: "1990-07-21",
  a_velo_electrique: false,
};

describe("the others named on accepting an offer (parseWaitlistParticipants)", () => {
  it("an offer of 2 places takes exactly one other, as the registration dialog asks her", () => {
    expect(
      parseWaitlistParticipants(
        { participants: [{ ...LEA, taille_velo: "M" }] },
        {
          places: 2,
          activity: EBIKE,
        },
      ),
    ).toEqual({ success: true, participants: [{ ...LEA, taille_velo: "M" }] });
    for (const participants of [[], [LEA, LEA]]) {
      expect(parseWaitlistParticipants({ participants }, { places: 2, activity: HIKE })).toEqual({
        success: false,
        details: { participants: M.participantsList },
      });
    }
  });

  it("ages on the outing's day and rental sizes on an e-bike outing, with the dialog's messages", () => {
    const fifteen = { ...LEA, date_naissance: "2011-06-13", a_velo_electrique: true };
    expect(
      parseWaitlistParticipants({ participants: [LEA, fifteen] }, { places: 3, activity: EBIKE }),
    ).toEqual({
      success: false,
      details: {
        "participants.0.taille_velo": M.tailleVelo,
        "participants.1.date_naissance": M.participantTooYoung,
      },
    });
    // A hike rents no bike: no size asked; the registrant's own bike is never asked here.
    expect(
      parseWaitlistParticipants({ participants: [LEA] }, { places: 2, activity: HIKE }),
    ).toEqual({ success: true, participants: [LEA] });
  });

  it("field messages per participant, unknown fields and a body that is no object refused", () => {
    expect(
      parseWaitlistParticipants(
        { participants: [{ ...LEA, nom: "R", date_naissance: "1960-02-31" }], extra: 1 },
        { places: 2, activity: HIKE },
      ),
    ).toEqual({
      success: false,
      details: {
        "participants.0.nom": M.nom,
        "participants.0.date_naissance": M.dateNaissanceInvalid,
        extra: M.unknownField,
      },
    });
    expect(parseWaitlistParticipants([LEA], { places: 2, activity: HIKE }).success).toBe(false);
  });
});

describe("the offer e-mail", () => {
  const entry = (places: number) => ({ prenom: "Emma", places }) as WaitlistEntry;
  const offer = {
    totalCentimes: 15000,
    deadline: "2027-06-01T10:00:00.000Z",
    paymentUrl: "https://site/paiement?x",
    declineUrl: "https://site/liste-attente?entree=e1&jeton=j",
  };
  const activity = {
    titre: "Crêtes du Jura",
    date: "2027-06-12",
    heure_rdv: "09:00",
    lieu_rdv: "Parking de la télécabine",
    lieu: "Saint-Cergue",
  };

  it("says where the group meets", () => {
    expect(waitlistOfferEmail(entry(1), activity, offer, "https://site").text).toContain(
      "Point de rendez-vous : Parking de la télécabine, Saint-Cergue",
    );
  });

  it("for several places, leads to the entry's page to name the others before paying", () => {
    const mail = waitlistOfferEmail(entry(2), activity, offer, "https://site");
    expect(mail.text).toContain(`Indiquer les participants :\n${offer.declineUrl}`);
    expect(mail.text).toContain("de l'autre participant");
    expect(waitlistOfferEmail(entry(3), activity, offer, "https://site").text).toContain(
      "des 2 autres participants",
    );
    expect(waitlistOfferEmail(entry(1), activity, offer, "https://site").text).not.toContain(
      "Indiquer les participants",
    );
  });
});
