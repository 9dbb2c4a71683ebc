import * as z from "../zod";

/**
 * The team space's requests (route-table.ts `teamRequests`): quote requests and contact messages,
 * each « à traiter » until a founder marks it « traité ».
 */
export const REQUEST_HANDLING = ["a_traiter", "traite"] as const;
export type RequestHandling = (typeof REQUEST_HANDLING)[number];

export const REQUEST_HANDLING_LABELS: Record<RequestHandling, string> = {
  a_traiter: "à traiter",
  traite: "traité",
};

export const TEAM_REQUEST_ERRORS = {
  statusInvalid: "Indiquez « statut » : « a_traiter » ou « traite ».",
  quoteNotFound: "Cette demande de devis n'existe pas.",
  messageNotFound: "Ce message n'existe pas.",
  cursorInvalid: "Le lien « Voir plus » n'est plus valable : rechargez la liste.",
  filterInvalid: "Filtre inconnu : « statut » vaut « a_traiter », « traite » ou rien.",
} as const;

export const requestStatusInputSchema = z.strictObject({ statut: z.enum(REQUEST_HANDLING) });

const requestLine = {
  id: z.string(),
  recu_le: z.string(),
  statut: z.enum(REQUEST_HANDLING),
  statut_libelle: z.string(),
  email: z.string(),
  telephone: z.nullable(z.string()),
  /** A mailto: link to answer from the founders' own e-mail program. */
  repondre: z.string(),
};

export const teamQuoteSchema = z.object({
  ...requestLine,
  entreprise: z.string(),
  contact: z.string(),
  participants: z.string(),
  date_souhaitee: z.nullable(z.string()),
  remarques: z.nullable(z.string()),
  /** The company's direct payment, once completed. */
  paiement: z.nullable(
    z.object({
      paye: z.literal(true),
      montant_centimes: z.number().check(z.int(), z.nonnegative()),
      moyen: z.nullable(z.string()),
      paye_le: z.string(),
    }),
  ),
});
export type TeamQuote = z.infer<typeof teamQuoteSchema>;

export const teamMessageSchema = z.object({
  ...requestLine,
  nom: z.string(),
  prenom: z.string(),
  message: z.string(),
});
export type TeamMessage = z.infer<typeof teamMessageSchema>;

/** A page of a list: newest first, `suite` the cursor of « Voir plus » (null at the end). */
export const teamQuoteListSchema = z.object({
  success: z.literal(true),
  devis: z.array(teamQuoteSchema),
  suite: z.nullable(z.string()),
});
export const teamMessageListSchema = z.object({
  success: z.literal(true),
  messages: z.array(teamMessageSchema),
  suite: z.nullable(z.string()),
});
export const teamRequestStatusAnswerSchema = z.object({
  success: z.literal(true),
  id: z.string(),
  statut: z.enum(REQUEST_HANDLING),
  modifie: z.boolean(),
});
export type TeamQuoteList = z.infer<typeof teamQuoteListSchema>;
export type TeamMessageList = z.infer<typeof teamMessageListSchema>;
