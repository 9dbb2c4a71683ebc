import {
  confirmPage,
  invalidLinkPage,
  type NewsletterPage,
  renderNewsletterPage,
  unsubscribePage,
  unsubscribeQuestionPage,
} from "@core/newsletter/pages";
import {
  confirmSubscription,
  type NewsletterPorts,
  requestSubscription,
  unsubscribe,
  unsubscribeQuestion,
} from "@core/newsletter/subscription";
import { newsletterSubscriptionSchema, newsletterTokenSchema } from "@shared/schemas/newsletter";
import { log } from "../../logger";
import { accepted, type FormGate } from "../form-submission";
import type { ApiEvent, ApiResult } from "../http";
import { bindRoutes } from "../router";

function tokenOf(event: ApiEvent): string | undefined {
  const parsed = newsletterTokenSchema.safeParse(event.queryStringParameters?.token);
  return parsed.success ? parsed.data : undefined;
}

/** The newsletter's double opt-in: subscription, confirmation link, unsubscribe. */
export function newsletterRoutes(ports: NewsletterPorts, siteUrl: string, gate: FormGate) {
  /**
   * POST /api/newsletter: double opt-in. A new (or unsubscribed) address is stored as pending and
   * gets a confirmation e-mail; an address already confirmed gets nothing new. The answer is the
   * same in every case (202), so it does not tell who is subscribed.
   */
  async function postNewsletter(event: ApiEvent) {
    const submission = await gate(event, newsletterSubscriptionSchema, "newsletter");
    if (submission.kind === "trapped") return accepted();
    const outcome = await requestSubscription(submission.data, ports);
    log.info("newsletter_subscription_requested", { outcome });
    return accepted();
  }

  function htmlPage(page: NewsletterPage): ApiResult {
    return {
      statusCode: page.status,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        // The token is in the address: never pass it on to another site.
        "referrer-policy": "no-referrer",
        "x-robots-tag": "noindex",
        "content-security-policy":
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      },
      body: renderNewsletterPage(page, siteUrl),
    };
  }

  /** GET /api/newsletter/confirm?token=: the link of the confirmation e-mail. */
  async function getConfirm(event: ApiEvent) {
    const token = tokenOf(event);
    if (!token) return htmlPage(invalidLinkPage());
    const outcome = await confirmSubscription(token, ports);
    log.info("newsletter_confirm", { outcome });
    return htmlPage(confirmPage(outcome));
  }

  /**
   * GET /api/newsletter/unsubscribe?token=: the link of every newsletter e-mail. It only shows a
   * page whose button POSTs to the same address: mail scanners that follow links unsubscribe
   * nobody.
   */
  async function getUnsubscribe(event: ApiEvent) {
    const token = tokenOf(event);
    if (!token) return htmlPage(invalidLinkPage());
    const question = await unsubscribeQuestion(token, ports);
    const action = `/api/newsletter/unsubscribe?${new URLSearchParams({ token })}`;
    return htmlPage(unsubscribeQuestionPage(question, action));
  }

  /**
   * POST /api/newsletter/unsubscribe?token=: the page's button, and the RFC 8058 one-click POST
   * that mail programs send from the List-Unsubscribe header.
   */
  async function postUnsubscribe(event: ApiEvent) {
    const token = tokenOf(event);
    if (!token) return htmlPage(invalidLinkPage());
    const outcome = await unsubscribe(token, ports);
    log.info("newsletter_unsubscribe", { outcome });
    return htmlPage(unsubscribePage(outcome));
  }

  return bindRoutes("newsletter", {
    subscribe: postNewsletter,
    confirm: getConfirm,
    askUnsubscribe: getUnsubscribe,
    unsubscribe: postUnsubscribe,
  });
}
