import type { QuoteRequest } from "@shared/schemas/quote";
import { describe, expect, it } from "vitest";
import { quoteRequestForPayment } from "../../../web/src/features/quote/quote-for-payment";

const request: QuoteRequest = {
  companyName: "Horlogerie SA",
  contactName: "Claude Martin",
  email: "claude@horlogerie.ch",
  phone: "+41 22 123 45 67",
  participants: "6-8",
  date: "",
  comments: "",
};

/** A sender that records what it was asked and answers one id per key, like the API. */
function fakeApi(failFirst = false) {
  const calls: { request: QuoteRequest; key: string }[] = [];
  let fail = failFirst;
  const send = async (sent: QuoteRequest, key: string) => {
    calls.push({ request: sent, key });
    if (fail) {
      fail = false;
      throw new Error("offline");
    }
    return `quote-for-${key}`;
  };
  let keys = 0;
  return { calls, send, newKey: () => `key-${++keys}` };
}

describe("the quote request sent before a direct payment", () => {
  it("is sent once whichever buttons are pressed, and every press gets its id", async () => {
    const api = fakeApi();
    const prepare = quoteRequestForPayment(api.send, api.newKey);
    const [paypal, twint] = await Promise.all([prepare(request), prepare({ ...request })]);
    const again = await prepare(request);
    expect([paypal, twint, again]).toEqual([
      "quote-for-key-1",
      "quote-for-key-1",
      "quote-for-key-1",
    ]);
    expect(api.calls).toHaveLength(1);
  });

  it("is a new request, with a new key, once the visitor changed it", async () => {
    const api = fakeApi();
    const prepare = quoteRequestForPayment(api.send, api.newKey);
    await prepare(request);
    const changed = await prepare({ ...request, participants: "9-12" });
    expect(changed).toBe("quote-for-key-2");
    expect(api.calls.map((c) => [c.key, c.request.participants])).toEqual([
      ["key-1", "6-8"],
      ["key-2", "9-12"],
    ]);
  });

  it("is sent again after a failure, with the same key (the API stores it once)", async () => {
    const api = fakeApi(true);
    const prepare = quoteRequestForPayment(api.send, api.newKey);
    await expect(prepare(request)).rejects.toThrow("offline");
    await expect(prepare(request)).resolves.toBe("quote-for-key-1");
    expect(api.calls.map((c) => c.key)).toEqual(["key-1", "key-1"]);
  });
});
