import { type EmailMessage, sendEmail } from "@adapters/mailer";
import { getConfig } from "../../config";
import { notifierAdapters } from "./adapters";

/** One notification to send once: its key in the sent-notifications table, and how to send it. */
export type Send = [key: string, send: () => Promise<unknown>];

type Mail = Omit<EmailMessage, "to" | "replyTo">;

/** An e-mail to a visitor (or a company's contact); their reply goes to the provider. */
export function toVisitor(key: string, address: string, mail: () => Mail | Promise<Mail>): Send {
  return [
    key,
    async () => sendEmail({ to: address, replyTo: getConfig().PROVIDER_EMAIL, ...(await mail()) }),
  ];
}

/** An e-mail to the provider; their reply goes to the visitor (`replyTo`), when there is one. */
export function toProvider(key: string, replyTo: string | undefined, mail: () => Mail): Send {
  return [
    key,
    () => sendEmail({ to: getConfig().PROVIDER_EMAIL, ...(replyTo ? { replyTo } : {}), ...mail() }),
  ];
}

const { notifyOnce, notifyEachOnce } = notifierAdapters.sentNotifications;

/** Sends once per key, however often the event comes. */
export const sendOnce = ([key, send]: Send) => notifyOnce(key, send);

/** Each once per key, in order, each tried even when one before failed (notifyEachOnce). */
export const sendEachOnce = (sends: Send[]) => notifyEachOnce(sends);
