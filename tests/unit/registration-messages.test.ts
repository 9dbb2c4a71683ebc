import { REGISTRATION_ERRORS } from "@shared/messages/registration";
import type { Activity } from "@shared/schemas/activity";
import type { Registration } from "@shared/schemas/registration";
import { afterEach, describe, expect, it, vi } from "vitest";
import { consentsState } from "../../web/src/components/form/consent-state";
import { postRegistration } from "../../web/src/features/registration/api";
import {
  buildConfirmationState,
  readConfirmationState,
} from "../../web/src/features/registration/confirmation-state";
import { participantChoices } from "../../web/src/features/registration/registration-form-values";
import {
  REGISTRATION_TEXTS,
  readRegistrationAnswer,
  readRegistrationRefusal,
  totalPriceToCentimes,
} from "../../web/src/features/registration/registration-messages";
import { ApiError } from "../../web/src/lib/api-client";

const payload: Registration = {
  activity_id: "sortie-1",
  nom: "Favre",
  prenom: "Monique",
  email: "monique.favre@example.ch",
  telephone: "+41791234567",
  date_naissance: "1958-04-12",
  adresse_complete: "Chemin des Pâquis 4, 1264 Saint-Cergue",
  niveau_pratique: "Débutant",
  nombre_participants: 2,
  a_velo_electrique: false,
  besoin_aide_location: true,
  souhaite_newsletter: false,
  accepte_conditions: true,
  assurance_rc: true,
  assurance_accident: true,
  autorisation_rgpd: true,
  remarques: "",
};

describe("reading the answer of POST /api/inscriptions", () => {
  it("reads a 201 success", () => {
    expect(
      readRegistrationAnswer({
        success: true,
        activity_title: "Sortie au Mont Pelé",
        total_price: 150,
        inscription_id: "insc-1",
      }),
    ).toEqual({
      kind: "success",
      activityTitle: "Sortie au Mont Pelé",
      totalPrice: 150,
      registrationId: "insc-1",
    });
  });

  it("treats a success that lacks its fields as unexpected", () => {
    expect(readRegistrationAnswer({ success: true, activity_title: "X" })).toEqual({
      kind: "unexpected",
    });
    expect(readRegistrationAnswer("ok")).toEqual({ kind: "unexpected" });
    expect(readRegistrationAnswer(null)).toEqual({ kind: "unexpected" });
  });

  it("response without success: the returned error first", () => {
    const outcome = readRegistrationRefusal(
      new ApiError(409, {
        success: false,
        error: "Il ne reste que 3 places pour cette activité.",
        details: { nombre_participants: "Trop" },
      }),
    );
    expect(outcome).toEqual({
      kind: "failure",
      message: "Il ne reste que 3 places pour cette activité.",
      fieldErrors: { nombre_participants: "Trop" },
      retrySameKey: false,
    });
  });

  it("response without success: else the details, beside their fields too", () => {
    const outcome = readRegistrationRefusal(
      new ApiError(400, {
        success: false,
        details: { email: "Email invalide", nom: "Le nom doit contenir au moins 2 caractères" },
      }),
    );
    expect(outcome).toEqual({
      kind: "failure",
      message: "Email invalide ; Le nom doit contenir au moins 2 caractères",
      fieldErrors: { email: "Email invalide", nom: "Le nom doit contenir au moins 2 caractères" },
      retrySameKey: false,
    });
  });

  it("response without success: else the generic message", () => {
    expect(readRegistrationAnswer({ success: false })).toMatchObject({
      kind: "failure",
      message: "Une erreur est survenue lors de l'inscription.",
    });
    expect(
      readRegistrationRefusal(new ApiError(400, { success: false, error: "  ", details: {} })),
    ).toMatchObject({
      message: REGISTRATION_TEXTS.noSuccess,
    });
  });

  it("an error status without a readable answer is a failed call, retried with the same key", () => {
    expect(readRegistrationRefusal(new ApiError(502, null))).toEqual({
      kind: "failure",
      message: "Une erreur est survenue lors de l'inscription. Veuillez réessayer.",
      fieldErrors: {},
      retrySameKey: true,
    });
    expect(
      readRegistrationRefusal(new ApiError(413, { error: "Requête trop volumineuse" })),
    ).toMatchObject({
      message: "Requête trop volumineuse",
      retrySameKey: false,
    });
  });

  it("a 500 or an attempt still in progress keeps the key", () => {
    expect(
      readRegistrationRefusal(new ApiError(500, { success: false, error: "Erreur interne" })),
    ).toMatchObject({ message: "Erreur interne", retrySameKey: true });
    expect(
      readRegistrationRefusal(
        new ApiError(409, {
          success: false,
          error: REGISTRATION_ERRORS.idempotencyInProgress,
        }),
      ),
    ).toMatchObject({ retrySameKey: true });
  });

  it("spells the spec's texts verbatim", () => {
    expect(REGISTRATION_TEXTS.successTitle).toBe("Inscription réussie!");
    expect(REGISTRATION_TEXTS.successDescription).toBe(
      "Votre inscription a été enregistrée avec succès. Email + SMS de confirmation envoyés !",
    );
    expect(REGISTRATION_TEXTS.errorTitle).toBe("Erreur");
    expect(REGISTRATION_TEXTS.unexpected).toBe(
      "Une erreur inattendue est survenue. Veuillez réessayer.",
    );
  });
});

