import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import {
  AccountRecovery,
  CfnUserPoolGroup,
  Mfa,
  UserPool,
  type UserPoolClient,
} from "aws-cdk-lib/aws-cognito";
import type { Construct } from "constructs";
import type { Resources } from "../resources";

export interface TeamAuthStackProps extends StackProps {
  resources: Resources;
}

/**
 * The founders' sign-in (Cognito): the user pool, its group `equipe` and the browser's app client.
 * Apart from the other stacks because the accounts must outlive them: the pool is retained and
 * protected from deletion.
 */
export class TeamAuthStack extends Stack {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: TeamAuthStackProps) {
    super(scope, id, props);
    const def = props.resources.teamPool;
    const policy = def.passwordPolicy;

    this.userPool = new UserPool(this, "TeamUserPool", {
      userPoolName: def.name,
      // Accounts are made by the provider (npm run team), never by a visitor.
      selfSignUpEnabled: false,
      signInAliases: { email: true, username: false },
      autoVerify: { email: true },
      // The second factor is an authenticator app: SMS codes can be diverted and cost per message.
      mfa: Mfa.REQUIRED,
      mfaSecondFactor: { otp: true, sms: false },
      passwordPolicy: {
        minLength: policy.minimumLength,
        requireLowercase: policy.requireLowercase,
        requireUppercase: policy.requireUppercase,
        requireDigits: policy.requireDigits,
        requireSymbols: policy.requireSymbols,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    new CfnUserPoolGroup(this, "TeamGroup", {
      userPoolId: this.userPool.userPoolId,
      groupName: def.group,
      description: "Les fondateurs : accès à l'espace équipe du site",
    });

    // The team space signs in with its own screens (USER_PASSWORD_AUTH over TLS, then the TOTP
    // challenge) and renews its tokens with the refresh token.
    this.client = this.userPool.addClient("TeamWebClient", {
      userPoolClientName: def.clientName,
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: false, adminUserPassword: false, custom: false },
      accessTokenValidity: Duration.minutes(def.accessTokenMinutes),
      idTokenValidity: Duration.minutes(def.idTokenMinutes),
      refreshTokenValidity: Duration.days(def.refreshTokenDays),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
    });

    new CfnOutput(this, "TeamUserPoolId", {
      value: this.userPool.userPoolId,
      description: "The founders' user pool (npm run team -- --aws add EMAIL)",
    });
    new CfnOutput(this, "TeamClientId", {
      value: this.client.userPoolClientId,
      description: "The team space's app client",
    });
  }
}
