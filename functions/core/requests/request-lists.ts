import { formatDate } from "@shared/date-format";
import { PAYMENT_METHOD_LABELS } from "@shared/payments/payment-methods";
import {
  REQUEST_HANDLING_LABELS,
  type RequestHandling,
  type TeamMessage,
  type TeamQuote,
} from "@shared/schemas/team-requests";
import type { StoredContactMessage } from "../contact/contact-message";
import type { Payment, QuoteRequestForPayment } from "../payments/payment";
import type { RequestInbox, RequestPage } from "./ports";
import { replyLink } from "./reply-link";

/** « Voir plus » adds this many at a time. */
export const REQUEST_PAGE_SIZE = 50;

export interface ListOptions {
  /** Only those still to handle (« À traiter seulement »), or all. */
  handling?: RequestHandling;
  cursor?: string;
}

const statusOf = (handling: RequestHandling | undefined) => {
  const statut = handling ?? "a_traiter";
  return { statut, statut_libelle: REQUEST_HANDLING_LABELS[statut] };
};

/** What a quote request said, as the answer quotes it. */
function quoteText(quote: QuoteRequestForPayment): string {
  return [
    `Entreprise : ${quote.companyName}`,
    `Participants : ${quote.participants}`,
    ...(quote.date ? [`Date souhaitée : ${formatDate(quote.date)}`] : []),
    ...(quote.comments ? [`Remarques : ${quote.comments}`] : []),
  ].join("\n");
}

/** The company's direct payment, shown once it completed (the request is then `paid`). */
async function paidPayment(
  quote: QuoteRequestForPayment,
  getPayment: (id: string) => Promise<Payment | undefined>,
): Promise<TeamQuote["paiement"]> {
  if (quote.status !== "paid" || !quote.paid_payment_id) return null;
  const payment = await getPayment(quote.paid_payment_id);
  if (payment?.status !== "completed") return null;
  return {
    paye: true,
    montant_centimes: payment.amount_centimes,
    moyen: PAYMENT_METHOD_LABELS[payment.method] ?? null,
    paye_le: payment.completed_at ?? quote.paid_at ?? payment.updated_at,
  };
}

/** The quote requests, newest first, with their status, the company's payment and « Répondre ». */
export async function listQuotes(
  options: ListOptions,
  ports: {
    quotes: RequestInbox<QuoteRequestForPayment>;
    getPayment: (id: string) => Promise<Payment | undefined>;
  },
): Promise<RequestPage<TeamQuote>> {
  const page = await ports.quotes.listNewest({ ...options, limit: REQUEST_PAGE_SIZE });
  const items = await Promise.all(
    page.items.map(
      async (quote): Promise<TeamQuote> => ({
        id: quote.id,
        recu_le: quote.created_at,
        ...statusOf(quote.handling),
        entreprise: quote.companyName,
        contact: quote.contactName,
        email: quote.email,
        telephone: quote.phone || null,
        participants: quote.participants,
        date_souhaitee: quote.date ?? null,
        remarques: quote.comments ?? null,
        paiement: await paidPayment(quote, ports.getPayment),
        repondre: replyLink("quote", quote.email, quote.created_at, quoteText(quote)),
      }),
    ),
  );
  return { items, next: page.next };
}

/** The contact messages, newest first, with their status and « Répondre ». */
export async function listMessages(
  options: ListOptions,
  ports: { messages: RequestInbox<StoredContactMessage> },
): Promise<RequestPage<TeamMessage>> {
  const page = await ports.messages.listNewest({ ...options, limit: REQUEST_PAGE_SIZE });
  return {
    items: page.items.map((message) => ({
      id: message.id,
      recu_le: message.created_at,
      ...statusOf(message.handling),
      nom: message.lastName,
      prenom: message.firstName,
      email: message.email,
      telephone: message.phone ?? null,
      message: message.message,
      repondre: replyLink("message", message.email, message.created_at, message.message),
    })),
    next: page.next,
  };
}
