/** The group of the founders' accounts: the team function serves its members only. */
export const TEAM_GROUP = "equipe";

/**
 * The team accounts' password rule: the user pool enforces it (infra/resources.ts `teamPool`),
 * and the team space states it in French when Cognito refuses a new password. Long rather than
 * cryptic: 12 characters with lower case, upper case and a digit, no symbol required.
 */
export const TEAM_PASSWORD_POLICY = {
  minimumLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: false,
} as const;

export const TEAM_PASSWORD_RULE_FR =
  "Le mot de passe doit compter au moins 12 caractères, dont une minuscule, une majuscule et un chiffre.";
