/**
 * Integration tests run against the emulator: start one (or reuse the one that answers on
 * EMULATOR_PORT), create the product's resources, and stop it afterwards only if started here.
 */
import type { TestProject } from "vitest/node";
import { ensureEmulator } from "../../localstack/emulator";
import { provision } from "../../localstack/provision";
import "./provided-context";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulator = await ensureEmulator({ log: (line) => console.log(line), stopWithParent: true });
  const provisioned = await provision(emulator.endpoint);
  project.provide("emulatorEndpoint", emulator.endpoint);
  project.provide("queueUrls", provisioned.queueUrls);
  project.provide("deadLetterUrls", provisioned.deadLetterUrls);
  return async () => {
    if (emulator.startedHere) await emulator.stop();
  };
}
