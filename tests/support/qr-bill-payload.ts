import jsQR from "jsqr";
import { pdfContentStreams } from "./pdf-text";

/**
 * Reads a QR-bill SVG the way a banking app does: draws its QR code into a bitmap and decodes it,
 * so tests check what a payer's phone would scan, not a string we built ourselves. The PDF's
 * code is read from its drawing operators, without rendering the page.
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
  debtorStreet: 22,
  debtorBuildingNumber: 23,
  debtorZip: 24,
  debtorCity: 25,
  debtorCountry: 26,
  referenceType: 27,
  reference: 28,
  message: 29,
  trailer: 30,
} as const;

const PIXELS_PER_MM = 10;
const QUIET_ZONE_MM = 5;
const PT_PER_MM = 72 / 25.4;

/** A dark or light square of the code, in millimetres from the code's top left corner. */
interface Square {
  x: number;
  y: number;
  width: number;
  height: number;
  dark: boolean;
}

/** The lines of the payload encoded in the QR code of a QR-bill SVG. */
export function readQrBillPayload(svg: string): string[] {
  const qrSvg = /<svg[^>]*width="46mm" height="46mm"[^>]*>(.*?)<\/svg>/s.exec(svg)?.[1];
  if (!qrSvg) throw new Error("No 46 mm QR code in this SVG.");
  const rects = qrSvg.matchAll(
    /<rect x="([\d.]+)mm" y="([\d.]+)mm" width="([\d.]+)mm" height="([\d.]+)mm" fill="(black|white)"/g,
  );
  const squares = Array.from(rects, ([, x, y, width, height, fill]) => ({
    x: Number(x),
    y: Number(y),
    width: Number(width),
    height: Number(height),
    dark: fill === "black",
  }));
  return decodeSquares(squares, "The QR code of this SVG does not decode.");
}

/**
 * The same for a QR-bill PDF, from the page's own drawing: the code is the longest run of
 * rectangles (`x y w h re`) filled at once (`f`), the modules as swissqrbill draws them. Read
 * without the Swiss cross drawn over it, which the code's error correction makes up for anyway.
 */
export function readQrBillPdfPayload(pdf: Buffer): string[] {
  let modules: Square[] = [];
  for (const content of pdfContentStreams(pdf)) {
    let run: Square[] = [];
    for (const line of content.split("\n")) {
      const rect = /^(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re$/.exec(line.trim());
      if (rect) {
        const [x, y, width, height] = rect.slice(1).map((n) => Number(n) / PT_PER_MM);
        run.push({ x: x ?? 0, y: y ?? 0, width: width ?? 0, height: height ?? 0, dark: true });
      } else if (line.trim() === "f" || line.trim().endsWith(" f")) {
        if (run.length > modules.length) modules = run;
        run = [];
      }
    }
  }
  if (modules.length < 100) throw new Error("No QR code drawn in this PDF.");
  const left = Math.min(...modules.map((m) => m.x));
  const top = Math.min(...modules.map((m) => m.y));
  const placed = modules.map((m) => ({ ...m, x: m.x - left, y: m.y - top }));
  return decodeSquares(placed, "The QR code of this PDF does not decode.");
}

/** Draws the squares on white, with a quiet zone, and decodes the QR code as UTF-8 lines. */
function decodeSquares(squares: Square[], failure: string): string[] {
  const size = Math.round((46 + 2 * QUIET_ZONE_MM) * PIXELS_PER_MM);
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const square of squares) {
    const toPx = (mm: number) => Math.round((mm + QUIET_ZONE_MM) * PIXELS_PER_MM);
    const [x0, y0] = [toPx(square.x), toPx(square.y)];
    const [x1, y1] = [toPx(square.x + square.width), toPx(square.y + square.height)];
    const shade = square.dark ? 0 : 255;
    for (let row = y0; row < y1; row++) {
      for (let col = x0; col < x1; col++) {
        const at = (row * size + col) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = shade;
      }
    }
  }
  const code = jsQR(pixels, size, size);
  if (!code) throw new Error(failure);
  return new TextDecoder("utf-8").decode(Uint8Array.from(code.binaryData)).split(/\r?\n/);
}
