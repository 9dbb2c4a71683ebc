import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { REGISTRATION_FIELD_MESSAGES as M } from "../../../shared/messages/registration";
import type { Activity } from "../../../shared/schemas/activity";
import { noBikeLeftMessage } from "../../../shared/schemas/bikes";
import { registrationSchemaFor, registrationShape } from "../../../shared/schemas/registration";
import * as z from "../../../shared/zod";
import { composeBirthDate, splitBirthDate } from "../../../web/src/components/form/birth-date";
import { DateOfBirthField } from "../../../web/src/components/form/DateOfBirthField";
import { errorNames, Form } from "../../../web/src/components/form/Form";
import { outingConsents } from "../../../web/src/components/form/outing-consents";
import { useZodForm } from "../../../web/src/components/form/use-zod-form";
import { bikeShortages } from "../../../web/src/features/registration/bike-shortages";
import { RegistrationTotal } from "../../../web/src/features/registration/RegistrationOuting";
import {
  emptyParticipant,
  emptyRegistrationForm,
  type RegistrationFormValues,
  registrationPayload,
} from "../../../web/src/features/registration/registration-form-values";

function anActivity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: "act-1",
    titre: "VTT électrique au Creux du Croue",
    date: "2099-06-20",
    heure_rdv: "09:00",
    lieu: "Saint-Cergue",
    lieu_rdv: "Gare de Saint-Cergue",
    niveau: "Facile",
    prix: "50.-",
    prix_centimes: 5000,
    type_de_formule: "Demi-journée",
    categorie: "VTT",
    places_disponibles: 8,
    description: null,
    ...overrides,
  };
}

/** The dialog filled for a couple: she rents an M, he comes with his own e-bike. */
function aCouple(activity: Activity): RegistrationFormValues {
  const values = emptyRegistrationForm(activity);
  values.participants[0] = {
    prenom: "Paul",
    nom: "Rochat",
    date_naissance: "1956-03-02",
    a_velo_electrique: "propre",
    taille_velo: "",
  };
  values.participants[1] = { ...emptyParticipant(), prenom: "Typed", nom: "Earlier" };
  return {
    ...values,
    nom: "Rochat",
    prenom: "Anne",
    email: "anne.rochat@example.ch",
    telephone: "+41791234567",
    date_naissance: "1959-04-12",
    adresse_complete: "Rue du Vieux-Moulin 3, 1264 Saint-Cergue",
    niveau_pratique: "Débutant",
    nombre_participants: 2,
    a_velo_electrique: "location",
    taille_velo: "M",
    accepte_conditions: true,
    assurance_rc: true,
    assurance_accident: true,
    autorisation_rgpd: true,
  };
}

const birthDate = registrationShape.date_naissance;

const birthDateForm = z.object({ date_naissance: z.string() });

/** The field alone in a form of the kit, as the dialog holds it. */
function BirthDateHarness({ ownBirthday, value }: { ownBirthday: boolean; value: string }) {
  const form = useZodForm(birthDateForm, { defaultValues: { date_naissance: value } });
  return (
    <Form form={form} onValid={() => {}} id="f">
      <DateOfBirthField
        id="f-date_naissance"
        error={undefined}
        registration={form.register("date_naissance")}
        ownBirthday={ownBirthday}
      />
    </Form>
  );
}

describe("the birth date's three fields", () => {
  it("compose « 12 », « 4 », « 1958 » into 1958-04-12, « 04 » alike", () => {
    expect(composeBirthDate({ day: "12", month: "4", year: "1958" })).toBe("1958-04-12");
    expect(composeBirthDate({ day: "12", month: "04", year: "1958" })).toBe("1958-04-12");
    expect(composeBirthDate({ day: "2", month: "3", year: "1956" })).toBe("1956-03-02");
    expect(
      birthDate.safeParse(composeBirthDate({ day: "12", month: "4", year: "1958" })).success,
    ).toBe(true);
  });

  it("give the one French message for a date that does not exist or is incomplete", () => {
    for (const parts of [
      { day: "31", month: "02", year: "1960" },
      { day: "12", month: "13", year: "1958" },
      { day: "12", month: "4", year: "58" },
      { day: "", month: "4", year: "1958" },
    ]) {
      const parsed = birthDate.safeParse(composeBirthDate(parts));
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(M.dateNaissanceInvalid);
    }
    expect(composeBirthDate({ day: "", month: "", year: "" })).toBe("");
  });

  it("show again what was typed, whole or not", () => {
    expect(splitBirthDate("1958-04-12")).toEqual({ day: "12", month: "04", year: "1958" });
    expect(splitBirthDate(composeBirthDate({ day: "31", month: "2", year: "" }))).toEqual({
      day: "31",
      month: "2",
      year: "",
    });
  });

  const renderField = (ownBirthday: boolean, value = "") =>
    renderToString(<BirthDateHarness ownBirthday={ownBirthday} value={value} />);

  it("are plain numeric text fields in a group with its legend and example", () => {
    const html = renderField(true, "1958-04-12");
    expect(html).toMatch(
      /<fieldset id="f-date_naissance"[^>]*><legend class="label">Date de naissance<\/legend>/,
    );
    expect(html).toContain("Par exemple 12 4 1958");
    const inputs = html.match(/<input [^>]*>/g) ?? [];
    expect(inputs).toHaveLength(3);
    for (const input of inputs) {
      expect(input).toContain('type="text"');
      expect(input).toContain('inputMode="numeric"');
      expect(input).toContain('pattern="[0-9]*"');
    }
    expect(inputs.map((i) => /maxLength="(\d)"/.exec(i)?.[1])).toEqual(["2", "2", "4"]);
    expect(inputs.map((i) => /autoComplete="([a-z-]+)"/.exec(i)?.[1])).toEqual([
      "bday-day",
      "bday-month",
      "bday-year",
    ]);
    expect(inputs.map((i) => /value="(\d+)"/.exec(i)?.[1])).toEqual(["12", "04", "1958"]);
    for (const label of ["Jour", "Mois", "Année"]) expect(html).toContain(`>${label}</label>`);
  });

  it("leave a participant's fields without the browser's birthday", () => {
    expect(renderField(false)).not.toContain("autoComplete");
  });
});

