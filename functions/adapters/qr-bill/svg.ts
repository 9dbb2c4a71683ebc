import { SwissQRBill } from "swissqrbill/svg";
import { type QrBillRequest, toSwissQrBillData } from "./bill-data";

/** The slip is 210 x 105 mm; CSS pixels are 96 per inch. */
const PX_PER_MM = 96 / 25.4;

/**
 * The payment part and receipt as an SVG string, in French, for the bank-transfer page.
 * It keeps its printed size (210 x 105 mm) and gets a viewBox, so that the page can scale it to
 * the screen with CSS (a phone is narrower than 210 mm).
 * Throws when the data is not a valid QR-bill (the library's ValidationError, or ours for SCOR).
 */
export function renderQrBillSvg(request: QrBillRequest): string {
  const bill = new SwissQRBill(toSwissQrBillData(request), { language: "FR" });
  bill.instance.viewBox(0, 0, 210 * PX_PER_MM, 105 * PX_PER_MM);
  return bill.toString();
}
