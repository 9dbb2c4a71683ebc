/**
 * The payment link of the registration e-mail, as the visitor follows it: the address under
 * « Payer mon inscription » in the e-mail's text part (the HTML button carries the same one).
 */
export function paymentLinkInEmail(text: string): URL {
  const url = /Payer mon inscription :\r?\n(\S+)/.exec(text)?.[1];
  if (!url) throw new Error("no « Payer mon inscription » link in this e-mail");
  return new URL(url);
}
