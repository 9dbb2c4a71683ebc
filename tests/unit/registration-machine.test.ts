import type { Activity } from "@shared/schemas/activity";
import type { Registration } from "@shared/schemas/registration";
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import {
  type RegistrationContext,
  registrationMachine,
  type SubmitInput,
  type SubmitResult,
} from "../../web/src/features/registration/registration-machine";
import { REGISTRATION_TEXTS } from "../../web/src/features/registration/registration-messages";

const activity: Activity = {
  id: "sortie-1",
  titre: "Sortie VTT électrique au Mont Pelé",
  date: "2026-12-05",
  heure_rdv: "09:00",
  lieu: "Saint-Cergue",
  lieu_rdv: "Parking de la gare",
  niveau: "Tous niveaux",
  prix: "CHF 75.00",
  prix_centimes: 7500,
  type_de_formule: "Forme & Vitalité",
  categorie: "VTT",
  places_disponibles: 8,
  description: null,
};

const payload: Registration = {
  activity_id: "sortie-1",
  nom: "Favre",
  prenom: "Monique",
  email: "monique.favre@example.ch",
  telephone: "+41791234567",
  date_naissance: "1958-04-12",
  adresse_complete: "Chemin des Pâquis 4, 1264 Saint-Cergue",
  niveau_pratique: "Intermédiaire",
  nombre_participants: 2,
  a_velo_electrique: true,
  besoin_aide_location: false,
  souhaite_newsletter: false,
  accepte_conditions: true,
  assurance_rc: true,
  assurance_accident: true,
  autorisation_rgpd: true,
  remarques: "",
};

