/**
 * The payment providers' keys, kept in one Secrets Manager secret as one JSON object
 * (infra/resources.ts, `<prefix>/payment-providers`):
 *   npm run keys -- --local|--aws list         the settings stored (names only, never values)
 *   npm run keys -- --local|--aws set NAME     stores NAME, read from the standard input, beside
 *                                              the others
 * The value is read from the standard input (pasted, or piped) so that it stays out of the shell's
 * history, and it is never printed. Where it works is always said, never guessed.
 */
import { createInterface } from "node:readline/promises";
import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from "@aws-sdk/client-secrets-manager";
import { defineResources, type SecretDef } from "../infra/resources";
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

/** The JSON secret of the deployment `prefix`: its name and the settings it may hold. */
function providersSecret(prefix: string): SecretDef {
  const secret = defineResources(prefix).secrets.find((s) => s.format === "json");
  if (!secret) throw new Error("infra/resources.ts ne déclare aucun secret JSON");
  return secret;
}

function usage(secret: SecretDef): string {
  return `Utilisation :
  npm run keys -- --local|--aws list         les réglages enregistrés dans ${secret.name} (noms seuls)
  npm run keys -- --local|--aws set NOM      enregistre NOM (valeur collée ou envoyée sur l'entrée standard)
NOM : ${secret.settings.map((s) => s.name).join(", ")}
${TARGET_USAGE}`;
}

/** Reads the value: one pasted line on a terminal, everything piped otherwise. */
export type ReadValue = (prompt: string) => Promise<string>;

const stdinValue: ReadValue = async (prompt) => {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString("utf8");
  }
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await rl.question(prompt);
  } finally {
    rl.close();
  }
};

function clientFor(target: Target, io: CliIo): SecretsManagerClient {
  return new SecretsManagerClient(clientConfigFor(target, io));
}

/** The stored object; the stack's first random value (not a JSON object) counts as empty. */
async function storedSettings(
  client: SecretsManagerClient,
  secretId: string,
): Promise<Record<string, unknown>> {
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  try {
    const parsed: unknown = JSON.parse(SecretString ?? "");
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {}
  return {};
}

export async function runKeysCli(
  argv: string[],
  io: CliIo = consoleIo,
  readValue: ReadValue = stdinValue,
): Promise<number> {
  const options = parseToolArgs(argv);
  const secret = providersSecret(options.prefix);
  const [name] = options.args;
  const known = secret.settings.map((s) => s.name);
  const valid =
    (options.command === "list" && !name) ||
    (options.command === "set" && name && known.includes(name));
  if (!valid) {
    if (options.command === "set" && name) io.err(`Réglage inconnu : ${name}.`);
    io.err(usage(secret));
    return 2;
  }
  const target = targetOf(options.targets, options.endpoint);
  if (typeof target === "string") {
    io.err(`${target}\n${usage(secret)}`);
    return 2;
  }
  const client = clientFor(target, io);
  let stored: Record<string, unknown>;
  try {
    stored = await storedSettings(client, secret.name);
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    io.err(
      `Le secret ${secret.name} n'existe pas ici : déployez d'abord le site (npm run deploy), ou vérifiez --prefix et la région.`,
    );
    return 1;
  }
  if (options.command === "set" && name) {
    const value = (await readValue(`Collez la valeur de ${name} puis Entrée : `)).trim();
    if (!value || /\s/.test(value)) {
      io.err(`La valeur de ${name} est vide ou contient des espaces : rien n'est enregistré.`);
      return 1;
    }
    stored = { ...stored, [name]: value };
    await client.send(
      new PutSecretValueCommand({ SecretId: secret.name, SecretString: JSON.stringify(stored) }),
    );
    io.out(`${name} enregistré dans ${secret.name}.`);
  }
  const present = known.filter((k) => typeof stored[k] === "string" && stored[k]);
  const missing = known.filter((k) => !present.includes(k));
  io.out(`Réglages enregistrés : ${present.join(", ") || "aucun"}`);
  io.out(`Réglages manquants : ${missing.join(", ") || "aucun"}`);
  return 0;
}

runAsMain(import.meta.url, runKeysCli, "Avec --local, lancez d'abord « npm run dev ».");
