/**
 * npm run emulator -- install|start|stop|status|provision|seed|reset
 *
 * install    creates localstack/.venv with the pinned moto (done automatically on first start)
 * start      starts moto on 127.0.0.1:${EMULATOR_PORT:-4566} and leaves it running (PID recorded)
 * stop       stops the emulator that `start` left running (by its recorded PID only)
 * status     says what answers on the port
 * provision  creates the product's tables, queues, bus, rules, log group and SES identities
 * seed       provisions, then writes the sample outings
 * reset      wipes the emulator's state and provisions again
 */
import {
  emulatorEndpoint,
  emulatorPort,
  ensureEmulator,
  ensureVenv,
  probeEmulator,
  stopRecordedEmulator,
} from "./emulator";
import { provision } from "./provision";
import { resetEmulatorState } from "./reset";
import { seedActivities } from "./seed";

const log = (line: string) => console.log(line);

async function requireRunning(): Promise<string> {
  const endpoint = emulatorEndpoint();
  if (!(await probeEmulator(endpoint))) {
    throw new Error(`Nothing answers on ${endpoint}: run "npm run emulator -- start" first.`);
  }
  return endpoint;
}

async function main(command: string | undefined): Promise<void> {
  switch (command) {
    case "install":
      await ensureVenv(log);
      log("Emulator installed (localstack/.venv).");
      return;
    case "start": {
      const emulator = await ensureEmulator({ log });
      log(
        emulator.startedHere
          ? `Emulator ready on ${emulator.endpoint}. Stop it with "npm run emulator -- stop".`
          : `Something already answers on ${emulator.endpoint}: using it as it is.`,
      );
      return;
    }
    case "stop":
      log(
        (await stopRecordedEmulator())
          ? "Emulator stopped."
          : `No emulator started by "start" on port ${emulatorPort()}.`,
      );
      return;
    case "status": {
      const kind = await probeEmulator(emulatorEndpoint());
      log(kind ? `${kind} answers on ${emulatorEndpoint()}` : `Nothing on ${emulatorEndpoint()}`);
      if (!kind) process.exitCode = 1;
      return;
    }
    case "provision": {
      const { queueUrls } = await provision(await requireRunning());
      log(`Provisioned. Queues: ${Object.values(queueUrls).join(", ")}`);
      return;
    }
    case "seed": {
      const endpoint = await requireRunning();
      await provision(endpoint);
      const activities = await seedActivities(endpoint);
      log(`${activities.length} outings written.`);
      return;
    }
    case "reset":
      await resetEmulatorState(await requireRunning());
      log("Emulator state wiped and provisioned again.");
      return;
    default:
      console.error("Usage: npm run emulator -- install|start|stop|status|provision|seed|reset");
      process.exitCode = 2;
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