describe("postRegistration", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("posts JSON with the Idempotency-Key header and maps the answer", async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(
        JSON.stringify({
          success: true,
          activity_title: "Sortie",
          total_price: 99.95,
          inscription_id: "insc-9",
        }),
        { status: 201, headers: { "Content-Type": "application/json" } },
      );
    }) as unknown as typeof fetch;
    vi.stubGlobal("fetch", fakeFetch);
    const outcome = await postRegistration(payload, "key-123");
    expect(outcome).toMatchObject({ kind: "success", totalPrice: 99.95 });
    const [call] = seen;
    if (!call) throw new Error("fetch was not called");
    expect(call.url).toBe("/api/inscriptions");
    expect(call.init.method).toBe("POST");
    const headers = call.init.headers as Record<string, string>;
    expect(headers["Idempotency-Key"]).toBe("key-123");
    expect(headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(String(call.init.body))).toEqual(payload);
  });

  it("maps a refusal to the server's message and its field messages, for a new attempt", async () => {
    const refusal = {
      success: false,
      error: "Il ne reste qu'une place pour cette activité.",
      details: { nombre_participants: "Il ne reste qu'une place pour cette activité." },
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(refusal), { status: 409 })),
    );
    await expect(postRegistration(payload, "k")).resolves.toEqual({
      kind: "failure",
      message: refusal.error,
      fieldErrors: refusal.details,
      retrySameKey: false,
    });
  });

  it("maps a network failure to the failed-call message", async () => {
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    vi.stubGlobal("fetch", offline);
    await expect(postRegistration(payload, "k")).resolves.toMatchObject({
      kind: "failure",
      message: REGISTRATION_TEXTS.callFailed,
      retrySameKey: true,
    });
  });

  it("rejects on an answer outside the contract (the machine's unexpected branch)", async () => {
    const broken = (async () => new Response("<html>", { status: 200 })) as unknown as typeof fetch;
    vi.stubGlobal("fetch", broken);
    await expect(postRegistration(payload, "k")).rejects.toThrow();
  });
});

describe("confirmation state", () => {
  const activity = { id: "sortie-1", date: "2026-12-05", heure_rdv: "09:00" } as Activity;

  it("carries first name then last name and the amount in centimes from the server total", () => {
    const state = buildConfirmationState(
      payload,
      { kind: "success", activityTitle: "Sortie", totalPrice: 150, registrationId: "i" },
      activity,
    );
    expect(state).toEqual({
      inscription_id: "i",
      activity_id: "sortie-1",
      activity_title: "Sortie",
      email: "monique.favre@example.ch",
      customer_name: "Monique Favre",
      participants: 2,
      amount: 15000,
      activity_date: "2026-12-05",
      heure_rdv: "09:00",
    });
    expect(readConfirmationState(state)).toEqual(state);
  });

  it("rounds total_price times 100", () => {
    expect(totalPriceToCentimes(150)).toBe(15000);
    expect(totalPriceToCentimes(0.1 + 0.2)).toBe(30);
    expect(totalPriceToCentimes(89.99)).toBe(8999);
  });

  it("refuses a missing or partial state", () => {
    expect(readConfirmationState(null)).toBeNull();
    expect(readConfirmationState({ activity_id: "x" })).toBeNull();
  });
});

