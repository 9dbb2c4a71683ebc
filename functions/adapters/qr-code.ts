import type { QrCodePort } from "@core/payments/ports/checkout";
import { TWINT_QR } from "@shared/constants/offer";
import QRCode from "qrcode";

/**
 * QR codes as PNG data URLs (the `qrcode` package, pure JavaScript), TWINT_QR.sizePx square.
 * Error correction M: a phone reads it from a screen seen at an angle or with a reflection. A
 * quiet zone of 2 modules, not the standard 4: Stripe's addresses are long (about 400 characters,
 * 73 modules), every module pixel counts in 200 pixels, and the page puts the image on white, which
 * completes the quiet zone.
 */
export const qrCodeImages: QrCodePort = {
  pngDataUrl: (text) =>
    QRCode.toDataURL(text, {
      type: "image/png",
      width: TWINT_QR.sizePx,
      margin: 2,
      errorCorrectionLevel: "M",
    }),
};
