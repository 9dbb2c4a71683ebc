import { BOOKING_FIELD_MESSAGES as M } from "@shared/messages/booking";
import { PHONE_FORMAT_MESSAGE } from "@shared/phone";
import { bookingSchema, parseBookingRequest, paysOnline } from "@shared/schemas/booking";
import { describe, expect, it } from "vitest";
import { validBooking } from "../../support/registration-fixtures";

const valid = () => validBooking({ id: "2027-06-12-sortie-vtt", date: "2027-06-12" });

function errorsFor(overrides: Record<string, unknown>, drop: string[] = []) {
  const body: Record<string, unknown> = { ...valid(), ...overrides };
  for (const key of drop) delete body[key];
  const result = parseBookingRequest(body);
  return result.success ? {} : result.details;
}

describe("booking form schema (spec section 5, messages verbatim)", () => {
  it("accepts a complete booking and normalises it", () => {
    const result = parseBookingRequest({ ...valid(), fullName: "  Monique Favre  " });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.fullName).toBe("Monique Favre");
    expect(result.data.telephone).toBe("+41791234567");
  });

  it("fullName: at least 2 characters, « Le nom complet est obligatoire »", () => {
    expect(M.fullName).toBe("Le nom complet est obligatoire");
    expect(errorsFor({ fullName: "M" })).toEqual({ fullName: M.fullName });
    expect(errorsFor({ fullName: "   " })).toEqual({ fullName: M.fullName });
    expect(errorsFor({}, ["fullName"])).toEqual({ fullName: M.fullName });
    expect(errorsFor({ fullName: "Mo" })).toEqual({});
  });

  it("address: at least 5 characters, « L'adresse est obligatoire »", () => {
    expect(M.address).toBe("L'adresse est obligatoire");
    expect(errorsFor({ address: "Rue" })).toEqual({ address: M.address });
    expect(errorsFor({ address: "1234" })).toEqual({ address: M.address });
    expect(errorsFor({ address: "Rue 4" })).toEqual({});
  });

  it("age: a number, 16 at least (« L'âge minimum est de 16 ans »), 100 at most (« Âge invalide »)", () => {
    expect(M.ageMin).toBe("L'âge minimum est de 16 ans");
    expect(M.ageInvalid).toBe("Âge invalide");
    expect(errorsFor({ age: 15 })).toEqual({ age: M.ageMin });
    expect(errorsFor({ age: 16 })).toEqual({});
    expect(errorsFor({ age: 100 })).toEqual({});
    expect(errorsFor({ age: 101 })).toEqual({ age: M.ageInvalid });
    expect(errorsFor({ age: Number.NaN })).toEqual({ age: M.ageInvalid });
    expect(errorsFor({ age: "67" })).toEqual({ age: M.ageInvalid });
    expect(errorsFor({ age: 67.5 })).toEqual({ age: M.ageInvalid });
  });

  it("skillLevel: debutant, intermediaire or expert, « Veuillez sélectionner votre niveau »", () => {
    expect(M.skillLevel).toBe("Veuillez sélectionner votre niveau");
    for (const level of ["debutant", "intermediaire", "expert"]) {
      expect(errorsFor({ skillLevel: level })).toEqual({});
    }
    expect(errorsFor({ skillLevel: "" })).toEqual({ skillLevel: M.skillLevel });
    expect(errorsFor({ skillLevel: "Expert" })).toEqual({ skillLevel: M.skillLevel });
  });

  it("activityDate and the outing chosen: required, « Veuillez sélectionner une date »", () => {
    expect(M.activityDate).toBe("Veuillez sélectionner une date");
    expect(errorsFor({ activityDate: "" })).toEqual({ activityDate: M.activityDate });
    expect(errorsFor({ activityDate: "2027-02-30" })).toEqual({ activityDate: M.activityDate });
    expect(errorsFor({ activity_id: "" })).toEqual({ activity_id: M.activityDate });
    expect(errorsFor({}, ["activityDate", "activity_id"])).toEqual({
      activityDate: M.activityDate,
      activity_id: M.activityDate,
    });
  });

  it("paymentMethod: shopify, twint, paypal or virement, « Veuillez sélectionner un moyen de paiement »", () => {
    expect(M.paymentMethod).toBe("Veuillez sélectionner un moyen de paiement");
    for (const method of ["shopify", "twint", "paypal", "virement"]) {
      expect(errorsFor({ paymentMethod: method })).toEqual({});
    }
    expect(errorsFor({ paymentMethod: "" })).toEqual({ paymentMethod: M.paymentMethod });
    expect(errorsFor({ paymentMethod: "card" })).toEqual({ paymentMethod: M.paymentMethod });
  });

  it("acceptTerms must be true, « Vous devez accepter les conditions générales »", () => {
    expect(M.acceptTerms).toBe("Vous devez accepter les conditions générales");
    expect(errorsFor({ acceptTerms: false })).toEqual({ acceptTerms: M.acceptTerms });
    expect(errorsFor({}, ["acceptTerms"])).toEqual({ acceptTerms: M.acceptTerms });
    expect(errorsFor({ acceptTerms: "true" })).toEqual({ acceptTerms: M.acceptTerms });
  });

  it("digitalSignature is optional", () => {
    const result = parseBookingRequest({ ...valid(), digitalSignature: undefined });
    expect(result.success && result.data.digitalSignature).toBe("");
    expect(errorsFor({}, ["digitalSignature"])).toEqual({});
    expect(errorsFor({ digitalSignature: "x".repeat(101) })).toEqual({
      digitalSignature: M.digitalSignatureTooLong,
    });
  });

  it("e-mail and phone follow the registration's rules and messages", () => {
    expect(errorsFor({ email: "pas-un-email" })).toEqual({ email: "Email invalide" });
    expect(errorsFor({ telephone: "079 123 45 6" })).toEqual({ telephone: PHONE_FORMAT_MESSAGE });
    const national = parseBookingRequest({ ...valid(), telephone: "079 123 45 67" });
    expect(national.success && national.data.telephone).toBe("+41791234567");
  });

  it("drops a price sent by the browser, refuses any other unknown field, and non-objects", () => {
    expect(errorsFor({ amount: 1, total_price: 1 })).toEqual({});
    expect(errorsFor({ nombre_participants: 5 })).toEqual({
      nombre_participants: "Champ non autorisé",
    });
    expect(parseBookingRequest([])).toEqual({ success: false, details: { _: M.notAnObject } });
  });

  it("the form's schema reports every missing field at once with its own message", () => {
    const result = bookingSchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toMatchObject({
      fullName: M.fullName,
      address: M.address,
      age: M.ageInvalid,
      skillLevel: M.skillLevel,
      activityDate: M.activityDate,
      paymentMethod: M.paymentMethod,
      acceptTerms: M.acceptTerms,
    });
  });

  it("the pay-and-reserve button is for card (shopify), TWINT and PayPal, not the bank transfer", () => {
    expect(
      ["shopify", "twint", "paypal", "virement", ""].map((m) => paysOnline(m as never)),
    ).toEqual([true, true, true, false, false]);
  });
});
