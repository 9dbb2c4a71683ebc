/**
 * Runs before each e2e file: the site's URL and the emulator's endpoint from the global setup, and
 * the check that no test met a CSP violation.
 */
import { afterEach, expect, inject } from "vitest";
import { takeCspViolations } from "../e2e/support/browser";
import "./provided-context";

process.env.E2E_BASE_URL = inject("e2eBaseUrl");
process.env.AWS_ENDPOINT_URL = inject("emulatorEndpoint");
process.env.PAYMENT_SANDBOX_URL = inject("paymentSandboxUrl");

// Every page of every test runs under the site's Content-Security-Policy (the local host sends it):
// no violation in the console nor among Chromium's issues (tests/e2e/support/browser.ts), nor
// among the events WebKit's and Gecko's pages fired (tests/e2e/support/engines/driver.ts).
afterEach(async () => {
  expect(await takeCspViolations(), "CSP violations reported by the browsers").toEqual([]);
});
