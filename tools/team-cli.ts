/**
 * The founders' accounts of the team space (Cognito), for the emulator and for the deployed site.
 *   npm run team -- --local|--aws add EMAIL       create the account in the group equipe
 *   npm run team -- --local|--aws list            the group's accounts: e-mail, status, second factor
 *   npm run team -- --local|--aws remove EMAIL [--oui]   delete the account (asks first)
 * In AWS, Cognito e-mails the new account a temporary password; locally none is sent, so the tool
 * prints the one it set. Where it works is always said, never guessed (tools/cli-common.ts).
 */
import { randomBytes } from "node:crypto";
import { createInterface } from "node:readline/promises";
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
  UserNotFoundException,
  UsernameExistsException,
  type UserType,
} from "@aws-sdk/client-cognito-identity-provider";
import { defineResources } from "../infra/resources";
import { findUserPoolId } from "../localstack/team-pool";
import { emailField } from "../shared/forms/fields";
import { TEAM_GROUP } from "../shared/team/accounts";
import {
  type CliIo,
  clientConfigFor,
  consoleIo,
  parseToolArgs,
  runAsMain,
  TARGET_USAGE,
  type Target,
  targetOf,
} from "./cli-common";

const USAGE = `Utilisation :
  npm run team -- --local|--aws add EMAIL        crée l'accès d'un fondateur à l'espace équipe
  npm run team -- --local|--aws list             les accès existants
  npm run team -- --local|--aws remove EMAIL [--oui]   supprime un accès (demande confirmation)
${TARGET_USAGE}`;

const STATUS_LABELS: Record<string, string> = {
  FORCE_CHANGE_PASSWORD: "mot de passe provisoire à changer",
  CONFIRMED: "actif",
  RESET_REQUIRED: "mot de passe à réinitialiser",
  UNCONFIRMED: "non confirmé",
};

const emailSchema = emailField("Indiquez l'adresse e-mail.", "Adresse e-mail invalide.");

/** Asks a question on the terminal and returns the answer. */
export type Ask = (question: string) => Promise<string>;

const terminalAsk: Ask = async (question) => {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
};

function cognitoFor(target: Target, io: CliIo): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient(clientConfigFor(target, io));
}

/** A temporary password the pool accepts (12+ characters, lower and upper case, a digit). */
function localTemporaryPassword(): string {
  return `Provisoire-${randomBytes(4).toString("hex")}-7`;
}

const attribute = (user: UserType | undefined, name: string) =>
  user?.Attributes?.find((a) => a.Name === name)?.Value;

async function add(
  cognito: CognitoIdentityProviderClient,
  poolId: string,
  email: string,
  target: Target,
  io: CliIo,
): Promise<number> {
  // Locally nothing is e-mailed: the tool sets the temporary password and shows it.
  const temporaryPassword = target.kind === "local" ? localTemporaryPassword() : undefined;
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: poolId,
        Username: email,
        UserAttributes: [
          { Name: "email", Value: email },
          { Name: "email_verified", Value: "true" },
        ],
        DesiredDeliveryMediums: ["EMAIL"],
        ...(temporaryPassword
          ? { TemporaryPassword: temporaryPassword, MessageAction: "SUPPRESS" }
          : {}),
      }),
    );
  } catch (error) {
    if (!(error instanceof UsernameExistsException)) throw error;
    await cognito.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: poolId,
        Username: email,
        GroupName: TEAM_GROUP,
      }),
    );
    io.out(`Le compte ${email} existe déjà ; il a accès à l'espace équipe.`);
    return 0;
  }
  await cognito.send(
    new AdminAddUserToGroupCommand({ UserPoolId: poolId, Username: email, GroupName: TEAM_GROUP }),
  );
  io.out(
    temporaryPassword
      ? `Compte créé : ${email}\nMot de passe provisoire : ${temporaryPassword}\n(à la première connexion, l'espace équipe demande un nouveau mot de passe)`
      : `Compte créé : ${email}\nCognito lui envoie par e-mail un mot de passe provisoire (valable 7 jours) ; à la première connexion, l'espace équipe demande un nouveau mot de passe puis la double authentification.`,
  );
  return 0;
}

