/**
 * The approval page of an order (its "payer-action" or "approve" link), standing in for PayPal's
 * checkout: GET /paypal/checkoutnow?token=ORDER_ID shows the merchant, what is bought, the total
 * and the same two buttons as the Stripe page, « Payer » and « Refuser ». POST does what the
 * button says: « Payer » approves the order (APPROVED; CHECKOUT.ORDER.APPROVED goes out) and
 * redirects (303) to return_url?token=ORDER_ID&PayerID=…; « Refuser » shows the refusal with a
 * link to cancel_url, the order staying as it was. The merchant still has to capture.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { escapeHtml } from "../../../../shared/escape-html";
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
import {
  amountText,
  cancelRedirect,
  isAwaitingPayer,
  type OrderRecord,
  returnRedirect,
} from "./order";

export const APPROVAL_PATH = "/paypal/checkoutnow";

export function approvalPageUrl(baseUrl: string, orderId: string): string {
  return `${baseUrl}${APPROVAL_PATH}?token=${encodeURIComponent(orderId)}`;
}

export interface ApprovalPageContext {
  accountName: string;
  find(id: string): OrderRecord | undefined;
  /** Approves the order and returns where to send the buyer; the webhook goes out apart. */
  approve(id: string): string | null;
  refuse(id: string): void;
  expireDue(): void;
}

const pagePath = (record: OrderRecord) =>
  `${APPROVAL_PATH}?token=${encodeURIComponent(record.order.id)}`;

function merchantOf(record: OrderRecord, accountName: string): string {
  return record.experience.brandName ?? accountName;
}

function approvalPage(record: OrderRecord, accountName: string, error?: string): string {
  const merchant = merchantOf(record, accountName);
  const unit = record.order.purchase_units[0];
  const total = amountText(unit.amount);
  return renderHostedPage({
    title: `Paiement PayPal – ${merchant}`,
    body: `${pageHeader(merchant, `Payer ${total}`)}
${TEST_NOTICE}
${error ? `<p class="erreur" role="alert">${escapeHtml(error)}</p>` : ""}
${purchaseSummary([{ label: unit.description ?? `Commande ${record.order.id}`, amount: total }], total)}
<p>Compte PayPal de test : acheteur@personal.example.com</p>
<form method="post" action="${escapeHtml(pagePath(record))}">
${PAY_OR_REFUSE_BUTTONS}
</form>
${backToSiteLink(cancelRedirect(record), merchant)}`,
  });
}

function closedPage(record: OrderRecord, accountName: string): string {
  const merchant = merchantOf(record, accountName);
  const next = linkButton(returnRedirect(record), "Continuer");
  switch (record.order.status) {
    case "APPROVED":
      return renderClosedPage({
        accountName: merchant,
        heading: "Paiement approuvé",
        text: `Vous avez approuvé ce paiement ; ${merchant} le finalise.`,
        next,
      });
    case "COMPLETED":
      return renderClosedPage({
        accountName: merchant,
        heading: "Paiement effectué",
        text: "Ce paiement a déjà été effectué.",
        next,
      });
    default:
      return renderClosedPage({
        accountName: merchant,
        heading: "Commande expirée",
        text: "Cette commande PayPal a expiré : aucun montant n'a été débité.",
        next: linkButton(cancelRedirect(record), `Revenir sur le site de ${merchant}`),
      });
  }
}

const notFoundPage = () =>
  renderHostedPage({
    title: "Commande PayPal introuvable",
    body: `<h1>Commande PayPal introuvable</h1>
<p>Cette adresse ne correspond à aucune commande PayPal.</p>`,
  });

export async function handleApprovalPage(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: ApprovalPageContext,
): Promise<void> {
  ctx.expireDue();
  const id = new URL(req.url ?? "/", "http://sandbox").searchParams.get("token") ?? "";
  const record = ctx.find(id);
  if (!record) return sendHtml(res, 404, notFoundPage());
  if (req.method !== "POST") {
    if (!isAwaitingPayer(record)) return sendHtml(res, 200, closedPage(record, ctx.accountName));
    return sendHtml(res, 200, approvalPage(record, ctx.accountName));
  }

  const form = new URLSearchParams(await readBody(req));
  if (!isAwaitingPayer(record)) return sendHtml(res, 409, closedPage(record, ctx.accountName));
  const action = form.get("action");
  if (action === "refuse") {
    ctx.refuse(id);
    return sendHtml(
      res,
      200,
      renderRefusedPage({
        accountName: merchantOf(record, ctx.accountName),
        amount: amountText(record.order.purchase_units[0].amount),
        backUrl: cancelRedirect(record),
        retryUrl: pagePath(record),
      }),
    );
  }
  if (action !== "pay") {
    const error = "Choisissez « Payer » ou « Refuser ».";
    return sendHtml(res, 400, approvalPage(record, ctx.accountName, error));
  }
  // The buyer is sent on at once; the webhook goes out on its own, as PayPal's does.
  const next = ctx.approve(id);
  if (next) return redirect(res, next);
  return sendHtml(res, 200, closedPage(record, ctx.accountName));
}