const success: SubmitResult = {
  kind: "success",
  activityTitle: activity.titre,
  totalPrice: 150,
  registrationId: "insc-1",
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A pending submission the test settles itself, to observe the submitting state. */
function deferred() {
  let resolve!: (value: SubmitResult) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<SubmitResult>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(submit: (input: SubmitInput) => Promise<SubmitResult>) {
  const calls: SubmitInput[] = [];
  const notifySuccess = vi.fn<(context: RegistrationContext) => void>();
  const notifyFailure = vi.fn<(message: string) => void>();
  const machine = registrationMachine.provide({
    actors: {
      submit: fromPromise<SubmitResult, SubmitInput>(({ input }) => {
        calls.push(input);
        return submit(input);
      }),
    },
    actions: {
      notifySuccess: (_, params) => notifySuccess(structuredClone(params.context)),
      notifyFailure: (_, params) => notifyFailure(params.message),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, notifySuccess, notifyFailure };
}

describe("registration machine", () => {
  it("starts closed with an empty context", () => {
    const { actor } = start(async () => success);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("closed");
    expect(snapshot.context.subject).toBeNull();
    expect(snapshot.context.idempotencyKey).toBeNull();
  });

  it("ignores SUBMIT while closed", () => {
    const { actor, calls } = start(async () => success);
    actor.send({ type: "SUBMIT", payload });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(calls).toHaveLength(0);
  });

  it("opens with the outing and a fresh idempotency key", () => {
    const { actor } = start(async () => success);
    actor.send({ type: "OPEN", subject: activity });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe("open");
    expect(context.subject?.id).toBe("sortie-1");
    expect(context.idempotencyKey).toMatch(UUID);
    expect(context.error).toBeNull();
  });

  it("submits with the payload and the key, disables while sending, then succeeds, navigates and resets", async () => {
    const pending = deferred();
    const { actor, calls, notifySuccess, notifyFailure } = start(() => pending.promise);
    actor.send({ type: "OPEN", subject: activity });
    const key = actor.getSnapshot().context.idempotencyKey;
    const versionBefore = actor.getSnapshot().context.formVersion;
    actor.send({ type: "SUBMIT", payload });
    expect(actor.getSnapshot().value).toBe("submitting");
    expect(calls).toEqual([{ payload, idempotencyKey: key }]);

    // Cancel and close are refused while the answer is awaited.
    actor.send({ type: "CANCEL" });
    actor.send({ type: "CLOSE" });
    expect(actor.getSnapshot().value).toBe("submitting");

    pending.resolve(success);
    await waitFor(actor, (s) => s.matches("closed"));
    expect(notifySuccess).toHaveBeenCalledTimes(1);
    const seen = notifySuccess.mock.calls[0]?.[0];
    expect(seen?.payload).toEqual(payload);
    expect(seen?.result).toEqual(success);
    expect(seen?.subject?.id).toBe("sortie-1");
    expect(notifyFailure).not.toHaveBeenCalled();

    const after = actor.getSnapshot().context;
    expect(after.subject).toBeNull();
    expect(after.payload).toBeNull();
    expect(after.result).toBeNull();
    expect(after.idempotencyKey).toBeNull();
    expect(after.formVersion).toBeGreaterThan(versionBefore);
  });

  it("goes back to open with the message on a network failure and retries with the same key", async () => {
    const answers: SubmitResult[] = [
      {
        kind: "failure",
        message: REGISTRATION_TEXTS.callFailed,
        fieldErrors: {},
        retrySameKey: true,
      },
      success,
    ];
    const { actor, calls, notifyFailure, notifySuccess } = start(async () => {
      const next = answers.shift();
      if (!next) throw new Error("no more answers");
      return next;
    });
    actor.send({ type: "OPEN", subject: activity });
    actor.send({ type: "SUBMIT", payload });
    await waitFor(actor, (s) => s.matches("open"));
    expect(actor.getSnapshot().context.error).toBe(REGISTRATION_TEXTS.callFailed);
    expect(notifyFailure).toHaveBeenCalledWith(REGISTRATION_TEXTS.callFailed);
    expect(actor.getSnapshot().context.subject?.id).toBe("sortie-1");

    actor.send({ type: "SUBMIT", payload });
    await waitFor(actor, (s) => s.matches("closed"));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
    expect(notifySuccess).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's field errors and takes a new key after a 4xx answer", async () => {
    const failure: SubmitResult = {
      kind: "failure",
      message: "Il ne reste qu'une place pour cette activité.",
      fieldErrors: { nombre_participants: "Trop de participants" },
      retrySameKey: false,
    };
    const { actor, calls } = start(async () => failure);
    actor.send({ type: "OPEN", subject: activity });
    actor.send({ type: "SUBMIT", payload });
    await waitFor(actor, (s) => s.matches("open"));
    const { context } = actor.getSnapshot();
    expect(context.error).toBe(failure.message);
    expect(context.fieldErrors).toEqual({ nombre_participants: "Trop de participants" });
    expect(context.idempotencyKey).toMatch(UUID);
    expect(context.idempotencyKey).not.toBe(calls[0]?.idempotencyKey);

    // A new attempt clears the previous error.
    actor.send({ type: "SUBMIT", payload });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it("on an unexpected exception shows the generic message, resets the form and stays open", async () => {
    const { actor, notifyFailure } = start(async () => {
      throw new Error("boom");
    });
    actor.send({ type: "OPEN", subject: activity });
    const { formVersion, idempotencyKey } = actor.getSnapshot().context;
    actor.send({ type: "SUBMIT", payload });
    await waitFor(actor, (s) => s.matches("open"));
    const { context } = actor.getSnapshot();
    expect(context.error).toBe(REGISTRATION_TEXTS.unexpected);
    expect(context.payload).toBeNull();
    expect(context.formVersion).toBe(formVersion + 1);
    expect(context.idempotencyKey).toBe(idempotencyKey);
    expect(notifyFailure).toHaveBeenCalledWith(REGISTRATION_TEXTS.unexpected);
  });

  it.each(["CANCEL", "CLOSE"] as const)("%s closes and resets the form", (type) => {
    const { actor } = start(async () => success);
    actor.send({ type: "OPEN", subject: activity });
    const { formVersion } = actor.getSnapshot().context;
    actor.send({ type });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("closed");
    expect(snapshot.context.subject).toBeNull();
    expect(snapshot.context.idempotencyKey).toBeNull();
    expect(snapshot.context.formVersion).toBe(formVersion + 1);
  });

  it("gives each opened form its own key and clears an old error", async () => {
    const { actor } = start(async () => ({
      kind: "failure",
      message: "Cette activité est complète.",
      fieldErrors: {},
      retrySameKey: false,
    }));
    actor.send({ type: "OPEN", subject: activity });
    const first = actor.getSnapshot().context.idempotencyKey;
    actor.send({ type: "SUBMIT", payload });
    await waitFor(actor, (s) => s.matches("open"));
    actor.send({ type: "CANCEL" });
    actor.send({ type: "OPEN", subject: { ...activity, id: "sortie-2" } });
    const { context } = actor.getSnapshot();
    expect(context.subject?.id).toBe("sortie-2");
    expect(context.idempotencyKey).toMatch(UUID);
    expect(context.idempotencyKey).not.toBe(first);
    expect(context.error).toBeNull();
  });
});

describe("fresh outing data", () => {
  it("updates the open form's outing (places left) only for the same outing", () => {
    const { actor } = start(async () => success);
    actor.send({ type: "OPEN", subject: activity });
    actor.send({ type: "SUBJECT_UPDATED", subject: { ...activity, places_disponibles: 1 } });
    expect(actor.getSnapshot().context.subject?.places_disponibles).toBe(1);
    actor.send({
      type: "SUBJECT_UPDATED",
      subject: { ...activity, id: "autre", places_disponibles: 0 },
    });
    expect(actor.getSnapshot().context.subject?.id).toBe("sortie-1");
    expect(actor.getSnapshot().value).toBe("open");
  });

  it("is ignored while closed", () => {
    const { actor } = start(async () => success);
    actor.send({ type: "SUBJECT_UPDATED", subject: activity });
    expect(actor.getSnapshot().context.subject).toBeNull();
  });
});
