/**
 * The founders' sign-in as deployed: the user pool (no self sign-up, e-mail as user name, TOTP
 * required, no SMS, kept on deletion), its group and browser client (no secret), the JWT
 * authorizer on every team route and on no public one, the team function's least privilege, and
 * /espace-equipe/config.json written from the pool.
 */
import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { defineResources } from "../../infra/resources";
import { synthStacks } from "./synth";

const resources = defineResources();
let auth: Template;
let api: Template;
let site: Template;

beforeAll(() => {
  const stacks = synthStacks({ siteDir: undefined });
  auth = Template.fromStack(stacks.teamAuth);
  api = Template.fromStack(stacks.api);
  site = Template.fromStack(stacks.site);
});

type Cfn = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };
const all = (t: Template) => t.toJSON().Resources as Record<string, Cfn>;

describe("the team user pool", () => {
  it("accounts made by the provider only, signed in by e-mail, with a TOTP second factor required", () => {
    auth.hasResourceProperties("AWS::Cognito::UserPool", {
      UserPoolName: "jura-vtt-team",
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UsernameAttributes: ["email"],
      MfaConfiguration: "ON",
      EnabledMfas: ["SOFTWARE_TOKEN_MFA"],
      DeletionProtection: "ACTIVE",
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: "verified_email", Priority: 1 }] },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
        }),
      },
    });
    const pool = Object.values(all(auth)).find((r) => r.Type === "AWS::Cognito::UserPool");
    expect(pool?.DeletionPolicy).toBe("Retain");
    expect(JSON.stringify(pool?.Properties)).not.toMatch(/SmsConfiguration|SMS_MFA/);
  });

  it("the group equipe and a browser client without secret: password sign-in and refresh only", () => {
    auth.hasResourceProperties("AWS::Cognito::UserPoolGroup", { GroupName: "equipe" });
    auth.resourceCountIs("AWS::Cognito::UserPoolClient", 1);
    auth.hasResourceProperties("AWS::Cognito::UserPoolClient", {
      ClientName: "jura-vtt-team-web",
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayEquals([
        "ALLOW_USER_PASSWORD_AUTH",
        "ALLOW_REFRESH_TOKEN_AUTH",
      ]),
      PreventUserExistenceErrors: "ENABLED",
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 43_200,
      TokenValidityUnits: { AccessToken: "minutes", IdToken: "minutes", RefreshToken: "minutes" },
    });
  });

  it("outputs the pool's and the client's ids", () => {
    const outputs = Object.keys(auth.toJSON().Outputs ?? {});
    expect(outputs).toEqual(expect.arrayContaining(["TeamUserPoolId", "TeamClientId"]));
  });
});

describe("the JWT authorizer", () => {
  const routes = () => Object.values(all(api)).filter((r) => r.Type === "AWS::ApiGatewayV2::Route");

  it("checks the pool's tokens (issuer the pool, audience the client)", () => {
    api.resourceCountIs("AWS::ApiGatewayV2::Authorizer", 1);
    const authorizer = Object.values(all(api)).find(
      (r) => r.Type === "AWS::ApiGatewayV2::Authorizer",
    );
    expect(authorizer?.Properties.AuthorizerType).toBe("JWT");
    expect(authorizer?.Properties.IdentitySource).toEqual(["$request.header.Authorization"]);
    const jwt = authorizer?.Properties.JwtConfiguration as { Issuer: unknown; Audience: unknown };
    // The pool's provider URL is its issuer, https://cognito-idp.{region}.amazonaws.com/{id}.
    expect(JSON.stringify(jwt.Issuer)).toMatch(/TeamUserPool\w*ProviderURL/);
    expect(JSON.stringify(jwt.Audience)).toMatch(/TeamWebClient/);
    expect(JSON.stringify(jwt.Audience)).not.toMatch(/TeamUserPool\w*ProviderURL/);
  });

  it("guards every team route and the team catch-all, and no public route", () => {
    const teamKeys = [
      ...resources.routes.filter((r) => r.function === "team").map((r) => `${r.method} ${r.path}`),
      "ANY /api/equipe/{proxy+}",
    ];
    const guarded = routes()
      .filter((r) => r.Properties.AuthorizationType === "JWT")
      .map((r) => String(r.Properties.RouteKey));
    const open = routes()
      .filter((r) => r.Properties.AuthorizationType !== "JWT")
      .map((r) => String(r.Properties.RouteKey));
    expect(guarded.sort()).toEqual([...teamKeys].sort());
    expect(open.filter((key) => key.includes("/api/equipe"))).toEqual([]);
    expect(open.length).toBe(resources.routes.filter((r) => r.function === "api").length + 1);
  });
});

