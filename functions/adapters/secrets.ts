import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";

/** Reads one secret's text from AWS Secrets Manager (a function's deployed secrets). */
export function secretsReader(client: SecretsManagerClient = new SecretsManagerClient({})) {
  return async (secretId: string): Promise<string | undefined> => {
    const result = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    return result.SecretString;
  };
}

export type ReadSecret = (secretId: string) => Promise<string | undefined>;

/**
 * A provider's setting: given directly in the environment (locally: the sandbox's values) or,
 * deployed, kept in Secrets Manager under the ARN the environment names in `<NAME>_ARN`. Throws
 * with the setting's name when neither has it; `where` names the secret for further messages.
 */
export async function settingFromEnvOrSecret(
  name: string,
  env: NodeJS.ProcessEnv,
  readSecret: ReadSecret,
): Promise<{ value: string; where: string }> {
  const direct = env[name] || undefined;
  const secretId = env[`${name}_ARN`] || undefined;
  const value = direct ?? (secretId ? (await readSecret(secretId))?.trim() : undefined);
  const where = secretId && !direct ? ` (secret ${secretId})` : "";
  if (!value) {
    throw new Error(`Configuration invalide ou manquante : ${name} ou ${name}_ARN${where}`);
  }
  return { value, where };
}
