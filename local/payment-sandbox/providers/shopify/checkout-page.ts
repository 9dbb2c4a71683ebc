/**
 * The checkout page of a cart (its `checkoutUrl`, /cart/c/:token?key=…), in the same frame as the
 * other hosted pages: the shop, what is bought, the total and two buttons, « Payer » and
 * « Refuser ». « Payer » makes the order, sends `orders/paid` apart, and shows the thank-you with
 * a link back to the site; « Refuser » shows the refusal with a link back, the cart staying open.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { escapeHtml } from "../../../../shared/escape-html";
import { formatChf } from "../../../../shared/money";
import { readBody, sendHtml } from "../../http-io";
import { renderHostedPage } from "../../page-layout";
import { type CartRecord, cartTotalCentimes } from "./cart";

export const CHECKOUT_PATH = "/cart/c/";

export interface CheckoutPageContext {
  shopName: string;
  find(token: string): CartRecord | undefined;
  /** Pays the cart (the webhook goes out apart) and returns it, now with its order. */
  pay(cart: CartRecord): CartRecord;
  refuse(cart: CartRecord): void;
  /** Where the buyer goes back to: the cart's `return_url` attribute, else the configured one. */
  returnUrl(cart: CartRecord): string | null;
  expireDue(): void;
}

const backLink = (href: string | null, shopName: string) =>
  href
    ? `<p><a class="bouton principal" href="${escapeHtml(href)}">Revenir sur le site de ${escapeHtml(shopName)}</a></p>`
    : "";

function page(shopName: string, title: string, body: string): string {
  return renderHostedPage({
    title: `${title} – ${shopName}`,
    body: `<p class="marchand">${escapeHtml(shopName)}</p>\n${body}`,
  });
}

function checkoutPage(cart: CartRecord, ctx: CheckoutPageContext, error?: string): string {
  const total = formatChf(cartTotalCentimes(cart));
  const items = cart.lines
    .map(
      (line) =>
        `<li><span>${escapeHtml(line.product.title)}${line.quantity > 1 ? ` × ${line.quantity}` : ""}</span><span>${escapeHtml(formatChf(line.variant.priceCentimes * line.quantity))}</span></li>`,
    )
    .join("\n");
  const email = cart.buyerIdentity.email
    ? `<p>Confirmation envoyée à : ${escapeHtml(cart.buyerIdentity.email)}</p>`
    : "";
  const back = ctx.returnUrl(cart);
  return page(
    ctx.shopName,
    "Paiement",
    `<h1>Payer ${escapeHtml(total)}</h1>
<p class="test">Page de paiement de test : aucun argent ne circule.</p>
${error ? `<p class="erreur" role="alert">${escapeHtml(error)}</p>` : ""}
<h2>Votre commande</h2>
<ul class="achat">
${items}
</ul>
<p class="total"><span>Total</span><span>${escapeHtml(total)}</span></p>
${email}
<p>Paiement par carte de crédit ou de débit.</p>
<form method="post">
<div class="actions">
<button type="submit" class="principal" name="action" value="pay">Payer</button>
<button type="submit" class="secondaire" name="action" value="refuse">Refuser</button>
</div>
</form>
${back ? `<p><a href="${escapeHtml(back)}">Revenir sur le site de ${escapeHtml(ctx.shopName)} sans payer</a></p>` : ""}`,
  );
}

function thankYouPage(cart: CartRecord, ctx: CheckoutPageContext): string {
  const order = cart.order;
  return page(
    ctx.shopName,
    "Merci pour votre commande",
    `<h1>Merci pour votre commande</h1>
<p role="status">Commande ${escapeHtml(order?.name ?? "")} confirmée : ${escapeHtml(formatChf(cartTotalCentimes(cart)))} payés.</p>
${backLink(ctx.returnUrl(cart), ctx.shopName)}`,
  );
}

function refusedPage(cart: CartRecord, ctx: CheckoutPageContext, again: string): string {
  return page(
    ctx.shopName,
    "Paiement refusé",
    `<h1>Paiement refusé</h1>
<p role="status">Le paiement de ${escapeHtml(formatChf(cartTotalCentimes(cart)))} a été refusé. Aucun montant n'a été débité.</p>
${backLink(ctx.returnUrl(cart), ctx.shopName)}
<p><a href="${escapeHtml(again)}">Essayer à nouveau</a></p>`,
  );
}

function closedPage(cart: CartRecord, ctx: CheckoutPageContext): string {
  if (cart.status === "paid") return thankYouPage(cart, ctx);
  return page(
    ctx.shopName,
    "Panier expiré",
    `<h1>Panier expiré</h1>
<p>Ce panier a expiré : aucun montant n'a été débité.</p>
${backLink(ctx.returnUrl(cart), ctx.shopName)}`,
  );
}

const notFoundPage = () =>
  renderHostedPage({
    title: "Panier introuvable",
    body: `<h1>Panier introuvable</h1>
<p>Cette adresse ne correspond à aucun panier.</p>`,
  });

export async function handleCheckoutPage(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  ctx: CheckoutPageContext,
): Promise<void> {
  ctx.expireDue();
  const token = decodeURIComponent(path.slice(CHECKOUT_PATH.length));
  const key = new URL(req.url ?? "/", "http://sandbox").searchParams.get("key");
  const cart = ctx.find(token);
  // The key belongs to the cart: a token alone does not open its checkout.
  if (!cart?.checkoutUrl.endsWith(`?key=${key}`)) return sendHtml(res, 404, notFoundPage());
  if (req.method !== "POST") {
    return sendHtml(
      res,
      200,
      cart.status === "open" ? checkoutPage(cart, ctx) : closedPage(cart, ctx),
    );
  }
  const form = new URLSearchParams(await readBody(req));
  if (cart.status !== "open") return sendHtml(res, 409, closedPage(cart, ctx));
  if (cart.lines.length === 0) {
    return sendHtml(
      res,
      400,
      checkoutPage(cart, ctx, "Ce panier est vide : il n'y a rien à payer."),
    );
  }
  switch (form.get("action")) {
    case "pay":
      return sendHtml(res, 200, thankYouPage(ctx.pay(cart), ctx));
    case "refuse":
      ctx.refuse(cart);
      return sendHtml(res, 200, refusedPage(cart, ctx, cart.checkoutUrl));
    default:
      return sendHtml(res, 400, checkoutPage(cart, ctx, "Choisissez « Payer » ou « Refuser »."));
  }
}
