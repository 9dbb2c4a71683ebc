/**
 * The local team account that npm run dev (and preview, and the e2e tests) sign in with: a member
 * of the team group with a permanent password, from LOCAL_TEAM_EMAIL and LOCAL_TEAM_PASSWORD
 * (defaults below, in the README). Idempotent: an existing account gets the password again.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
  UsernameExistsException,
} from "@aws-sdk/client-cognito-identity-provider";
import { TEAM_GROUP } from "../shared/team/accounts";

export const DEFAULT_LOCAL_TEAM_EMAIL = "equipe@jura-vtt.local";
/** Meets the pool's rule (shared/team/accounts.ts): 12 characters, lower and upper case, digit. */
export const DEFAULT_LOCAL_TEAM_PASSWORD = "Sortie-Jura-2026";

export interface TeamAccount {
  email: string;
  password: string;
}

export function localTeamAccount(env: NodeJS.ProcessEnv = process.env): TeamAccount {
  return {
    email: env.LOCAL_TEAM_EMAIL || DEFAULT_LOCAL_TEAM_EMAIL,
    password: env.LOCAL_TEAM_PASSWORD || DEFAULT_LOCAL_TEAM_PASSWORD,
  };
}

/** Creates the account in the pool (or finds it), sets its permanent password, adds it to the group. */
export async function ensureTeamAccount(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  account: TeamAccount,
): Promise<void> {
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: account.email,
        UserAttributes: [
          { Name: "email", Value: account.email },
          { Name: "email_verified", Value: "true" },
        ],
        MessageAction: "SUPPRESS",
      }),
    );
  } catch (error) {
    if (!(error instanceof UsernameExistsException)) throw error;
  }
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: account.email,
      Password: account.password,
      Permanent: true,
    }),
  );
  await cognito.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: userPoolId,
      Username: account.email,
      GroupName: TEAM_GROUP,
    }),
  );
}