async function list(
  cognito: CognitoIdentityProviderClient,
  poolId: string,
  io: CliIo,
): Promise<number> {
  const users: UserType[] = [];
  let token: string | undefined;
  do {
    const page = await cognito.send(
      new ListUsersInGroupCommand({ UserPoolId: poolId, GroupName: TEAM_GROUP, NextToken: token }),
    );
    users.push(...(page.Users ?? []));
    token = page.NextToken;
  } while (token);
  if (users.length === 0) {
    io.out("Aucun accès à l'espace équipe. Créez-en un avec « add EMAIL ».");
    return 0;
  }
  const lines = await Promise.all(
    users.map(async (user) => {
      const details = await cognito.send(
        new AdminGetUserCommand({ UserPoolId: poolId, Username: user.Username }),
      );
      const mfa = (details.UserMFASettingList ?? []).includes("SOFTWARE_TOKEN_MFA");
      const status = STATUS_LABELS[user.UserStatus ?? ""] ?? user.UserStatus ?? "?";
      return `${attribute(user, "email") ?? user.Username}  |  ${status}  |  double authentification : ${mfa ? "configurée" : "pas encore"}`;
    }),
  );
  io.out([`${users.length} accès à l'espace équipe :`, ...lines.sort()].join("\n"));
  return 0;
}

async function remove(
  cognito: CognitoIdentityProviderClient,
  poolId: string,
  email: string,
  confirmed: boolean,
  ask: Ask,
  io: CliIo,
): Promise<number> {
  if (!confirmed) {
    const answer = await ask(`Supprimer l'accès de ${email} à l'espace équipe ? Tapez « oui » : `);
    if (answer.trim().toLowerCase() !== "oui") {
      io.out("Rien n'a été supprimé.");
      return 1;
    }
  }
  try {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: poolId, Username: email }));
  } catch (error) {
    if (error instanceof UserNotFoundException) {
      io.err(`Aucun compte ${email}. Voir « list ».`);
      return 1;
    }
    throw error;
  }
  io.out(`Accès supprimé : ${email}`);
  return 0;
}

export async function runTeamCli(
  argv: string[],
  io: CliIo = consoleIo,
  ask: Ask = terminalAsk,
): Promise<number> {
  const options = parseToolArgs(argv, ["--oui"]);
  const command = options.command ?? "";
  if (!["add", "list", "remove"].includes(command)) {
    io.err(USAGE);
    return 2;
  }
  const target = targetOf(options.targets, options.endpoint);
  if (typeof target === "string") {
    io.err(`${target}\n${USAGE}`);
    return 2;
  }
  let email = "";
  if (command !== "list") {
    const parsed = emailSchema.safeParse(options.args[0] ?? "");
    if (!parsed.success) {
      io.err(`${parsed.error.issues[0]?.message ?? "Adresse e-mail invalide."}\n${USAGE}`);
      return 2;
    }
    email = parsed.data;
  }
  const cognito = cognitoFor(target, io);
  try {
    const poolName = defineResources(options.prefix).teamPool.name;
    const poolId = await findUserPoolId(cognito, poolName);
    if (!poolId) {
      io.err(
        `Groupe d'utilisateurs ${poolName} introuvable${target.kind === "local" ? " : lancez d'abord « npm run dev »." : " : déployez d'abord le site (npm run deploy)."}`,
      );
      return 1;
    }
    if (command === "add") return await add(cognito, poolId, email, target, io);
    if (command === "list") return await list(cognito, poolId, io);
    return await remove(cognito, poolId, email, options.flags.has("--oui"), ask, io);
  } finally {
    cognito.destroy();
  }
}

runAsMain(
  import.meta.url,
  (argv) => runTeamCli(argv),
  "Avec --local, lancez d'abord « npm run dev ».",
);
