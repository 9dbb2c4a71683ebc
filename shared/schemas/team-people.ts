import { emailField } from "../forms/fields";
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "../search/visitor-search";
import * as z from "../zod";

/**
 * « Données d'une personne » (route-table.ts `teamPeople`): everything held about one e-mail
 * address, its export, and its erasure, for the founders to answer a person's request (revFADP
 * art. 25: within 30 days, free).
 */
export const TEAM_PEOPLE_ERRORS = {
  emailRequired: "Indiquez l'adresse e-mail de la personne.",
  emailInvalid: "Adresse e-mail invalide (exemple : prenom.nom@exemple.ch).",
  searchTooShort:
    "Tapez au moins 2 caractères : un nom, un numéro de téléphone, une référence ou une adresse e-mail.",
  searchTooLong: "Tapez au plus 100 caractères.",
} as const;

/** The address searched: trimmed and in lower case, as the records are found by it. */
export const personEmailSchema = z.strictObject({
  email: emailField(TEAM_PEOPLE_ERRORS.emailRequired, TEAM_PEOPLE_ERRORS.emailInvalid),
});
export type PersonEmailInput = z.input<typeof personEmailSchema>;

/** « Chercher une personne »: a name, a phone number, a reference or (part of) an address. */
export const personSearchSchema = z.strictObject({
  q: z
    .string({ error: TEAM_PEOPLE_ERRORS.searchTooShort })
    .check(
      z.trim(),
      z.minLength(SEARCH_MIN_LENGTH, TEAM_PEOPLE_ERRORS.searchTooShort),
      z.maxLength(SEARCH_MAX_LENGTH, TEAM_PEOPLE_ERRORS.searchTooLong),
    ),
});

/** One person found: the address her records are held under, and what identifies her. */
export const personFoundSchema = z.object({
  email: z.string(),
  /** Her name, and the others she registered (they are held under her address). */
  noms: z.array(z.string()),
  telephone: z.nullable(z.string()),
  references: z.array(z.string()),
  /** Her latest record (ISO instant). */
  derniere: z.string(),
});
export type PersonFound = z.infer<typeof personFoundSchema>;

/** 200 of GET /api/equipe/personnes/recherche?q=…: the newest first, at most PERSON_SEARCH_LIMIT. */
export const personSearchAnswerSchema = z.object({
  success: z.literal(true),
  personnes: z.array(personFoundSchema),
  /** More people matched than listed: the founder types more. */
  plus: z.boolean(),
});
export const PERSON_SEARCH_LIMIT = 20;

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
