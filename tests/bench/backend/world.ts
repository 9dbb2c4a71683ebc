/**
 * What the backend bench runs against: the emulator on EMULATOR_PORT (started here unless one
 * answers there), provisioned and seeded, the payment sandbox on PAYMENT_SANDBOX_PORT playing
 * Stripe, and the functions' local environment (localFunctionEnv) copied into process.env, so that
 * the api handler imported afterwards in this process reads it as Lambda would.
 */

import { localFunctionEnv, localTeamAuthEnv } from "../../../local/function-env";
import { ensureEmulator } from "../../../localstack/emulator";
import { provision } from "../../../localstack/provision";
import { seedActivities } from "../../../localstack/seed";
import { startTestPaymentSandbox, type TestPaymentSandbox } from "../../support/payment-sandbox";

export interface BackendWorld {
  endpoint: string;
  /** The functions' environment (emulator, tables, queues, sandbox keys and address). */
  env: Record<string, string>;
  sandbox: TestPaymentSandbox;
  stop(): Promise<void>;
}

export async function startBackendWorld(): Promise<BackendWorld> {
  const emulator = await ensureEmulator({ log: () => {}, stopWithParent: true });
  let sandbox: TestPaymentSandbox | undefined;
  try {
    const provisioned = await provision(emulator.endpoint);
    await seedActivities(emulator.endpoint);
    // No webhook address: creating a Checkout Session sends none.
    sandbox = await startTestPaymentSandbox();
    const env = localFunctionEnv(emulator.endpoint, provisioned.queueUrls, {
      ...sandbox.env,
      ...localTeamAuthEnv(emulator.endpoint, provisioned.teamPool),
    });
    Object.assign(process.env, env);
    const started = sandbox;
    return {
      endpoint: emulator.endpoint,
      env,
      sandbox: started,
      stop: async () => {
        await started.stop();
        await emulator.stop();
      },
    };
  } catch (error) {
    await sandbox?.stop();
    await emulator.stop();
    throw error;
  }
}
