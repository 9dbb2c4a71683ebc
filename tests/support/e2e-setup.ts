/** Runs before each e2e file: the site's URL and the emulator's endpoint from the global setup. */
import { inject } from "vitest";
import "./provided-context";

process.env.E2E_BASE_URL = inject("e2eBaseUrl");
process.env.AWS_ENDPOINT_URL = inject("emulatorEndpoint");
process.env.PAYMENT_SANDBOX_URL = inject("paymentSandboxUrl");