describe("form helpers", () => {
  it("offers 1 to 10 participants, never more than the places left", () => {
    expect(participantChoices(null)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(participantChoices(25)).toHaveLength(10);
    expect(participantChoices(3)).toEqual([1, 2, 3]);
    expect(participantChoices(1)).toEqual([1]);
  });

  it("« Tout cocher » is ticked, unticked or mixed", () => {
    expect(consentsState([true, true, true, true])).toBe("all");
    expect(consentsState([false, false, false, false])).toBe("none");
    expect(consentsState([true, false, true, false])).toBe("some");
  });
});

describe("confirmation page", () => {
  it("shows the outing, date, participants, amount from centimes, e-mail and the reminder promise", async () => {
    const { createElement } = await import("react");
    const { renderToString } = await import("react-dom/server");
    const { MemoryRouter } = await import("react-router-dom");
    const { default: ConfirmationInscriptionPage } = await import(
      "../../web/src/pages/ConfirmationInscriptionPage"
    );
    const state = buildConfirmationState(
      payload,
      {
        kind: "success",
        activityTitle: "Tour des Crêtes",
        totalPrice: 150,
        registrationId: "i",
        // Tuesday 1 December 2026, 10:00 in Zurich.
        remindAt: "2026-12-01T09:00:00.000Z",
      },
      { id: "sortie-1", date: "2026-12-05", heure_rdv: "08:30" } as Activity,
    );
    const page = (confirmationState: typeof state) =>
      renderToString(
        createElement(
          MemoryRouter,
          {
            initialEntries: [{ pathname: "/confirmation-inscription", state: confirmationState }],
          },
          createElement(ConfirmationInscriptionPage),
        ),
      );
    const html = page(state);
    expect(html).toContain("Tour des Crêtes");
    expect(html).toContain("samedi 5 décembre 2026");
    expect(html).toContain("8h30");
    expect(html).toContain("2 personnes");
    expect(html).toContain("CHF 150.00");
    expect(html).toContain("monique.favre@example.ch");
    expect(html).toContain(
      "Sans paiement d&#x27;ici le mardi 1 décembre à 10h00, nous vous enverrons un e-mail de rappel.",
    );
    // No reminder planned (too near the outing): none promised.
    const { remind_at: _none, ...withoutReminder } = state;
    // (Whatever day it runs: on the eve of the outing the page says that none will come.)
    expect(page(withoutReminder)).not.toContain("nous vous enverrons un e-mail de rappel");
    // The payment methods offered now, instead of the promise of payment details by e-mail.
    expect(html).toContain("Payer par carte ou TWINT");
    expect(html).toContain("Payer par virement (QR-facture)");
    expect(html).not.toContain("Notre équipe vous envoie les informations de paiement");
    expect(html).toContain("Payer avec PayPal");
  });

  it("says what is owed by the server's deadline, with the short reference, and never that it is paid or confirmed", async () => {
    const { createElement } = await import("react");
    const { renderToString } = await import("react-dom/server");
    const { MemoryRouter } = await import("react-router-dom");
    const { default: ConfirmationInscriptionPage } = await import(
      "../../web/src/pages/ConfirmationInscriptionPage"
    );
    const state = buildConfirmationState(
      payload,
      {
        kind: "success",
        activityTitle: "Tour des Crêtes",
        totalPrice: 100,
        registrationId: "i",
        shortReference: "JV-7K3M-Q9",
        // 3 December 2026, 14:30 in Zurich (winter time).
        deadline: "2026-12-03T13:30:00.000Z",
      },
      { id: "sortie-1", date: "2026-12-05", heure_rdv: "08:30" } as Activity,
    );
    const html = renderToString(
      createElement(
        MemoryRouter,
        { initialEntries: [{ pathname: "/confirmation-inscription", state }] },
        createElement(ConfirmationInscriptionPage),
      ),
    );
    const text = html.replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'");
    expect(text).toContain(
      "Reste à payer CHF 100.00 avant le jeudi 3 décembre à 14h30, sinon l'inscription est annulée.",
    );
    expect(text).toContain("JV-7K3M-Q9");
    expect(text).toContain("Inscription enregistrée : reste à payer");
    for (const claim of [
      "Inscription confirmée",
      "est confirmée",
      "est payée",
      "Paiement réussi",
    ]) {
      expect(text).not.toContain(claim);
    }
  });
});
