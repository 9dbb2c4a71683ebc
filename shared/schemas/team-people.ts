import { emailField } from "../forms/fields";
import * as z from "../zod";

/**
 * « Données d'une personne » (route-table.ts `teamPeople`): everything held about one e-mail
 * address, its export, and its erasure, for the founders to answer a person's request (revFADP
 * art. 25: within 30 days, free).
 */
export const TEAM_PEOPLE_ERRORS = {
  emailRequired: "Indiquez l'adresse e-mail de la personne.",
  emailInvalid: "Adresse e-mail invalide (exemple : prenom.nom@exemple.ch).",
} as const;

/** The address searched: trimmed and in lower case, as the records are found by it. */
export const personEmailSchema = z.strictObject({
  email: emailField(TEAM_PEOPLE_ERRORS.emailRequired, TEAM_PEOPLE_ERRORS.emailInvalid),
});
export type PersonEmailInput = z.input<typeof personEmailSchema>;

/** The kinds of records held about a person, in the order the screen and the files show them. */
export const PERSON_RECORD_KINDS = [
  "inscriptions",
  "paiements",
  "messages",
  "devis",
  "newsletter",
  "liste_attente",
] as const;
export type PersonRecordKind = (typeof PERSON_RECORD_KINDS)[number];

export const PERSON_RECORD_LABELS: Record<PersonRecordKind, string> = {
  inscriptions: "Inscriptions",
  paiements: "Paiements",
  messages: "Messages de contact",
  devis: "Demandes de devis",
  newsletter: "Newsletter",
  liste_attente: "Listes d'attente",
};

/** How many records of each kind. */
export const personCountsSchema = z.object({
  inscriptions: z.number().check(z.int(), z.nonnegative()),
  paiements: z.number().check(z.int(), z.nonnegative()),
  messages: z.number().check(z.int(), z.nonnegative()),
  devis: z.number().check(z.int(), z.nonnegative()),
  newsletter: z.number().check(z.int(), z.nonnegative()),
  liste_attente: z.number().check(z.int(), z.nonnegative()),
});
export type PersonCounts = z.infer<typeof personCountsSchema>;

/** One record as the screen lists it: its date, a title and its main fields (label, value). */
export const personRecordLineSchema = z.object({
  id: z.string(),
  date: z.string(),
  titre: z.string(),
  champs: z.array(z.object({ libelle: z.string(), valeur: z.string() })),
});
export type PersonRecordLine = z.infer<typeof personRecordLineSchema>;

/** 200 of GET /api/equipe/personnes?email=… */
export const personDataSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  nombre: personCountsSchema,
  donnees: z.object({
    inscriptions: z.array(personRecordLineSchema),
    paiements: z.array(personRecordLineSchema),
    messages: z.array(personRecordLineSchema),
    devis: z.array(personRecordLineSchema),
    newsletter: z.array(personRecordLineSchema),
    liste_attente: z.array(personRecordLineSchema),
  }),
});
export type PersonDataView = z.infer<typeof personDataSchema>;

/** 200 of POST /api/equipe/personnes/effacement: what was erased, what was anonymised and kept. */
export const personErasureSchema = z.object({
  success: z.literal(true),
  efface: personCountsSchema,
  anonymise: personCountsSchema,
});
export type PersonErasureAnswer = z.infer<typeof personErasureSchema>;
