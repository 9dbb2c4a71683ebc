import { TEAM_CANCELLATION_ERRORS } from "@shared/messages/team-cancellation";
import { cancelActivityInputSchema } from "@shared/schemas/team-cancellation";
import * as z from "@shared/zod";

/** The reason's choices on screen; « Autre » asks for the founders' own words. */
export const REASON_CHOICES = ["Météo", "Guide indisponible", "Autre"] as const;

export interface CancellationFormValues {
  choix: string;
  autre: string;
}

/** The screen's values to the API's input ({ raison }), with the API's own messages. */
export const cancellationFormSchema = z.pipe(
  z
    .object({
      choix: z.enum(REASON_CHOICES, { error: "Choisissez la raison de l'annulation." }),
      autre: z.string(),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (
          values.choix === "Autre" &&
          !cancelActivityInputSchema.safeParse({ raison: values.autre }).success
        ) {
          ctx.addIssue({
            code: "custom",
            path: ["autre"],
            message: TEAM_CANCELLATION_ERRORS.reasonMissing,
          });
        }
      }),
    ),
  z.transform((values) => ({
    raison: values.choix === "Autre" ? values.autre.trim() : values.choix,
  })),
);
