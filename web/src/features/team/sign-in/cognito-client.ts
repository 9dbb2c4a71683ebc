/**
 * The team space's Cognito client: Cognito's JSON API through the site's API client (no AWS SDK
 * in the browser), with the app client of the founders' pool (no secret). Tokens travel in request
 * bodies only, never in a URL. Every refusal becomes a CognitoError with its French message.
 */
import type { TeamAuthConfig } from "@shared/schemas/team";
import { TEAM_PASSWORD_RULE_FR } from "@shared/team/accounts";
import { ApiError, postRaw } from "../../../lib/api-client";

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

/** A refusal from Cognito, its French message in `message` (wrong password, code refused, too many tries, network). */
export class CognitoError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "CognitoError";
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

const WRONG_CREDENTIALS = "E-mail ou mot de passe incorrect.";
const WRONG_CODE = "Code incorrect. Vérifiez l'heure de votre téléphone et réessayez.";
const SESSION_EXPIRED =
  "Cette étape a pris trop de temps. Recommencez la connexion depuis le début.";

/** The French message for each refusal Cognito names in `__type`. */
const MESSAGES: Record<string, string> = {
  NotAuthorizedException: WRONG_CREDENTIALS,
  UserNotFoundException: WRONG_CREDENTIALS,
  CodeMismatchException: WRONG_CODE,
  EnableSoftwareTokenMFAException: WRONG_CODE,
  InvalidPasswordException: TEAM_PASSWORD_RULE_FR,
  TooManyRequestsException: "Trop d'essais. Patientez quelques minutes, puis réessayez.",
  LimitExceededException: "Trop d'essais. Patientez quelques minutes, puis réessayez.",
  TooManyFailedAttemptsException: "Trop d'essais. Patientez quelques minutes, puis réessayez.",
  PasswordResetRequiredException:
    "Votre mot de passe doit être renouvelé. Demandez à l'autre fondateur de recréer votre accès.",
  ExpiredCodeException: SESSION_EXPIRED,
  UserNotConfirmedException: WRONG_CREDENTIALS,
};
const NETWORK_FAILURE =
  "Le service de connexion ne répond pas. Vérifiez votre connexion Internet, puis réessayez.";
const UNEXPECTED = "La connexion a échoué. Réessayez dans un instant.";

/** A call that got no answer in this long says « ne répond pas », as one without network. */
const COGNITO_TIMEOUT_MS = 20_000;

/** Cognito names an expired challenge session with NotAuthorizedException and this message. */
const EXPIRED_SESSION = /session is expired|invalid session|session.*(expired|invalid)/i;

interface AuthenticationResult {
  AccessToken?: string;
  IdToken?: string;
  RefreshToken?: string;
  ExpiresIn?: number;
}

interface ChallengeAnswer {
  ChallengeName?: string;
  Session?: string;
  AuthenticationResult?: AuthenticationResult;
}

/** The CognitoError of a failed call: Cognito's `__type` in French, or no answer at all. */
function cognitoErrorOf(error: unknown): CognitoError {
  if (!(error instanceof ApiError)) return new CognitoError("NetworkError", NETWORK_FAILURE);
  const payload = (error.body ?? {}) as Record<string, unknown>;
  // `__type` may carry a namespace ("com.amazonaws...#NotAuthorizedException").
  const code =
    String(payload.__type ?? "")
      .split("#")
      .pop() || `Http${error.status}`;
  const detail = String(payload.message ?? payload.Message ?? "");
  if (code === "NotAuthorizedException" && EXPIRED_SESSION.test(detail)) {
    return new CognitoError("ExpiredSession", SESSION_EXPIRED);
  }
  return new CognitoError(code, MESSAGES[code] ?? UNEXPECTED);
}

