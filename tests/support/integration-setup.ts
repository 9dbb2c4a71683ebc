/**
 * Runs before each integration test file: the functions' local environment goes into
 * process.env (so tests can import and call handlers directly), and the emulator is wiped and
 * provisioned again so that no file sees another's data.
 */
import { beforeAll, inject } from "vitest";
import { localFunctionEnv } from "../../local/function-env";
import { resetState } from "./aws";
import "./provided-context";

Object.assign(process.env, localFunctionEnv(inject("emulatorEndpoint"), inject("queueUrls")));

beforeAll(async () => {
  await resetState();
});
