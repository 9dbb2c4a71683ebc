import { ACTIVITY_FIELD_MESSAGES as M } from "../messages/activity";
import { parseChfToCentimes } from "../money";
import * as z from "../zod";
import { activitySchema } from "./activity";
import { isRealIsoDate } from "./registration";

/**
 * An outing as the founders write it: the team space's form (react-hook-form resolver), the team
 * API's create and edit (POST /api/equipe/sorties[/{id}]) and a line of the import file read the
 * same fields with these rules. Texts are trimmed; empty optional texts become null; the price
 * is the text typed (« 75 », « CHF 75.50 ») and must read as CHF (parseChfToCentimes).
 */

const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, max === 200 ? M.shortTextTooLong : M.textTooLong),
    );

const optionalText = z.pipe(
  z._default(
    z.nullable(
      z.string({ error: M.textTooLong }).check(z.trim(), z.maxLength(2000, M.textTooLong)),
    ),
    null,
  ),
  z.transform((v) => (v === null || v === "" ? null : v)),
);

export const ACTIVITY_CATEGORIES = activitySchema.shape.categorie.options;

export const activityInputShape = {
  titre: z
    .string({ error: M.titre })
    .check(z.trim(), z.minLength(1, M.titre), z.maxLength(120, M.titreTooLong)),
  date: z.string({ error: M.date }).check(z.trim(), z.refine(isRealIsoDate, { error: M.date })),
  heure_rdv: z
    .string({ error: M.heureRdv })
    .check(z.trim(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.heureRdv)),
  lieu: requiredText(M.lieu),
  lieu_rdv: requiredText(M.lieuRdv),
  niveau: requiredText(M.niveau),
  prix: z.string({ error: M.prix }).check(
    z.trim(),
    z.refine((v) => parseChfToCentimes(v) !== undefined, { error: M.prix }),
  ),
  type_de_formule: requiredText(M.typeDeFormule),
  categorie: z.enum(ACTIVITY_CATEGORIES, { error: M.categorie }),
  places_offertes: z.nullable(
    z
      .number({ error: M.places })
      .check(z.int({ error: M.places }), z.gte(0, M.places), z.lte(1000, M.places)),
  ),
  description: optionalText,
  a_apporter: optionalText,
};

export const activityInputSchema = z.object(activityInputShape);

export type ActivityInputForm = z.input<typeof activityInputSchema>;
export type ActivityInput = z.output<typeof activityInputSchema>;
