/**
 * The payment link of the registration e-mail, as the visitor follows it: the address under
 * « Payer mon inscription » in the e-mail's text part (the HTML button carries the same one).
 * Another button's address with its label (« Payer mes places » of the waiting list's offer).
 */
export function paymentLinkInEmail(text: string, label = "Payer mon inscription"): URL {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const url = new RegExp(`${escaped} :\\r?\\n(\\S+)`).exec(text)?.[1];
  if (!url) throw new Error(`no « ${label} » link in this e-mail`);
  return new URL(url);
}
