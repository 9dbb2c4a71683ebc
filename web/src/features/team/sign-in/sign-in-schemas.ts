import { TEAM_PASSWORD_POLICY, TEAM_PASSWORD_RULE_FR } from "@shared/team/accounts";
import * as z from "@shared/zod";

/**
 * The sign-in screens' fields and their French rules. The password rule is the user pool's
 * (shared/team/accounts.ts, which the pool enforces), said in plain words before the founder types.
 */
export const PASSWORD_MIN_LENGTH = TEAM_PASSWORD_POLICY.minimumLength;
export const PASSWORD_POLICY = TEAM_PASSWORD_RULE_FR;

export const SIGN_IN_MESSAGES = {
  email: "Saisissez votre adresse e-mail, par exemple prenom@exemple.ch",
  password: "Saisissez votre mot de passe",
  policy: PASSWORD_POLICY,
  confirmation: "Les deux mots de passe ne sont pas identiques",
  code: "Saisissez les 6 chiffres affichés par l'application",
} as const;

export const signInSchema = z.object({
  email: z.string().check(z.trim(), z.email(SIGN_IN_MESSAGES.email)),
  password: z.string().check(z.minLength(1, SIGN_IN_MESSAGES.password)),
});

/** Follows the pool's policy, so that Cognito rarely has to refuse it. */
export function meetsPasswordPolicy(password: string): boolean {
  const rule = TEAM_PASSWORD_POLICY;
  return (
    password.length >= rule.minimumLength &&
    (!rule.requireLowercase || /[a-z]/.test(password)) &&
    (!rule.requireUppercase || /[A-Z]/.test(password)) &&
    (!rule.requireDigits || /\d/.test(password)) &&
    (!rule.requireSymbols || /[^A-Za-z0-9]/.test(password))
  );
}

export const newPasswordSchema = z
  .object({
    password: z.string().check(z.refine(meetsPasswordPolicy, { error: SIGN_IN_MESSAGES.policy })),
    confirmation: z.string(),
  })
  .check(
    z.refine((values) => values.password === values.confirmation, {
      error: SIGN_IN_MESSAGES.confirmation,
      path: ["confirmation"],
    }),
  );

/** Six digits; the spaces an app shows between groups are allowed. */
export const codeSchema = z.object({
  code: z
    .pipe(
      z.string(),
      z.transform((value) => value.replace(/\s/g, "")),
    )
    .check(z.refine((value) => /^\d{6}$/.test(value), { error: SIGN_IN_MESSAGES.code })),
});
