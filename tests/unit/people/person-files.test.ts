import { describe, expect, it } from "vitest";
import { anonymisedParticipants } from "../../../functions/core/data-protection/personal-fields";
import { erasePersonData } from "../../../functions/core/people/erase-person-data";
import {
  exportFileName,
  personDataHtml,
  personDataJson,
} from "../../../functions/core/people/person-export";
import type {
  PersonRecords,
  PersonRecordsReader,
  WaitlistRecord,
} from "../../../functions/core/people/ports";
import { storedFieldLabel } from "../../../functions/core/people/stored-fields-html";

const NOW = new Date("2026-11-26T09:30:00.000Z");

/** One contact message whose text tries to be markup, and a newsletter record with its token. */
function records(): PersonRecords {
  return {
    registrations: [],
    payments: [],
    messages: [
      {
        id: "m1",
        firstName: "Anne",
        lastName: "Rochat",
        email: "anne@exemple.ch",
        message: '<script>alert("x")</script> & merci',
        created_at: "2026-11-20T08:00:00.000Z",
      },
    ],
    quotes: [],
    newsletter: [
      {
        email: "anne@exemple.ch",
        subscriber_id: "s1",
        token: "secret-du-lien",
        status: "confirmed",
        created_at: "2026-11-01T08:00:00.000Z",
        updated_at: "2026-11-01T08:05:00.000Z",
        confirmed_at: "2026-11-01T08:05:00.000Z",
      },
    ],
    waitlist: [],
  };
}

describe("a person's files", () => {
  it("the readable summary escapes what the person wrote and says what the law keeps", () => {
    const html = personDataHtml("anne@exemple.ch", records(), NOW);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; merci");
    expect(html).toContain("<h2>Messages de contact (1)</h2>");
    expect(html).toContain("<h2>Inscriptions (0)</h2>");
    expect(html).toContain("art. 958f CO");
  });

  it("the JSON file holds every record as stored, without a link's secret token", () => {
    const file = JSON.parse(personDataJson("anne@exemple.ch", records(), NOW));
    expect(file.adresse_email).toBe("anne@exemple.ch");
    expect(file.exporte_le).toBe(NOW.toISOString());
    expect(file.donnees.messages[0].message).toBe('<script>alert("x")</script> & merci');
    expect(file.donnees.newsletter[0]).toMatchObject({
      email: "anne@exemple.ch",
      status: "confirmed",
    });
    expect(file.donnees.newsletter[0]).not.toHaveProperty("token");
  });

  it("names the files by the day, never by the address", () => {
    expect(exportFileName(NOW, "json")).toBe("donnees-personnelles-2026-11-26.json");
    expect(exportFileName(NOW, "html")).toBe("donnees-personnelles-2026-11-26.html");
  });
});

/** A registration of three: the registrant and two named participants, one cancelled alone. */
function withNamedParticipants(): PersonRecords {
  const registration = {
    id: "i1",
    activity_id: "a1",
    activity_title: "Sortie VTT électrique",
    activity_date: "2026-12-12",
    nom: "Rochat",
    prenom: "Anne",
    email: "anne@exemple.ch",
    telephone: "+41791234567",
    date_naissance: "1958-04-12",
    adresse_complete: "Rue du Lac 3, 1264 Saint-Cergue",
    niveau_pratique: "Intermédiaire",
    nombre_participants: 3,
    a_velo_electrique: true,
    participants: [
      {
        prenom: "Paul",
        nom: "Rochat",
        date_naissance: "1955-02-03",
        a_velo_electrique: false,
        taille_velo: "L",
      },
      {
        prenom: "Léa",
        nom: "Vuilleumier",
        date_naissance: "1990-07-21",
        a_velo_electrique: true,
        annule_le: "2026-12-01T10:00:00.000Z",
      },
    ],
    total_centimes: 22500,
    status: "pending_payment",
    created_at: "2026-11-20T08:00:00.000Z",
  };
  return {
    ...records(),
    registrations: [registration as unknown as PersonRecords["registrations"][number]],
  };
}

