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
import { centimesToDecimal, formatChf } from "../../../../shared/money";
import { readBody, redirect, sendHtml } from "../../http-io";
import {
  backToSiteLink,
  linkButton,
  PAY_OR_REFUSE_BUTTONS,
  pageHeader,
  purchaseSummary,
  renderClosedPage,
  renderHostedPage,
  renderRefusedPage,
  TEST_NOTICE,
} from "../../page-layout";
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
  return `${currency.toUpperCase()} ${centimesToDecimal(centimes)}`;
}

function checkoutPage(record: SessionRecord, accountName: string, error?: string): string {
  const { session, lineItems } = record;
  const total = amount(session.amount_total, session.currency);
  const lines = lineItems.map((item) => ({
    label: `${item.description}${item.quantity > 1 ? ` × ${item.quantity}` : ""}`,
    amount: amount(item.amount_total, item.currency),
  }));
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
  return renderHostedPage({
    title: `Paiement – ${accountName}`,
    body: `${pageHeader(accountName, `Payer ${total}`)}
${TEST_NOTICE}
${error ? `<p class="erreur" role="alert">${escapeHtml(error)}</p>` : ""}
${purchaseSummary(lines, total)}
${email}
<form method="post" action="${PAGE_PATH}${escapeHtml(session.id)}">
<fieldset>
<legend>Moyen de paiement</legend>
${methods}
</fieldset>
${PAY_OR_REFUSE_BUTTONS}
</form>
<p>Cette page de paiement reste valable jusqu'au ${escapeHtml(formatDateTime(new Date(session.expires_at * 1000)))}.</p>
${backToSiteLink(session.cancel_url, accountName)}`,
  });
}

function refusedPage(record: SessionRecord, accountName: string): string {
  const { session } = record;
  return renderRefusedPage({
    accountName,
    amount: amount(session.amount_total, session.currency),
    backUrl: session.cancel_url,
    retryUrl: `${PAGE_PATH}${session.id}`,
  });
}

function closedPage(record: SessionRecord, accountName: string): string {
  const { session } = record;
  const paid = session.status === "complete";
  return renderClosedPage({
    accountName,
    heading: paid ? "Paiement effectué" : "Session de paiement expirée",
    text: paid
      ? "Ce paiement a déjà été effectué."
      : "Cette session de paiement a expiré : aucun montant n'a été débité.",
    next: paid
      ? linkButton(successRedirect(session), "Continuer")
      : linkButton(session.cancel_url, `Revenir sur le site de ${accountName}`),
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
