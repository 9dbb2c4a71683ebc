/**
 * What the provider's tools share: where they work (--local or --aws, always said, never
 * guessed), the AWS clients for that place, their output, and how an error reads.
 */
import { pathToFileURL } from "node:url";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { EventBridgeClient } from "@aws-sdk/client-eventbridge";
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { documentClient } from "../functions/adapters/aws-clients";
import { deploymentWiringConfig, type WiringConfig } from "../functions/config";
import { DEFAULT_PREFIX, DEFAULT_REGION, defineResources } from "../infra/resources";
import { emulatorClientConfig, emulatorEndpoint } from "../localstack/emulator";

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

export const consoleIo: CliIo = {
  out: (text) => process.stdout.write(text.endsWith("\n") ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith("\n") ? text : `${text}\n`),
};

export const TARGET_USAGE = `Où travailler (obligatoire) :
  --local   la base de données de cet ordinateur (npm run dev) ; --endpoint URL pour une autre adresse
  --aws     le vrai site, avec vos identifiants AWS
Option : --prefix NOM (défaut ${DEFAULT_PREFIX})`;

export type Target = { kind: "local"; endpoint?: string } | { kind: "aws" };

export interface ToolArgs {
  command?: string;
  args: string[];
  prefix: string;
  targets: Target["kind"][];
  endpoint?: string;
  /** The tool's own flags that were given (e.g. --remplacer). */
  flags: Set<string>;
}

/** The command, its arguments, where to work (--local, --aws, --endpoint, --prefix) and flags. */
export function parseToolArgs(argv: string[], knownFlags: readonly string[] = []): ToolArgs {
  const parsed: ToolArgs = { args: [], prefix: DEFAULT_PREFIX, targets: [], flags: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? "";
    if (a === "--prefix") parsed.prefix = argv[++i] ?? DEFAULT_PREFIX;
    else if (a === "--local") parsed.targets.push("local");
    else if (a === "--aws") parsed.targets.push("aws");
    else if (a === "--endpoint") parsed.endpoint = argv[++i];
    else if (knownFlags.includes(a)) parsed.flags.add(a);
    else if (!parsed.command) parsed.command = a;
    else parsed.args.push(a);
  }
  return parsed;
}

/** The one target the arguments name, or the French reason they cannot be used. */
export function targetOf(kinds: Target["kind"][], endpoint: string | undefined): Target | string {
  const named = new Set(kinds);
  if (named.size !== 1) {
    return named.size === 0
      ? "Indiquez où travailler : --local (essai sur cet ordinateur) ou --aws (le vrai site)."
      : "Choisissez soit --local, soit --aws, pas les deux.";
  }
  if (named.has("aws")) {
    return endpoint ? "L'option --endpoint ne s'utilise qu'avec --local." : { kind: "aws" };
  }
  return { kind: "local", endpoint };
}

export interface TargetClients {
  ddb: DynamoDBDocumentClient;
  eventBridge: EventBridgeClient;
}

/** How an AWS client reaches the chosen place (any client: `new XClient(config)`); says on stderr where. */
export function clientConfigFor(
  target: Target,
  io: CliIo,
): { endpoint?: string; region: string; ignoreConfiguredEndpointUrls?: boolean } {
  if (target.kind === "local") {
    const endpoint = target.endpoint ?? emulatorEndpoint();
    io.err(`(émulateur local ${endpoint})`);
    return emulatorClientConfig(endpoint);
  }
  const region = process.env.AWS_REGION || DEFAULT_REGION;
  io.err(`(AWS, région ${region})`);
  // AWS_ENDPOINT_URL in the shell (left from local work) must not send --aws to the emulator.
  return { region, ignoreConfiguredEndpointUrls: true };
}

/** The clients of the chosen place; says on stderr where it works. */
export function clientsFor(target: Target, io: CliIo): TargetClients {
  const config = clientConfigFor(target, io);
  return {
    ddb: documentClient(new DynamoDBClient(config)),
    eventBridge: new EventBridgeClient(config),
  };
}

/**
 * What the functions' composition roots (functions/wiring/adapters.ts, wiring/stores.ts) take, for the
 * chosen place: the config of the deployment `prefix` and the clients that reach it.
 */
export function deploymentFor(
  target: Target,
  prefix: string,
  io: CliIo,
): { config: WiringConfig; clients: TargetClients } {
  return {
    config: deploymentWiringConfig(defineResources(prefix)),
    clients: clientsFor(target, io),
  };
}

/** Runs a tool when its file is the command run, with the exit code it returns. */
export function runAsMain(
  moduleUrl: string,
  run: (argv: string[]) => Promise<number>,
  localHint: string,
): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? "").href) return;
  run(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      console.error(
        /ECONNREFUSED|ENOTFOUND/.test(message)
          ? `Erreur : la base de données ne répond pas (${message}). ${localHint}`
          : /credential/i.test(message)
            ? "Erreur : identifiants AWS introuvables (configurez votre profil AWS, voir docs/provider-guide.md)."
            : `Erreur : ${message}`,
      );
      process.exitCode = 1;
    },
  );
}
