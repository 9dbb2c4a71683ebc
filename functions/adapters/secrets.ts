import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";

/** Reads one secret's text from AWS Secrets Manager (a function's deployed secrets). */
export function secretsReader(client: SecretsManagerClient = new SecretsManagerClient({})) {
  return async (secretId: string): Promise<string | undefined> => {
    const result = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    return result.SecretString;
  };
}
