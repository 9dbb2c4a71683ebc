/**
 * Placeholder of the team space's Cognito client (its interface only): the real client, plain
 * fetch to Cognito's JSON API, replaces this file.
 */
import type { TeamAuthConfig } from "../../../../shared/schemas/team";

export interface TeamTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  /** epoch ms when the access token expires */
  expiresAt: number;
}

export type SignInStep =
  | { kind: "signedIn"; tokens: TeamTokens }
  | { kind: "newPasswordRequired"; session: string }
  | { kind: "mfaSetupRequired"; session: string }
  | { kind: "mfaCodeRequired"; session: string };

/** A refusal from Cognito, its French message in `message`. */
export class CognitoError extends Error {
  override readonly name = "CognitoError";
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface CognitoClient {
  signIn(email: string, password: string): Promise<SignInStep>;
  setNewPassword(email: string, session: string, newPassword: string): Promise<SignInStep>;
  startMfaSetup(session: string): Promise<{ secretCode: string; session: string }>;
  finishMfaSetup(email: string, session: string, code: string): Promise<SignInStep>;
  answerMfaCode(email: string, session: string, code: string): Promise<SignInStep>;
  refresh(refreshToken: string): Promise<TeamTokens>;
  signOut(accessToken: string): Promise<void>;
}

export function cognitoClient(_config: TeamAuthConfig, _fetchImpl?: typeof fetch): CognitoClient {
  const missing = (): never => {
    throw new CognitoError("NotAvailable", "La connexion n'est pas encore disponible.");
  };
  return {
    signIn: async () => missing(),
    setNewPassword: async () => missing(),
    startMfaSetup: async () => missing(),
    finishMfaSetup: async () => missing(),
    answerMfaCode: async () => missing(),
    refresh: async () => missing(),
    signOut: async () => missing(),
  };
}

/** otpauth:// URI for an authenticator app's QR code. */
export function totpUri(secretCode: string, email: string): string {
  const label = encodeURIComponent(`Jura VTT Vitalité:${email}`);
  return `otpauth://totp/${label}?secret=${secretCode}&issuer=${encodeURIComponent("Jura VTT Vitalité")}`;
}