describe("a registration's named participants in a person's files", () => {
  it("the readable summary names each participant with her date of birth and bike", () => {
    const html = personDataHtml("anne@exemple.ch", withNamedParticipants(), NOW);
    expect(html).toContain(
      "<dt>Participant 2</dt><dd>Paul Rochat, date de naissance : 3 février 1955, vélo loué, taille L</dd>",
    );
    expect(html).toContain(
      "<dt>Participant 3</dt><dd>Léa Vuilleumier, date de naissance : 21 juillet 1990, son propre vélo électrique, annulé le",
    );
  });

  it("anonymised participants keep their bike and cancellation, not their name or birth date", () => {
    const [registration] = withNamedParticipants().registrations;
    const lines = registration?.kind === "booking" ? [] : (registration?.participants ?? []);
    expect(anonymisedParticipants(lines)).toEqual([
      { a_velo_electrique: false, taille_velo: "L" },
      { a_velo_electrique: true, annule_le: "2026-12-01T10:00:00.000Z" },
    ]);
  });
});

describe("erasePersonData", () => {
  it("erases the waiting-list entries through their port, and publishes counts only", async () => {
    const entry = {
      activity_id: "a1",
      entry_id: "e1",
      created_at: "2026-11-20T08:00:00.000Z",
    } as unknown as WaitlistRecord;
    const reader: PersonRecordsReader = {
      registrationsByEmail: async () => [],
      messagesByEmail: async () => [],
      quotesByEmail: async () => [],
      newsletterByEmail: async () => undefined,
      waitlistByEmail: async () => [entry],
      getPayment: async () => undefined,
    };
    const erasedEntries: string[] = [];
    const published: unknown[] = [];
    const answer = await erasePersonData("Anne@Exemple.ch", "founder-sub", {
      records: reader,
      clock: { now: () => NOW },
      newId: () => "event-1",
      storeAndPublish: async (events) => {
        published.push(...events);
      },
      writes: {
        anonymiseRegistration: async () => true,
        eraseContactMessage: async () => true,
        eraseQuoteRequest: async () => "erased",
        eraseSubscriber: async () => true,
        eraseWaitlistEntry: async (e) => {
          erasedEntries.push(e.entry_id);
          return true;
        },
      },
    });
    expect(erasedEntries).toEqual(["e1"]);
    expect(answer.erased.liste_attente).toBe(1);
    expect(JSON.stringify(published)).not.toContain("exemple.ch");
    expect(published).toMatchObject([
      { detailType: "PersonDataErased", detail: { data: { actor_id: "founder-sub" } } },
    ]);
  });
});

describe("the readable summary holds every field of the JSON file", () => {
  const full = (): PersonRecords => {
    const base = withNamedParticipants();
    const [registration] = base.registrations;
    return {
      ...base,
      registrations: [
        {
          ...registration,
          besoin_aide_location: false,
          souhaite_newsletter: true,
          assurance_accident: true,
          assurance_rc: true,
          autorisation_rgpd: true,
          accepte_conditions: true,
          remarques: "Genou fragile",
        } as unknown as PersonRecords["registrations"][number],
      ],
    };
  };

  it("says the level, the rental help, the newsletter, the insurance answers and the consents", () => {
    const html = personDataHtml("anne@exemple.ch", full(), NOW);
    for (const line of [
      "<dt>Niveau</dt><dd>Intermédiaire</dd>",
      "<dt>Aide pour la location</dt><dd>Non</dd>",
      "<dt>Newsletter souhaitée</dt><dd>Oui</dd>",
      "<dt>Assurance accidents</dt><dd>Oui</dd>",
      "<dt>Assurance responsabilité civile</dt><dd>Oui</dd>",
      "<dt>Accord pour les données personnelles</dt><dd>Oui</dd>",
      "<dt>Conditions générales acceptées</dt><dd>Oui</dd>",
    ]) {
      expect(html).toContain(line);
    }
  });

  it("names every field of every record the JSON file holds, and each text value", () => {
    const records = full();
    const html = personDataHtml("anne@exemple.ch", records, NOW);
    const file = JSON.parse(personDataJson("anne@exemple.ch", records, NOW));
    const kinds = Object.values(file.donnees) as Record<string, unknown>[][];
    let checked = 0;
    for (const record of kinds.flat()) {
      for (const [name, value] of Object.entries(record)) {
        expect(html).toContain(`<dt>${storedFieldLabel(name)}</dt>`);
        if (typeof value === "string" && !value.includes("<")) expect(html).toContain(value);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(25);
    // A link's secret stays out of both.
    expect(html).not.toContain("secret-du-lien");
  });
});