export function cognitoClient(config: TeamAuthConfig, fetchImpl?: typeof fetch): CognitoClient {
  async function call<T>(action: string, body: Record<string, unknown>): Promise<T> {
    const answer = await postRaw(
      config.endpoint,
      { raw: JSON.stringify(body), type: "application/x-amz-json-1.1" },
      {
        headers: { "X-Amz-Target": `AWSCognitoIdentityProviderService.${action}` },
        timeoutMs: COGNITO_TIMEOUT_MS,
        ...(fetchImpl ? { fetchImpl } : {}),
      },
    ).catch((error: unknown) => {
      throw cognitoErrorOf(error);
    });
    return (answer ?? {}) as T;
  }

  const tokensOf = (result: AuthenticationResult, refreshToken?: string): TeamTokens => {
    const refresh = result.RefreshToken ?? refreshToken;
    if (!result.AccessToken || !result.IdToken || !refresh) {
      throw new CognitoError("IncompleteAnswer", UNEXPECTED);
    }
    return {
      accessToken: result.AccessToken,
      idToken: result.IdToken,
      refreshToken: refresh,
      expiresAt: Date.now() + (result.ExpiresIn ?? 3600) * 1000,
    };
  };

  const stepOf = (answer: ChallengeAnswer): SignInStep => {
    if (answer.AuthenticationResult) {
      return { kind: "signedIn", tokens: tokensOf(answer.AuthenticationResult) };
    }
    const session = answer.Session ?? "";
    switch (answer.ChallengeName) {
      case "NEW_PASSWORD_REQUIRED":
        return { kind: "newPasswordRequired", session };
      case "MFA_SETUP":
        return { kind: "mfaSetupRequired", session };
      case "SOFTWARE_TOKEN_MFA":
        return { kind: "mfaCodeRequired", session };
      default:
        // SMS and other challenges are not offered by the pool.
        throw new CognitoError(`Challenge${answer.ChallengeName ?? ""}`, UNEXPECTED);
    }
  };

  const respond = (
    challenge: string,
    session: string,
    responses: Record<string, string>,
  ): Promise<SignInStep> =>
    call<ChallengeAnswer>("RespondToAuthChallenge", {
      ClientId: config.clientId,
      ChallengeName: challenge,
      Session: session,
      ChallengeResponses: responses,
    }).then(stepOf);

  return {
    signIn: (email, password) =>
      call<ChallengeAnswer>("InitiateAuth", {
        ClientId: config.clientId,
        AuthFlow: "USER_PASSWORD_AUTH",
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }).then(stepOf),

    setNewPassword: (email, session, newPassword) =>
      respond("NEW_PASSWORD_REQUIRED", session, { USERNAME: email, NEW_PASSWORD: newPassword }),

    async startMfaSetup(session) {
      const answer = await call<{ SecretCode?: string; Session?: string }>(
        "AssociateSoftwareToken",
        { Session: session },
      );
      if (!answer.SecretCode) throw new CognitoError("IncompleteAnswer", UNEXPECTED);
      return { secretCode: answer.SecretCode, session: answer.Session ?? session };
    },

    async finishMfaSetup(email, session, code) {
      const verified = await call<{ Status?: string; Session?: string }>("VerifySoftwareToken", {
        Session: session,
        UserCode: code,
        FriendlyDeviceName: "Espace équipe",
      });
      if (verified.Status !== "SUCCESS")
        throw new CognitoError("CodeMismatchException", WRONG_CODE);
      return respond("MFA_SETUP", verified.Session ?? session, { USERNAME: email });
    },

    answerMfaCode: (email, session, code) =>
      respond("SOFTWARE_TOKEN_MFA", session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code }),

    async refresh(refreshToken) {
      const answer = await call<ChallengeAnswer>("InitiateAuth", {
        ClientId: config.clientId,
        AuthFlow: "REFRESH_TOKEN_AUTH",
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      });
      if (!answer.AuthenticationResult) throw new CognitoError("IncompleteAnswer", UNEXPECTED);
      return tokensOf(answer.AuthenticationResult, refreshToken);
    },

    async signOut(accessToken) {
      await call("GlobalSignOut", { AccessToken: accessToken });
    },
  };
}

/** otpauth:// URI for an authenticator app's QR code. */
export function totpUri(secretCode: string, email: string): string {
  const issuer = "Jura VTT Vitalité";
  const label = encodeURIComponent(`${issuer}:${email}`);
  return `otpauth://totp/${label}?secret=${encodeURIComponent(secretCode)}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}
