import { qrCodeImages } from "@adapters/qr-code";
import { TWINT_QR } from "@shared/constants/offer";
import { describe, expect, it } from "vitest";
import { readQrDataUrl } from "../../support/qr-image";

/** What the sandbox's hosted page address looks like, and what Stripe's real ones look like. */
const SANDBOX_PAGE = "http://127.0.0.1:4010/pay/cs_test_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0";
const STRIPE_PAGE =
  "https://checkout.stripe.com/c/pay/cs_test_a1FUq9BFAwEPBMzBxJiEc7gbXAKH3KuWHvKu2wkkXy9i5cfuJhEhB2Nbyu#fidkdWxOYHwnPyd1blpxYHZxWjA0T2BEbkFjV3NAX1U1dUR8Q3Y9MkB8TXxLRVRIPWJqc3ZBf2lEbnBWVHFTbm9VV3F0aXN0RmNcUlN0TnFUbGNvNkRHbV1sYU5TPXFVRGlzdGhAR0pCN2JQNTVGTUx1RjVWYycpJ2N3amhWYHdzYHcnP3F3cGApJ2lkfGpwcVF8dWAnPyd2bGtiaWBabHFgaCcpJ2BrZGdpYFVpZGZgbWppYWB3dic%2FcXdwYHgl";

describe("the TWINT QR code image", () => {
  it.each([
    ["the sandbox's page", SANDBOX_PAGE],
    ["a Stripe page of 400 characters", STRIPE_PAGE],
  ])("is a 200 × 200 PNG whose code reads back as %s", async (_, address) => {
    const dataUrl = await qrCodeImages.pngDataUrl(address);
    expect(dataUrl.startsWith("data:image/png;base64,")).toBe(true);
    const image = readQrDataUrl(dataUrl);
    expect(image).toEqual({ width: TWINT_QR.sizePx, height: TWINT_QR.sizePx, text: address });
    expect(TWINT_QR.sizePx).toBe(200);
  });
});
