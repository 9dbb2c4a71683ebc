import { TEAM_GROUP } from "@shared/team/accounts";
import { type Config, requiredSetting } from "../config";

/** What the team function checks tokens against. */
export interface TeamAuthSettings {
  userPoolId: string;
  clientId: string;
  /** The group whose members the team space serves. */
  group: string;
  /** Locally: the emulator's key set, trusted by explicit setting; absent in AWS. */
  localJwksUrl?: string;
}

/**
 * The team function's sign-in settings, validated at start. The emulator's key set is refused
 * when the function runs in AWS (Lambda sets AWS_LAMBDA_FUNCTION_NAME): its private key is
 * published with moto, so anyone could sign a token it accepts.
 */
export function teamAuthSettings(config: Config): TeamAuthSettings {
  const localJwksUrl = config.TEAM_AUTH_LOCAL_JWKS_URL;
  if (localJwksUrl && config.AWS_LAMBDA_FUNCTION_NAME) {
    throw new Error(
      "Configuration refusée : TEAM_AUTH_LOCAL_JWKS_URL (clés de l'émulateur) ne s'utilise qu'en local, jamais dans AWS.",
    );
  }
  return {
    userPoolId: requiredSetting(config, "TEAM_USER_POOL_ID"),
    clientId: requiredSetting(config, "TEAM_CLIENT_ID"),
    group: TEAM_GROUP,
    ...(localJwksUrl ? { localJwksUrl } : {}),
  };
}
