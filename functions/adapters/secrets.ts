import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";

/**
 * Reads a secret's text from AWS Secrets Manager (a function's deployed secrets). One reader
 * reads each secret once, however many of its settings are asked for; a new reader reads again
 * (a refresh after a key is rolled makes a new one).
 */
export function secretsReader(client: SecretsManagerClient = new SecretsManagerClient({})) {
  const texts = new Map<string, Promise<string | undefined>>();
  return (secretId: string): Promise<string | undefined> => {
    let text = texts.get(secretId);
    if (!text) {
      text = client
        .send(new GetSecretValueCommand({ SecretId: secretId }))
        .then((result) => result.SecretString);
      texts.set(secretId, text);
    }
    return text;
  };
}

export type ReadSecret = (secretId: string) => Promise<string | undefined>;

/**
 * One setting of a secret that holds a JSON object of settings (the payment providers' keys,
 * infra/resources.ts): its value trimmed, or undefined when the object lacks it. Anything but a
 * JSON object (the random value the stack stores at first) is refused, naming the secret, never
 * quoting it.
 */
export async function readSecretSetting(
  name: string,
  secretId: string,
  readSecret: ReadSecret,
): Promise<string | undefined> {
  const text = await readSecret(secretId);
  let settings: unknown;
  try {
    settings = text === undefined ? {} : JSON.parse(text);
  } catch {
    settings = undefined;
  }
  if (!settings || typeof settings !== "object" || Array.isArray(settings)) {
    throw new Error(
      `Configuration invalide : ${name} (secret ${secretId}) : le secret doit contenir un objet JSON de réglages, par exemple {"${name}": "…"}`,
    );
  }
  const value = (settings as Record<string, unknown>)[name];
  return typeof value === "string" ? value.trim() || undefined : undefined;
}

/**
 * A provider's setting: given directly in the environment (locally: the sandbox's values) or,
 * deployed, the key `<NAME>` of the JSON secret whose ARN the environment names in `<NAME>_ARN`.
 * Throws with the setting's name when neither has it; `where` names the secret for further
 * messages.
 */
export async function settingFromEnvOrSecret(
  name: string,
  env: NodeJS.ProcessEnv,
  readSecret: ReadSecret,
): Promise<{ value: string; where: string }> {
  const direct = env[name] || undefined;
  const secretId = env[`${name}_ARN`] || undefined;
  const value =
    direct ?? (secretId ? await readSecretSetting(name, secretId, readSecret) : undefined);
  const where = secretId && !direct ? ` (secret ${secretId})` : "";
  if (!value) {
    throw new Error(`Configuration invalide ou manquante : ${name} ou ${name}_ARN${where}`);
  }
  return { value, where };
}
