import { z } from "../../../../shared/zod";

/**
 * The sign-in screens' fields and their French rules. The password policy is the user pool's
 * (infra: at least 8 characters, lower and upper case, a digit and a symbol), said in plain words
 * before the founder types.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_POLICY = `Au moins ${PASSWORD_MIN_LENGTH} caractères, avec au moins une lettre minuscule, une lettre majuscule, un chiffre et un signe (par exemple ! ? - _ ou #).`;

export const SIGN_IN_MESSAGES = {
  email: "Saisissez votre adresse e-mail, par exemple prenom@exemple.ch",
  password: "Saisissez votre mot de passe",
  policy: `Le mot de passe ne suit pas la règle : ${PASSWORD_POLICY.charAt(0).toLowerCase()}${PASSWORD_POLICY.slice(1)}`,
  confirmation: "Les deux mots de passe ne sont pas identiques",
  code: "Saisissez les 6 chiffres affichés par l'application",
} as const;

export const signInSchema = z.object({
  email: z.string().trim().email(SIGN_IN_MESSAGES.email),
  password: z.string().min(1, SIGN_IN_MESSAGES.password),
});

/** Follows the pool's policy, so that Cognito rarely has to refuse it. */
export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

export const newPasswordSchema = z
  .object({
    password: z.string().refine(meetsPasswordPolicy, { error: SIGN_IN_MESSAGES.policy }),
    confirmation: z.string(),
  })
  .refine((values) => values.password === values.confirmation, {
    error: SIGN_IN_MESSAGES.confirmation,
    path: ["confirmation"],
  });

/** Six digits; the spaces an app shows between groups are allowed. */
export const codeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ""))
    .refine((value) => /^\d{6}$/.test(value), { error: SIGN_IN_MESSAGES.code }),
});
