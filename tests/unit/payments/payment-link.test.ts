import {
  PAYMENT_LINK_SECRET_MIN_LENGTH,
  readPaymentLinkSecret,
} from "@adapters/payment-link-secret";
import {
  checkPaymentLink,
  paymentLinkExpiry,
  paymentLinks,
  paymentLinkUrl,
  signPaymentLink,
} from "@core/registrations/links";
import { paymentLinkPath, readPaymentLinkParams } from "@shared/payments/payment-link";
import { describe, expect, it, vi } from "vitest";

const SECRET = "a-payment-link-secret-of-at-least-32-characters";
const expiresAt = new Date("2026-05-10T07:00:00Z");
const before = new Date("2026-05-10T06:59:59Z");

describe("payment link jeton", () => {
  const jeton = signPaymentLink("reg-1", expiresAt, SECRET);

  it("is compact and URL-safe: epoch seconds, a dot, the base64url HMAC", () => {
    expect(jeton).toMatch(/^1778396400\.[A-Za-z0-9_-]{43}$/);
    expect(encodeURIComponent(jeton)).toBe(jeton);
    // Same inputs, same jeton: Stripe's resumed call repeats its addresses exactly.
    expect(signPaymentLink("reg-1", expiresAt, SECRET)).toBe(jeton);
  });

  it("is valid for its registration until it expires", () => {
    expect(checkPaymentLink("reg-1", jeton, SECRET, before)).toBe("valid");
  });

  it("expires at its time, by the clock it is given", () => {
    expect(checkPaymentLink("reg-1", jeton, SECRET, expiresAt)).toBe("expired");
    expect(checkPaymentLink("reg-1", jeton, SECRET, new Date("2026-06-01T00:00:00Z"))).toBe(
      "expired",
    );
  });

  it("does not open another registration", () => {
    expect(checkPaymentLink("reg-2", jeton, SECRET, before)).toBe("invalid");
    expect(checkPaymentLink("reg-1.1778396400", jeton, SECRET, before)).toBe("invalid");
  });

  it("refuses a changed signature or a later expiry", () => {
    const [expires, mac = ""] = jeton.split(".");
    const flipped = `${mac.slice(0, 10)}${mac[10] === "A" ? "B" : "A"}${mac.slice(11)}`;
    expect(checkPaymentLink("reg-1", `${expires}.${flipped}`, SECRET, before)).toBe("invalid");
    const later = Number(expires) + 86_400;
    expect(checkPaymentLink("reg-1", `${later}.${mac}`, SECRET, before)).toBe("invalid");
  });

  it("refuses a jeton signed with another key", () => {
    const foreign = signPaymentLink("reg-1", expiresAt, `${SECRET}-other`);
    expect(checkPaymentLink("reg-1", foreign, SECRET, before)).toBe("invalid");
  });

  it("refuses anything that is not a jeton, without throwing", () => {
    for (const text of ["", "abc", `${jeton}x`, jeton.slice(0, -1), `x${jeton}`, "1.2"]) {
      expect(checkPaymentLink("reg-1", text, SECRET, before)).toBe("invalid");
    }
  });

  it("signs and checks with the key its port gives", async () => {
    const secret = vi.fn(async () => SECRET);
    const links = paymentLinks(secret);
    const activity = { date: "2026-05-10", heure_rdv: "09:00" };
    const { jeton: made, expiresAt: until } = await links.linkFor({ id: "reg-1" }, activity);
    expect(made).toBe(jeton);
    expect(until).toEqual(expiresAt);
    expect(await links.check("reg-1", made, before)).toBe("valid");
    expect(await links.check("reg-1", made, expiresAt)).toBe("expired");
    expect(secret).toHaveBeenCalledTimes(3);
  });
});

describe("paymentLinkExpiry: the activity's meeting time in Europe/Zurich", () => {
  const expiry = (date: string, heure_rdv: string) =>
    paymentLinkExpiry({ id: "reg-1" }, { date, heure_rdv }).toISOString();

  it("winter (UTC+1) and summer (UTC+2)", () => {
    expect(expiry("2026-01-15", "09:30")).toBe("2026-01-15T08:30:00.000Z");
    expect(expiry("2026-07-01", "09:30")).toBe("2026-07-01T07:30:00.000Z");
  });

  it("on the days the clocks change", () => {
    // 29 March 2026: 02:00 becomes 03:00; 25 October 2026: 03:00 becomes 02:00.
    expect(expiry("2026-03-28", "09:00")).toBe("2026-03-28T08:00:00.000Z");
    expect(expiry("2026-03-29", "09:00")).toBe("2026-03-29T07:00:00.000Z");
    expect(expiry("2026-10-25", "09:00")).toBe("2026-10-25T08:00:00.000Z");
    expect(expiry("2026-10-24", "09:00")).toBe("2026-10-24T07:00:00.000Z");
  });

  it("a link made in the morning of the activity stops working at its meeting time", () => {
    const made = signPaymentLink(
      "reg-1",
      paymentLinkExpiry({ id: "reg-1" }, { date: "2026-03-29", heure_rdv: "09:00" }),
      SECRET,
    );
    expect(checkPaymentLink("reg-1", made, SECRET, new Date("2026-03-29T06:59:00Z"))).toBe("valid");
    expect(checkPaymentLink("reg-1", made, SECRET, new Date("2026-03-29T07:00:00Z"))).toBe(
      "expired",
    );
  });
});

