import { REGISTRATION_FIELD_MESSAGES as M } from "@shared/messages/registration";
import { PHONE_FORMAT_MESSAGE } from "@shared/phone";
import {
  isAtLeastYearsOld,
  isValidBirthDate,
  parseRegistrationRequest,
  registrationSchema,
} from "@shared/schemas/registration";
import { addDaysIso, zurichToday } from "@shared/time";
import { describe, expect, it } from "vitest";

const valid = () => ({
  activity_id: "sortie-1",
  nom: "Favre",
  prenom: "Monique",
  email: "monique.favre@example.ch",
  telephone: "+41 79 123 45 67",
  date_naissance: "1958-04-12",
  adresse_complete: "Chemin des Pâquis 4, 1264 Saint-Cergue",
  niveau_pratique: "Débutant",
  nombre_participants: 2,
  a_velo_electrique: false,
  accepte_conditions: true,
  assurance_rc: true,
  assurance_accident: true,
  autorisation_rgpd: true,
});

function errorsFor(overrides: Record<string, unknown>, drop: string[] = []) {
  const body: Record<string, unknown> = { ...valid(), ...overrides };
  for (const key of drop) delete body[key];
  const result = parseRegistrationRequest(body);
  return result.success ? {} : result.details;
}

describe("registration schema", () => {
  it("outputs a phone written as people write it in its stored E.164 form", () => {
    for (const telephone of ["079 123 45 67", "079.123.45.67", "+41-79-123-45-67"]) {
      const result = parseRegistrationRequest({ ...valid(), telephone });
      expect(result.success && result.data.telephone, telephone).toBe("+41791234567");
    }
  });

  it("accepts a complete payload, strips spaces from the phone and applies defaults", () => {
    const result = parseRegistrationRequest(valid());
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.telephone).toBe("+41791234567");
    expect(result.data.besoin_aide_location).toBe(false);
    expect(result.data.souhaite_newsletter).toBe(false);
    expect(result.data.remarques).toBe("");
  });

  it("defaults nombre_participants to 1", () => {
    const result = parseRegistrationRequest({ ...valid(), nombre_participants: undefined });
    expect(result.success && result.data.nombre_participants).toBe(1);
  });

  it.each([
    ["nom", "F", M.nom, "Le nom doit contenir au moins 2 caractères"],
    ["nom", "  F  ", M.nom, "Le nom doit contenir au moins 2 caractères"],
    ["prenom", "M", M.prenom, "Le prénom doit contenir au moins 2 caractères"],
    ["email", "monique.example.ch", M.email, "Email invalide"],
    ["email", "a@b", M.email, "Email invalide"],
    ["adresse_complete", "Rue 4", M.adresse, "Adresse complète requise"],
    ["niveau_pratique", "Pro", M.niveau, "Niveau de pratique requis"],
    ["accepte_conditions", false, M.accepteConditions, "Vous devez accepter les conditions"],
    ["assurance_rc", false, M.assuranceRc, "Assurance RC obligatoire"],
    ["assurance_accident", false, M.assuranceAccident, "Assurance accident obligatoire"],
    ["autorisation_rgpd", false, M.autorisationRgpd, "Vous devez accepter l'autorisation RGPD"],
  ])("%s = %j -> « %s »", (field, value, message, verbatim) => {
    expect(message).toBe(verbatim);
    expect(errorsFor({ [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ["nom", M.nom],
    ["prenom", M.prenom],
    ["email", M.email],
    ["telephone", PHONE_FORMAT_MESSAGE],
    ["date_naissance", "Date de naissance requise"],
    ["adresse_complete", M.adresse],
    ["niveau_pratique", M.niveau],
    ["accepte_conditions", M.accepteConditions],
    ["assurance_rc", M.assuranceRc],
    ["assurance_accident", M.assuranceAccident],
    ["autorisation_rgpd", M.autorisationRgpd],
    ["a_velo_electrique", M.booleanRequired],
    ["activity_id", M.activityRequired],
  ])("missing %s -> « %s »", (field, message) => {
    expect(errorsFor({}, [field])).toEqual({ [field]: message });
  });

  it("requires the birth date and wants a real past date", () => {
    expect(errorsFor({ date_naissance: "" })).toEqual({
      date_naissance: "Date de naissance requise",
    });
    for (const bad of [
      "12/04/1958",
      "1958-02-30",
      "1958-13-01",
      zurichToday(),
      addDaysIso(zurichToday(), 3),
    ]) {
      expect(errorsFor({ date_naissance: bad })).toEqual({
        date_naissance: M.dateNaissanceInvalid,
      });
    }
    expect(isValidBirthDate("2000-02-29")).toBe(true);
    expect(isValidBirthDate("1900-02-29")).toBe(false);
    expect(isValidBirthDate(addDaysIso(zurichToday(), -1))).toBe(true);
  });

  it("refuses anyone under 16 on the day of registration, with the spec's message", () => {
    expect(M.dateNaissanceTooYoung).toBe("L'âge minimum est de 16 ans");
    const today = zurichToday();
    const sixteenYearsAgo = `${Number(today.slice(0, 4)) - 16}${today.slice(4)}`;
    expect(errorsFor({ date_naissance: sixteenYearsAgo })).toEqual({});
    expect(errorsFor({ date_naissance: addDaysIso(sixteenYearsAgo, 1) })).toEqual({
      date_naissance: M.dateNaissanceTooYoung,
    });
    expect(errorsFor({ date_naissance: addDaysIso(zurichToday(), -400) })).toEqual({
      date_naissance: M.dateNaissanceTooYoung,
    });
    // An impossible date gets its own message, not the age one.
    expect(errorsFor({ date_naissance: "2020-02-30" })).toEqual({
      date_naissance: M.dateNaissanceInvalid,
    });
  });

  it("counts the age in Europe/Zurich, and a 29 February birthday on 28 February", () => {
    // 23:30 UTC on 11 April is already 12 April in Zurich (UTC+2 in summer).
    const lateEvening = new Date("2026-04-11T22:30:00Z");
    expect(isAtLeastYearsOld("2010-04-12", 16, lateEvening)).toBe(true);
    expect(isAtLeastYearsOld("2010-04-12", 16, new Date("2026-04-11T21:30:00Z"))).toBe(false);
    expect(isAtLeastYearsOld("2008-02-29", 16, new Date("2024-02-29T12:00:00Z"))).toBe(true);
    expect(isAtLeastYearsOld("2008-02-29", 16, new Date("2024-02-28T12:00:00Z"))).toBe(false);
    expect(isAtLeastYearsOld("2012-02-29", 16, new Date("2028-02-28T12:00:00Z"))).toBe(false);
    // 2025 is a common year: 17 on 28 February.
    expect(isAtLeastYearsOld("2008-02-29", 17, new Date("2025-02-28T12:00:00Z"))).toBe(true);
    expect(isAtLeastYearsOld("2008-02-29", 17, new Date("2025-02-27T12:00:00Z"))).toBe(false);
  });

  it("nombre_participants: integer from 1 to 10, French messages", () => {
    expect(errorsFor({ nombre_participants: 0 })).toEqual({
      nombre_participants: M.participantsMin,
    });
    expect(errorsFor({ nombre_participants: 11 })).toEqual({
      nombre_participants: M.participantsMax,
    });
    expect(errorsFor({ nombre_participants: 1.5 })).toEqual({
      nombre_participants: M.participantsNumber,
    });
    expect(errorsFor({ nombre_participants: "2" })).toEqual({
      nombre_participants: M.participantsNumber,
    });
    expect(errorsFor({ nombre_participants: 1 })).toEqual({});
    expect(errorsFor({ nombre_participants: 10 })).toEqual({});
  });

  it("booleans must be booleans; consents must be exactly true", () => {
    expect(errorsFor({ a_velo_electrique: "oui" })).toEqual({
      a_velo_electrique: M.booleanRequired,
    });
    expect(errorsFor({ souhaite_newsletter: 1 })).toEqual({
      souhaite_newsletter: M.booleanRequired,
    });
    expect(errorsFor({ assurance_rc: "true" })).toEqual({ assurance_rc: M.assuranceRc });
  });

  it("remarques: text of at most 1000 characters", () => {
    expect(errorsFor({ remarques: "x".repeat(1000) })).toEqual({});
    expect(errorsFor({ remarques: "x".repeat(1001) })).toEqual({ remarques: M.remarquesTooLong });
    expect(errorsFor({ remarques: 12 })).toEqual({ remarques: M.remarques });
  });

  it("the API refuses unknown fields, each under its own name", () => {
    expect(errorsFor({ role: "admin", status: "paid" })).toEqual({
      role: M.unknownField,
      status: M.unknownField,
    });
  });

  it("refuses inherited names too (constructor, toString, __proto__)", () => {
    const body = JSON.parse(
      `{"__proto__":{"admin":true},"constructor":1,"toString":2,${JSON.stringify(valid()).slice(1)}`,
    );
    expect(parseRegistrationRequest(body)).toEqual({
      success: false,
      details: JSON.parse(
        '{"__proto__":"Champ non autorisé","constructor":"Champ non autorisé","toString":"Champ non autorisé"}',
      ),
    });
  });

  it("ignores total_price and amount (the server computes the amount) but keeps refusing others", () => {
    const result = parseRegistrationRequest({ ...valid(), total_price: 1, amount: 1 });
    expect(result.success).toBe(true);
    expect(result.success && "total_price" in result.data).toBe(false);
    expect(result.success && "amount" in result.data).toBe(false);
    expect(errorsFor({ total_price: 1, prix_centimes: 1 })).toEqual({
      prix_centimes: M.unknownField,
    });
  });

  it("refuses bodies that are not objects", () => {
    for (const body of [null, [], 42, "texte"]) {
      expect(parseRegistrationRequest(body)).toEqual({
        success: false,
        details: { _: M.notAnObject },
      });
    }
  });

  it("the form schema drops unknown keys instead of refusing them", () => {
    expect(registrationSchema.safeParse({ ...valid(), extra: 1 }).success).toBe(true);
  });

  it("every message is French text from the catalogue", () => {
    for (const message of Object.values(M)) expect(message).toMatch(/[A-Za-zÀ-ÿ]/);
  });
});

describe("names", () => {
  it("a name of control characters or without a letter is refused, hers and her participants'", () => {
    const paul = {
      prenom: "Paul",
      nom: "Favre",
      date_naissance: "1955-02-03",
      a_velo_electrique: true,
    };
    expect(errorsFor({ prenom: "\u0000\u0000", participants: [{ ...paul, nom: "--" }] })).toEqual({
      prenom: M.prenom,
      "participants.0.nom": M.nom,
    });
    expect(errorsFor({ participants: [{ ...paul, prenom: "Pa\u0007ul" }] })).toEqual({
      "participants.0.prenom": M.prenom,
    });
    expect(errorsFor({ nom: "O'Neill-Dürr", participants: [{ ...paul, prenom: "Zoë" }] })).toEqual(
      {},
    );
  });
});
