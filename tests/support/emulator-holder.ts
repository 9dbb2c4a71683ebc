/**
 * Starts an emulator tied to this process, prints "ready", then waits to be killed: the process
 * emulator.test.ts kills without letting it stop anything.
 */
import { ensureEmulator } from "../../localstack/emulator";

const port = Number(process.argv[2]);
const emulator = await ensureEmulator({ port, stopWithParent: true });
console.log(`ready ${emulator.endpoint}`);
setInterval(() => {}, 60_000);
