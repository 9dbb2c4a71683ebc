import jsQR from "jsqr";

/**
 * Reads a QR-bill SVG the way a banking app does: draws its QR code into a bitmap and decodes it,
 * so tests check what a payer's phone would scan, not a string we built ourselves.
 */

/** Field positions of the Swiss Payments Code (SIX IG QR-bill, version 0200). */
export const SPC_FIELD = {
  qrType: 0,
  version: 1,
  codingType: 2,
  account: 3,
  creditorAddressType: 4,
  creditorName: 5,
  creditorStreet: 6,
  creditorBuildingNumber: 7,
  creditorZip: 8,
  creditorCity: 9,
  creditorCountry: 10,
  amount: 18,
  currency: 19,
  debtorAddressType: 20,
  debtorName: 21,
  referenceType: 27,
  reference: 28,
  message: 29,
  trailer: 30,
} as const;

const PIXELS_PER_MM = 10;
const QUIET_ZONE_MM = 5;

/** The lines of the payload encoded in the QR code of a QR-bill SVG. */
export function readQrBillPayload(svg: string): string[] {
  const qrSvg = /<svg[^>]*width="46mm" height="46mm"[^>]*>(.*?)<\/svg>/s.exec(svg)?.[1];
  if (!qrSvg) throw new Error("No 46 mm QR code in this SVG.");
  const size = Math.round((46 + 2 * QUIET_ZONE_MM) * PIXELS_PER_MM);
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  const rects = qrSvg.matchAll(
    /<rect x="([\d.]+)mm" y="([\d.]+)mm" width="([\d.]+)mm" height="([\d.]+)mm" fill="(black|white)"/g,
  );
  for (const [, x, y, width, height, fill] of rects) {
    const toPx = (mm: number) => Math.round((mm + QUIET_ZONE_MM) * PIXELS_PER_MM);
    const [x0, y0] = [toPx(Number(x)), toPx(Number(y))];
    const [x1, y1] = [toPx(Number(x) + Number(width)), toPx(Number(y) + Number(height))];
    const shade = fill === "black" ? 0 : 255;
    for (let row = y0; row < y1; row++) {
      for (let col = x0; col < x1; col++) {
        const at = (row * size + col) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = shade;
      }
    }
  }
  const code = jsQR(pixels, size, size);
  if (!code) throw new Error("The QR code of this SVG does not decode.");
  return new TextDecoder("utf-8").decode(Uint8Array.from(code.binaryData)).split(/\r?\n/);
}
