import { SwissQRBill } from "swissqrbill/svg";
import { type QrBillRequest, toSwissQrBillData } from "./bill-data";

/**
 * The payment part and receipt as an SVG string, in French, for the bank-transfer page.
 * Throws when the data is not a valid QR-bill (the library's ValidationError, or ours for SCOR).
 */
export function renderQrBillSvg(request: QrBillRequest): string {
  return new SwissQRBill(toSwissQrBillData(request), { language: "FR" }).toString();
}