describe("the link's address", () => {
  it("is the confirmation page with the registration and its jeton", () => {
    const url = paymentLinkUrl("https://www.jura-vtt-vitalite.ch/", "reg 1", "1778396400.abc_-");
    expect(url).toBe(
      "https://www.jura-vtt-vitalite.ch/confirmation-inscription?inscription=reg+1&jeton=1778396400.abc_-",
    );
    expect(readPaymentLinkParams(new URL(url).searchParams)).toEqual({
      registrationId: "reg 1",
      jeton: "1778396400.abc_-",
    });
  });

  it("is read only when it has both parts", () => {
    expect(readPaymentLinkParams(new URLSearchParams("inscription=reg-1"))).toBeNull();
    expect(readPaymentLinkParams(new URLSearchParams("jeton=1.a"))).toBeNull();
    expect(readPaymentLinkParams(new URLSearchParams("inscription_id=reg-1&jeton=1.a"))).toBeNull();
    expect(paymentLinkPath({ registrationId: "r", jeton: "j" })).toBe(
      "/confirmation-inscription?inscription=r&jeton=j",
    );
  });
});

describe("the payment link key (PAYMENT_LINK_SECRET)", () => {
  const never = async () => {
    throw new Error("Secrets Manager must not be called");
  };

  it("is taken from the environment locally", async () => {
    expect(await readPaymentLinkSecret({ PAYMENT_LINK_SECRET: ` ${SECRET} ` }, never)).toBe(SECRET);
  });

  it("is read from Secrets Manager when deployed", async () => {
    const read = vi.fn(async () => `${SECRET}\n`);
    const env = { PAYMENT_LINK_SECRET_ARN: "arn:aws:secretsmanager:eu-central-2:1:secret:link" };
    expect(await readPaymentLinkSecret(env, read)).toBe(SECRET);
    expect(read).toHaveBeenCalledWith(env.PAYMENT_LINK_SECRET_ARN);
  });

  it("fails with its name when missing or too short", async () => {
    await expect(readPaymentLinkSecret({}, never)).rejects.toThrow(
      "Configuration invalide ou manquante : PAYMENT_LINK_SECRET ou PAYMENT_LINK_SECRET_ARN",
    );
    await expect(
      readPaymentLinkSecret({ PAYMENT_LINK_SECRET_ARN: "arn:link" }, async () => ""),
    ).rejects.toThrow("PAYMENT_LINK_SECRET_ARN (secret arn:link)");
    await expect(
      readPaymentLinkSecret(
        { PAYMENT_LINK_SECRET: "x".repeat(PAYMENT_LINK_SECRET_MIN_LENGTH - 1) },
        never,
      ),
    ).rejects.toThrow(/^Configuration invalide : PAYMENT_LINK_SECRET doit compter au moins 32/);
  });
});

describe("link purposes: a payment jeton does not cancel, a cancellation jeton does not pay", () => {
  const payment = signPaymentLink("reg-1", expiresAt, SECRET);
  const cancellation = signPaymentLink("reg-1", expiresAt, SECRET, "cancellation");

  it("signs each purpose apart, the payment jeton as before", () => {
    expect(cancellation).not.toBe(payment);
    expect(signPaymentLink("reg-1", expiresAt, SECRET, "payment")).toBe(payment);
    expect(cancellation).toMatch(/^1778396400\.[A-Za-z0-9_-]{43}$/);
  });

  it("checks a jeton for its own purpose only", () => {
    expect(checkPaymentLink("reg-1", cancellation, SECRET, before, "cancellation")).toBe("valid");
    expect(checkPaymentLink("reg-1", payment, SECRET, before, "cancellation")).toBe("invalid");
    expect(checkPaymentLink("reg-1", cancellation, SECRET, before)).toBe("invalid");
    expect(checkPaymentLink("reg-1", cancellation, SECRET, expiresAt, "cancellation")).toBe(
      "expired",
    );
  });

  it("links: the cancellation jeton lasts until the meeting time", async () => {
    const links = paymentLinks(async () => SECRET);
    const activity = { date: "2026-05-10", heure_rdv: "09:00" };
    const { jeton, expiresAt: until } = await links.cancellationLinkFor({ id: "reg-1" }, activity);
    expect(until.toISOString()).toBe("2026-05-10T07:00:00.000Z");
    expect(await links.check("reg-1", jeton, before, "cancellation")).toBe("valid");
    expect(await links.check("reg-1", jeton, before)).toBe("invalid");
  });
});
