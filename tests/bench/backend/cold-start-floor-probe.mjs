// The floor of one cold start, run as `node cold-start-floor-probe.mjs <packages JSON> <waves JSON>`
// in a fresh process with the function's environment: imports only the AWS SDK packages the
// function's bundle imports at start, then sends the AWS calls its first invocation made (as the
// bench recorded them), wave by wave: the calls of a wave overlapped, so they go together. Prints
// one line, prefixed COLD_START_FLOOR, with both durations in milliseconds.

/** The client of each JSON protocol, by the X-Amz-Target prefix of its calls. */
const CLIENTS = {
  DynamoDB_20120810: ["@aws-sdk/client-dynamodb", "DynamoDBClient"],
  AmazonSQS: ["@aws-sdk/client-sqs", "SQSClient"],
  AWSEvents: ["@aws-sdk/client-eventbridge", "EventBridgeClient"],
  secretsmanager: ["@aws-sdk/client-secrets-manager", "SecretsManagerClient"],
  AWSCognitoIdentityProviderService: [
    "@aws-sdk/client-cognito-identity-provider",
    "CognitoIdentityProviderClient",
  ],
};

const [packagesJson, wavesJson] = process.argv.slice(2);
const packages = JSON.parse(packagesJson);
const waves = JSON.parse(wavesJson);

const started = performance.now();
await Promise.all(packages.map((name) => import(name)));
const imported = performance.now();

const clients = new Map();
async function send({ target, body }) {
  const [prefix, operation] = String(target).split(".");
  const client = CLIENTS[prefix];
  if (!target || !client)
    throw new Error(`the floor cannot send ${target ?? "a query-protocol call"}`);
  const module = await import(client[0]);
  // The settings of functions/adapters/aws-clients.ts.
  const settings = { region: process.env.AWS_REGION, endpoint: process.env.AWS_ENDPOINT_URL };
  if (!clients.has(prefix)) clients.set(prefix, new module[client[1]](settings));
  // A JSON protocol's body is the operation's input as the SDK takes it.
  return clients.get(prefix).send(new module[`${operation}Command`](JSON.parse(body)));
}
for (const wave of waves) await Promise.all(wave.map(send));
const called = performance.now();

process.stdout.write(
  `\nCOLD_START_FLOOR ${JSON.stringify({ importMs: imported - started, invokeMs: called - imported })}\n`,
);
