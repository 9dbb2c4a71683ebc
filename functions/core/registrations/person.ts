import { SKILL_LEVEL_LABELS, type SkillLevel } from "@shared/schemas/booking";

/** The name fields of a registration: the dialog's first and last names, or a booking's full name. */
export type PersonNames =
  | { kind?: undefined; prenom: string; nom: string }
  | { kind: "booking"; fullName: string };

/** « Marie Dupont »: how e-mails, the payment link and lists name the person registered. */
export function participantName(registration: PersonNames): string {
  return registration.kind === "booking"
    ? registration.fullName
    : `${registration.prenom} ${registration.nom}`;
}

/** « Marie » in « Merci pour votre inscription, Marie ! »: a booking only has the full name. */
export function greetingName(registration: PersonNames): string {
  return registration.kind === "booking" ? registration.fullName : registration.prenom;
}

/** The practice level as the provider reads it (a booking's skillLevel is a code). */
export function levelLabel(
  registration:
    | { kind?: undefined; niveau_pratique: string }
    | { kind: "booking"; skillLevel: SkillLevel },
): string {
  return registration.kind === "booking"
    ? SKILL_LEVEL_LABELS[registration.skillLevel]
    : registration.niveau_pratique;
}
