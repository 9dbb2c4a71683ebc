import { afterEach, describe, expect, it, vi } from "vitest";
import { errorText, log, maskPersonalData } from "../../functions/logger";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("error texts in logs", () => {
  it("mask the e-mail address an SES refusal quotes, keeping the rest of the reason", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => lines.push(line));
    const refusal = new Error(
      "Email address is not verified. The following identities failed the check in region EU-CENTRAL-2: monique.favre@example.ch",
    );
    log.error("notification_failed", { messageId: "m-1", error: errorText(refusal) });
    expect(lines).toHaveLength(1);
    const written = JSON.parse(lines[0] ?? "{}");
    expect(written.error).toBe(
      "Email address is not verified. The following identities failed the check in region EU-CENTRAL-2: [e-mail]",
    );
    expect(written.messageId).toBe("m-1");
  });

  it("mask phone numbers in every spelling the forms accept", () => {
    for (const phone of [
      "+41 79 123 45 67",
      "+41791234567",
      "0041 79 123 45 67",
      "079 123 45 67",
    ]) {
      expect(maskPersonalData(`SMS refusé pour ${phone}.`), phone).toBe(
        "SMS refusé pour [téléphone].",
      );
    }
  });

  it("leave ids, amounts, dates and times alone", () => {
    const facts =
      "registration 3f2c9a7e-1b2d-4c5e-9f00-123456789abc, CHF 129.00, 2026-11-23T17:50:00.000Z, order 1001, 10 places";
    expect(maskPersonalData(facts)).toBe(facts);
  });
});
