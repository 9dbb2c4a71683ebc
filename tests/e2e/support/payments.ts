import type { Page, Response } from "playwright-core";
import { readEventLog, readSentEmails, type SentEmail } from "../../support/aws";
import { eventually } from "../../support/eventually";
import type { PageLike } from "./engines/driver";

/** The answer to the page's next POST /api/payments. */
export function paymentCreated(page: Page): Promise<Response> {
  return page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/payments" && r.request().method() === "POST",
  );
}

/** The first e-mail sent to the address that matches, once it is in the emulator. */
export async function emailTo(address: string, matches: (email: SentEmail) => boolean) {
  return eventually(
    async () => {
      const found = (await readSentEmails()).find((e) => e.to.includes(address) && matches(e));
      if (!found) throw new Error(`no such e-mail to ${address} yet`);
      return found;
    },
    { timeoutMs: 45_000, intervalMs: 1_000 },
  );
}

/** The PaymentCompleted event of the payment, once it is in the event log. */
export async function paymentCompletedEvent(paymentId: string) {
  return eventually(
    async () => {
      const found = (await readEventLog()).find(
        (e) => e.detailType === "PaymentCompleted" && e.data.payment_id === paymentId,
      );
      if (!found) throw new Error("no PaymentCompleted event yet");
      return found;
    },
    { timeoutMs: 45_000, intervalMs: 1_000 },
  );
}

/**
 * From the confirmation page: pays by card on the sandbox's Stripe page (« Payer ») and waits
 * for « Paiement réussi ! » back on the site.
 */
export async function payByCardOnSandbox(page: PageLike, sandboxUrl: string): Promise<void> {
  await page.locator("main").getByRole("button", { name: "Payer par carte ou TWINT" }).click();
  await page.waitForURL((url) => url.href.startsWith(sandboxUrl));
  await page.getByRole("button", { name: "Payer", exact: true }).click();
  await page.getByRole("heading", { name: "Paiement réussi !" }).waitFor({ timeout: 30_000 });
}