describe("the team function's permissions", () => {
  function teamPolicy(): { Action: string | string[]; Resource: unknown }[] {
    const team = Object.entries(all(api)).find(
      ([id, r]) => r.Type === "AWS::Lambda::Function" && id.startsWith("Fnteam"),
    );
    if (!team) throw new Error("no team function");
    const roleId = (team[1].Properties.Role as { "Fn::GetAtt": string[] })["Fn::GetAtt"][0];
    return Object.values(all(api))
      .filter(
        (r) =>
          (r.Type === "AWS::IAM::Policy" || r.Type === "AWS::IAM::ManagedPolicy") &&
          (r.Properties.Roles as { Ref: string }[] | undefined)?.some((x) => x.Ref === roleId),
      )
      .flatMap((p) => (p.Properties.PolicyDocument as { Statement: never[] }).Statement);
  }
  /** The table keys a statement's resources name (the data stack's exports). */
  const tablesOf = (resource: unknown) =>
    [...JSON.stringify(resource).matchAll(/Table([a-z]+)[A-F0-9]{8}/g)].map((m) => m[1]);
  const actionsOf = (statement: { Action: string | string[] }) => [statement.Action].flat();

  it("reads and writes the outings, the outbox and Idempotency-Key answers, reads registrations and payments (indexes included); settles payments for the payments desk", () => {
    const grants: Record<string, Set<string>> = {};
    for (const statement of teamPolicy()) {
      for (const table of tablesOf(statement.Resource)) {
        grants[table ?? ""] ??= new Set();
        for (const action of actionsOf(statement)) grants[table ?? ""]?.add(action);
      }
    }
    expect(Object.keys(grants).sort()).toEqual([
      "activities",
      "contactmessages",
      // The rental e-bikes: the founders' fleet screen, and the bikes a cancellation gives back.
      "fleet",
      "idempotency",
      "inscriptions",
      "newslettersubscribers",
      "outbox",
      "payments",
      // The payments desk settles a payment as the bank import does: what it pays (a quote
      // request too) and the bank credits already imported.
      "quoterequests",
      // « Données d'une personne »: a person's waiting-list entries.
      "waitlist",
      "webhookevents",
    ]);
    const writes = (table: string) =>
      [...(grants[table] ?? [])].some((a) => /PutItem|UpdateItem|DeleteItem|BatchWrite/.test(a));
    expect(writes("activities") && writes("outbox") && writes("idempotency")).toBe(true);
    expect([...(grants.idempotency ?? [])]).toContain("dynamodb:GetItem");
    // « Marquer comme payé » and a bank file turn a payment and its registration paid.
    expect(writes("inscriptions") && writes("payments") && writes("webhookevents")).toBe(true);
    expect([...(grants.inscriptions ?? [])]).toContain("dynamodb:Query");
    expect(JSON.stringify(teamPolicy())).toMatch(/Tableinscriptions[A-F0-9]{8}.*\/index\/\*/);
  });

  it("lists and marks quote requests and contact messages, reads the confirmed subscribers: by index; deletes them for « Effacer » only; a Scan for « Chercher une personne » only; contact messages and subscribers without Put", () => {
    const grants: Record<string, Set<string>> = {};
    const resources: Record<string, string> = {};
    for (const statement of teamPolicy()) {
      for (const table of tablesOf(statement.Resource)) {
        grants[table ?? ""] ??= new Set();
        for (const action of actionsOf(statement)) grants[table ?? ""]?.add(action);
        resources[table ?? ""] =
          (resources[table ?? ""] ?? "") + JSON.stringify(statement.Resource);
      }
    }
    // The Scan: « Chercher une personne » by a name or a phone number, which have no index.
    expect([...(grants.contactmessages ?? [])].sort()).toEqual([
      "dynamodb:DeleteItem",
      "dynamodb:GetItem",
      "dynamodb:Query",
      "dynamodb:Scan",
      "dynamodb:UpdateItem",
    ]);
    // Quote requests are also read and written by the payments desk, which settles a company's
    // payment as the bank import does (the quote request turns paid).
    for (const action of [
      "dynamodb:GetItem",
      "dynamodb:Query",
      "dynamodb:UpdateItem",
      "dynamodb:DeleteItem",
    ]) {
      expect(grants.quoterequests).toContain(action);
    }
    for (const table of ["quoterequests", "contactmessages"]) {
      expect(resources[table]).toMatch(new RegExp(`Table${table}[A-F0-9]{8}.*/index/\\*`));
    }
    // « Données d'une personne »: the record by its key (the address), deleted by « Effacer ».
    expect([...(grants.newslettersubscribers ?? [])].sort()).toEqual([
      "dynamodb:DeleteItem",
      "dynamodb:GetItem",
      "dynamodb:Query",
    ]);
    // A person's waiting-list entries: by index, left and deleted by « Effacer », read by
    // « Chercher une personne »'s Scan; no Put.
    expect([...(grants.waitlist ?? [])].sort()).toEqual([
      "dynamodb:DeleteItem",
      "dynamodb:Query",
      "dynamodb:Scan",
      "dynamodb:UpdateItem",
    ]);
    expect(resources.waitlist).toMatch(/Tablewaitlist[A-F0-9]{8}.*\/index\/\*/);
    expect(resources.newslettersubscribers).toMatch(
      /Tablenewslettersubscribers[A-F0-9]{8}.*\/index\/\*/,
    );
  });

  it("publishes on the bus; no secret, no e-mail, no SMS, no wildcard", () => {
    const text = JSON.stringify(teamPolicy());
    expect(text).toContain("events:PutEvents");
    expect(text).not.toMatch(/secretsmanager|ses:|sns:|"\*"/);
    const team = Object.entries(all(api)).find(
      ([id, r]) => r.Type === "AWS::Lambda::Function" && id.startsWith("Fnteam"),
    );
    const env = JSON.stringify(team?.[1].Properties.Environment);
    expect(env).not.toMatch(/_ARN"/);
    expect(env).toMatch(/TEAM_USER_POOL_ID/);
    expect(env).toMatch(/TEAM_CLIENT_ID/);
    expect(env).not.toMatch(/TEAM_AUTH_LOCAL_JWKS_URL/);
  });
});

describe("the team space's sign-in settings beside the site", () => {
  it("/espace-equipe/config.json is written from the pool at deploy time, never cached", () => {
    const deployments = Object.values(all(site)).filter(
      (r) => r.Type === "Custom::CDKBucketDeployment",
    );
    const config = deployments.find((d) => JSON.stringify(d.Properties).includes("espace-equipe"));
    expect(config).toBeDefined();
    const props = JSON.stringify(config?.Properties);
    expect(props).toMatch(/TeamUserPool/);
    expect(props).toMatch(/TeamWebClient/);
    expect(config?.Properties.Prune).toBe(false);
    expect(config?.Properties.SystemMetadata).toEqual({ "cache-control": "no-cache" });
  });
});
