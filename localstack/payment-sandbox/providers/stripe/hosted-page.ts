/**
 * The hosted Checkout page of a session (its `url`): GET /pay/:id shows the merchant, what is
 * bought and the total, a choice between the session's payment methods and two buttons,
 * « Payer » and « Refuser ». POST /pay/:id does what the chosen button says: « Payer » completes
 * the session and redirects (303) to success_url; « Refuser » declines the payment and shows the
 * refusal with a link back to cancel_url, the session staying open.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { formatDateTime } from "../../../../shared/date-format";
import { escapeHtml } from "../../../../shared/escape-html";
import { formatChf } from "../../../../shared/money";
import { readBody, redirect, sendHtml } from "../../http-io";
import { renderHostedPage } from "../../page-layout";
import type { PaymentMethod } from "../../provider";
import { type SessionRecord, successRedirect } from "./checkout-session";

export const PAGE_PATH = "/pay/";

const METHOD_LABELS: Record<string, string> = {
  card: "Carte de crédit ou de débit",
  twint: "TWINT",
};

export interface HostedPageContext {
  accountName: string;
  find(id: string): SessionRecord | undefined;
  /** Completes the session and returns where to send the buyer; the webhook goes out apart. */
  pay(id: string, method: PaymentMethod): string | null;
  refuse(id: string): void;
  expireDue(): void;
}

function amount(centimes: number, currency: string): string {
  if (currency === "chf") return formatChf(centimes);
  return `${currency.toUpperCase()} ${(centimes / 100).toFixed(2)}`;
}

function link(href: string | null, text: string, className = "bouton principal"): string {
  return href
    ? `<p><a class="${className}" href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`
    : "";
}

function checkoutPage(record: SessionRecord, accountName: string, error?: string): string {
  const { session, lineItems } = record;
  const items = lineItems
    .map(
      (item) =>
        `<li><span>${escapeHtml(item.description)}${item.quantity > 1 ? ` × ${item.quantity}` : ""}</span><span>${escapeHtml(amount(item.amount_total, item.currency))}</span></li>`,
    )
    .join("\n");
  const methods = session.payment_method_types
    .map(
      (method, i) => `<div class="choix">
  <input type="radio" id="moyen-${escapeHtml(method)}" name="method" value="${escapeHtml(method)}"${i === 0 ? " checked" : ""}>
  <label for="moyen-${escapeHtml(method)}">${escapeHtml(METHOD_LABELS[method] ?? method)}</label>
</div>`,
    )
    .join("\n");
  const email = session.customer_email
    ? `<p>Reçu envoyé à : ${escapeHtml(session.customer_email)}</p>`
    : "";
  const back = session.cancel_url
    ? `<p><a href="${escapeHtml(session.cancel_url)}">Revenir sur le site de ${escapeHtml(accountName)} sans payer</a></p>`
    : "";
  return renderHostedPage({
    title: `Paiement – ${accountName}`,
    body: `<p class="marchand">${escapeHtml(accountName)}</p>
<h1>Payer ${escapeHtml(amount(session.amount_total, session.currency))}</h1>
<p class="test">Page de paiement de test : aucun argent ne circule.</p>
${error ? `<p class="erreur" role="alert">${escapeHtml(error)}</p>` : ""}
<h2>Votre achat</h2>
<ul class="achat">
${items}
</ul>
<p class="total"><span>Total</span><span>${escapeHtml(amount(session.amount_total, session.currency))}</span></p>
${email}
<form method="post" action="${PAGE_PATH}${escapeHtml(session.id)}">
<fieldset>
<legend>Moyen de paiement</legend>
${methods}
</fieldset>
<div class="actions">
<button type="submit" class="principal" name="action" value="pay">Payer</button>
<button type="submit" class="secondaire" name="action" value="refuse">Refuser</button>
</div>
</form>
<p>Cette page de paiement reste valable jusqu'au ${escapeHtml(formatDateTime(new Date(session.expires_at * 1000)))}.</p>
${back}`,
  });
}

function refusedPage(record: SessionRecord, accountName: string): string {
  const { session } = record;
  return renderHostedPage({
    title: `Paiement refusé – ${accountName}`,
    body: `<p class="marchand">${escapeHtml(accountName)}</p>
<h1>Paiement refusé</h1>
<p role="status">Le paiement de ${escapeHtml(amount(session.amount_total, session.currency))} a été refusé. Aucun montant n'a été débité.</p>
${link(session.cancel_url, `Revenir sur le site de ${accountName}`)}
<p><a href="${PAGE_PATH}${escapeHtml(session.id)}">Essayer à nouveau</a></p>`,
  });
}

function closedPage(record: SessionRecord, accountName: string): string {
  const { session } = record;
  const paid = session.status === "complete";
  const next = paid
    ? link(successRedirect(session), "Continuer")
    : link(session.cancel_url, `Revenir sur le site de ${accountName}`);
  return renderHostedPage({
    title: `${paid ? "Paiement effectué" : "Session de paiement expirée"} – ${accountName}`,
    body: `<p class="marchand">${escapeHtml(accountName)}</p>
<h1>${paid ? "Paiement effectué" : "Session de paiement expirée"}</h1>
<p>${paid ? "Ce paiement a déjà été effectué." : "Cette session de paiement a expiré : aucun montant n'a été débité."}</p>
${next}`,
  });
}

const notFoundPage = () =>
  renderHostedPage({
    title: "Session de paiement introuvable",
    body: `<h1>Session de paiement introuvable</h1>
<p>Cette adresse ne correspond à aucune session de paiement.</p>`,
  });

export async function handleHostedPage(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  ctx: HostedPageContext,
): Promise<void> {
  ctx.expireDue();
  const id = decodeURIComponent(path.slice(PAGE_PATH.length));
  const record = ctx.find(id);
  if (!record) return sendHtml(res, 404, notFoundPage());
  if (req.method !== "POST") {
    if (record.session.status !== "open")
      return sendHtml(res, 200, closedPage(record, ctx.accountName));
    return sendHtml(res, 200, checkoutPage(record, ctx.accountName));
  }

  const form = new URLSearchParams(await readBody(req));
  if (record.session.status !== "open")
    return sendHtml(res, 409, closedPage(record, ctx.accountName));
  if (form.get("action") === "refuse") {
    ctx.refuse(id);
    return sendHtml(res, 200, refusedPage(record, ctx.accountName));
  }
  const method = form.get("method") ?? "";
  if (form.get("action") !== "pay" || !record.session.payment_method_types.includes(method)) {
    const error = "Choisissez l'un des moyens de paiement proposés, puis « Payer » ou « Refuser ».";
    return sendHtml(res, 400, checkoutPage(record, ctx.accountName, error));
  }
  // The buyer is sent on at once; the webhook goes out on its own, as Stripe's does.
  const next = ctx.pay(id, method as PaymentMethod);
  if (next) return redirect(res, next);
  return sendHtml(res, 200, closedPage(record, ctx.accountName));
}
