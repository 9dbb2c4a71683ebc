/**
 * The founders' user pool in the emulator (moto's cognito-idp), from the same definition as the
 * CDK stack (infra/resources.ts `teamPool`): the pool, its group and the browser's client.
 * Idempotent: found by name, created when missing. The second factor is required in AWS; here it
 * is off unless LOCAL_TEAM_MFA=on (moto then asks for it after a first password change).
 */
import {
  type CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  type ExplicitAuthFlowsType,
  GetGroupCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  SetUserPoolMfaConfigCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { TEAM_CLIENT_AUTH_FLOWS, type UserPoolModel } from "../infra/drift";
import type { Resources, TeamPoolDef, TeamPoolIds } from "../infra/resources";

export type { TeamPoolIds } from "../infra/resources";

/** Whether the local pool asks for the second factor (LOCAL_TEAM_MFA=on). */
export function localTeamMfa(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.LOCAL_TEAM_MFA === "on";
}

export async function findUserPoolId(
  cognito: CognitoIdentityProviderClient,
  name: string,
): Promise<string | undefined> {
  let token: string | undefined;
  do {
    const page = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60, NextToken: token }));
    const found = page.UserPools?.find((p) => p.Name === name)?.Id;
    if (found) return found;
    token = page.NextToken;
  } while (token);
  return undefined;
}

/** Creates a user pool like the team's (tests create others, with MFA on or another name). */
export async function createTeamLikePool(
  cognito: CognitoIdentityProviderClient,
  def: TeamPoolDef,
  options: { mfa: boolean },
): Promise<TeamPoolIds> {
  const policy = def.passwordPolicy;
  const created = await cognito.send(
    new CreateUserPoolCommand({
      PoolName: def.name,
      UsernameAttributes: ["email"],
      AutoVerifiedAttributes: ["email"],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: {
          MinimumLength: policy.minimumLength,
          RequireLowercase: policy.requireLowercase,
          RequireUppercase: policy.requireUppercase,
          RequireNumbers: policy.requireDigits,
          RequireSymbols: policy.requireSymbols,
        },
      },
      AccountRecoverySetting: {
        RecoveryMechanisms: [{ Name: "verified_email", Priority: 1 }],
      },
    }),
  );
  const userPoolId = created.UserPool?.Id;
  if (!userPoolId) throw new Error(`No id for user pool ${def.name}`);
  await setMfa(cognito, userPoolId, options.mfa);
  await ensureGroup(cognito, userPoolId, def.group);
  const clientId = await ensureClient(cognito, userPoolId, def);
  return { userPoolId, clientId };
}

async function setMfa(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  on: boolean,
): Promise<void> {
  await cognito.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: on ? "ON" : "OFF",
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );
}

async function ensureGroup(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  group: string,
): Promise<void> {
  try {
    await cognito.send(new GetGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
  } catch (error) {
    if ((error as Error).name !== "ResourceNotFoundException") throw error;
    await cognito.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
  }
}

async function ensureClient(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  def: TeamPoolDef,
): Promise<string> {
  const existing = (
    await cognito.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }))
  ).UserPoolClients?.find((c) => c.ClientName === def.clientName)?.ClientId;
  if (existing) return existing;
  const created = await cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: def.clientName,
      GenerateSecret: false,
      ExplicitAuthFlows: TEAM_CLIENT_AUTH_FLOWS as ExplicitAuthFlowsType[],
      PreventUserExistenceErrors: "ENABLED",
      AccessTokenValidity: def.accessTokenMinutes,
      IdTokenValidity: def.idTokenMinutes,
      RefreshTokenValidity: def.refreshTokenDays,
      TokenValidityUnits: { AccessToken: "minutes", IdToken: "minutes", RefreshToken: "days" },
    }),
  );
  const clientId = created.UserPoolClient?.ClientId;
  if (!clientId) throw new Error(`No id for client ${def.clientName}`);
  return clientId;
}

/** The team pool of the definition, its group and client, created when missing. */
export async function provisionTeamPool(
  cognito: CognitoIdentityProviderClient,
  resources: Resources,
  options: { mfa: boolean } = { mfa: localTeamMfa() },
): Promise<TeamPoolIds> {
  const def = resources.teamPool;
  const userPoolId = await findUserPoolId(cognito, def.name);
  if (!userPoolId) return createTeamLikePool(cognito, def, options);
  await setMfa(cognito, userPoolId, options.mfa);
  await ensureGroup(cognito, userPoolId, def.group);
  return { userPoolId, clientId: await ensureClient(cognito, userPoolId, def) };
}

/** The team pool as the emulator holds it, for the drift comparison with CDK. */
export async function describeTeamPool(
  cognito: CognitoIdentityProviderClient,
  resources: Resources,
): Promise<UserPoolModel[]> {
  const userPoolId = await findUserPoolId(cognito, resources.teamPool.name);
  if (!userPoolId) return [];
  const pool = (await cognito.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId })))
    .UserPool;
  const groups =
    (await cognito.send(new ListGroupsCommand({ UserPoolId: userPoolId }))).Groups ?? [];
  const clients =
    (await cognito.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 })))
      .UserPoolClients ?? [];
  return [
    {
      name: pool?.Name ?? "",
      usernameAttributes: pool?.UsernameAttributes ?? [],
      passwordMinimumLength: pool?.Policies?.PasswordPolicy?.MinimumLength ?? 8,
      groups: groups.map((g) => g.GroupName ?? ""),
      clients: await Promise.all(
        clients.map(async (c) => {
          const client = (
            await cognito.send(
              new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: c.ClientId }),
            )
          ).UserPoolClient;
          return {
            name: client?.ClientName ?? "",
            generateSecret: Boolean(client?.ClientSecret),
            explicitAuthFlows: client?.ExplicitAuthFlows ?? [],
          };
        }),
      ),
    },
  ];
}
