import jsQR from "jsqr";
import { PNG } from "pngjs";

/** A PNG image read back: its size and the text of the QR code it shows (null when none). */
export function readQrPng(png: Buffer): { width: number; height: number; text: string | null } {
  const image = PNG.sync.read(png);
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  return { width: image.width, height: image.height, text: found?.data ?? null };
}

/** The same for a `data:image/png;base64,…` address. */
export function readQrDataUrl(dataUrl: string) {
  const prefix = "data:image/png;base64,";
  if (!dataUrl.startsWith(prefix)) throw new Error(`not a PNG data URL: ${dataUrl.slice(0, 40)}`);
  return readQrPng(Buffer.from(dataUrl.slice(prefix.length), "base64"));
}