describe("the registration dialog's payload", () => {
  it("names exactly the other participant of two, with everyone's bike", () => {
    const activity = anActivity();
    const payload = registrationPayload(aCouple(activity), activity);
    expect(payload.nombre_participants).toBe(2);
    expect(payload.a_velo_electrique).toBe(false);
    expect(payload.taille_velo).toBe("M");
    expect(payload.participants).toEqual([
      { prenom: "Paul", nom: "Rochat", date_naissance: "1956-03-02", a_velo_electrique: true },
    ]);
    expect(payload.besoin_aide_location).toBe(true);
    const parsed = registrationSchemaFor(activity).safeParse(payload);
    expect(parsed.success).toBe(true);
  });

  it("asks no bike off an e-bike outing", () => {
    const activity = anActivity({ categorie: "Randonnée" });
    const payload = registrationPayload(aCouple(activity), activity);
    expect(payload.a_velo_electrique).toBe(false);
    expect(payload).not.toHaveProperty("taille_velo");
    expect(payload.participants?.[0]).toEqual({
      prenom: "Paul",
      nom: "Rochat",
      date_naissance: "1956-03-02",
      a_velo_electrique: false,
    });
    expect(payload.besoin_aide_location).toBe(false);
    expect(registrationSchemaFor(activity).safeParse(payload).success).toBe(true);
  });

  it("sends no participant for one person, and a rental without size is refused on its field", () => {
    const activity = anActivity();
    const values = { ...aCouple(activity), nombre_participants: 1, taille_velo: "" as const };
    const payload = registrationPayload(values, activity);
    expect(payload.participants).toEqual([]);
    const parsed = registrationSchemaFor(activity).safeParse(payload);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["taille_velo", M.tailleVelo],
    ]);
  });

  it("refuses a participant under 16 on the outing's day on her own field", () => {
    const activity = anActivity({ date: "2030-06-20" });
    const values = aCouple(activity);
    values.participants[0] = {
      ...emptyParticipant(),
      prenom: "Léa",
      nom: "Rochat",
      date_naissance: "2014-06-21",
      a_velo_electrique: "propre",
    };
    const parsed = registrationSchemaFor(activity).safeParse(registrationPayload(values, activity));
    expect(parsed.error?.issues.map((i) => i.path.join("."))).toEqual([
      "participants.0.date_naissance",
    ]);
  });
});

describe("rental bikes left", () => {
  const availability = { supplement_centimes: 3000, libres: { S: 0, M: 1, L: 2, XL: 0 } };

  it("counts across the people of one registration: the second asking the last M is refused", () => {
    const people = [
      { a_velo_electrique: false, taille_velo: "M" as const },
      { a_velo_electrique: false, taille_velo: "M" as const },
      { a_velo_electrique: true, taille_velo: "S" as const },
    ];
    expect(bikeShortages(people, availability)).toEqual({
      "participants.0.taille_velo": noBikeLeftMessage("M"),
    });
  });

  it("refuses nothing when the fleet could not be read", () => {
    expect(bikeShortages([{ a_velo_electrique: false, taille_velo: "S" }], null)).toEqual({});
  });
});

describe("the dialog's total", () => {
  const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");

  it("adds the rental supplement per bike", () => {
    const html = renderToString(
      <RegistrationTotal
        pricePerPerson={5000}
        participants={2}
        rentals={{ M: 1 }}
        supplement={3000}
      />,
    );
    expect(text(html)).toBe("Total : 2 × CHF 50.00 + 1 vélo de location × CHF 30.00 = CHF 130.00");
  });

  it("says the rental is included when it costs nothing more", () => {
    const html = renderToString(
      <RegistrationTotal
        pricePerPerson={5000}
        participants={2}
        rentals={{ M: 2 }}
        supplement={0}
      />,
    );
    expect(text(html)).toBe("Total : 2 × CHF 50.00 = CHF 100.00 (location comprise)");
  });

  it("stays the price per person alone when nobody rents", () => {
    const html = renderToString(
      <RegistrationTotal pricePerPerson={5000} participants={3} rentals={{}} supplement={3000} />,
    );
    expect(text(html)).toBe("Total : 3 × CHF 50.00 = CHF 150.00");
  });
});

describe("the group's consents and errors", () => {
  it("say « chaque participant » for a group, the first person's wording for one", () => {
    const label = (n: number, name: string) =>
      outingConsents(n).find((c) => c.name === name)?.label;
    expect(label(2, "assurance_rc")).toBe(
      "Chaque participant a une assurance responsabilité civile (RC)",
    );
    expect(label(2, "assurance_accident")).toBe("Chaque participant a une assurance accident");
    expect(label(1, "assurance_rc")).toBe("J'ai une assurance responsabilité civile (RC)");
  });

  it("names a participant's field in error by its path", () => {
    const errors = {
      nom: { type: "custom", message: "x" },
      participants: [undefined, { date_naissance: { type: "custom", message: "y" } }],
    };
    expect(errorNames(errors)).toEqual(["nom", "participants.1.date_naissance"]);
  });
});
