import type { EmailContent } from "./layout";

/** A file sent with an e-mail: the calendar invitation (sortie.ics), the QR-bill (PDF). */
export interface EmailAttachment {
  filename: string;
  /** e.g. "text/calendar; charset=UTF-8; method=PUBLISH" */
  contentType: string;
  content: string | Uint8Array;
}

/** An e-mail as its builder makes it, with what it may carry besides its text and HTML. */
export interface Mail extends EmailContent {
  attachments?: EmailAttachment[];
  /** Extra headers, e.g. the newsletter's List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** What the mailer sends: the e-mail and its envelope. The sender is the configured one. */
export interface OutgoingEmail extends Mail {
  to: string | string[];
  replyTo?: string;
}

/** One message to send once: its key in the sent-notifications table, and how to send it. */
export type Send = [key: string, send: () => Promise<unknown>];

/**
 * What sending needs: the mailer (adapters/mailer.ts), the SMS sender (adapters/sms.ts), the
 * once-per-key record (adapters/sent-notifications.ts), the provider's address.
 */
export interface MessagingPorts {
  sendEmail(message: OutgoingEmail): Promise<unknown>;
  /** Left out by a function that sends no SMS (the payment reminder): no SNS client in its bundle. */
  sendSms?(phoneE164: string, text: string): Promise<unknown>;
  /** Runs `send` at most once per key; true when it ran now (sent-notifications). */
  notifyOnce(key: string, send: () => Promise<unknown>): Promise<boolean>;
  /** notifyOnce for each, in order, each tried even when one before failed; then throws. */
  notifyEachOnce(sends: Send[]): Promise<void>;
  /** The provider's address: the notices go to it, the visitors' replies too. */
  providerEmail: string;
}

/**
 * The one way every e-mail and SMS of the product goes out, the envelope's rules written once:
 * - to a visitor (or a company's contact): Reply-To the provider, so a reply reaches the founders;
 * - to the provider: Reply-To the person the notice is about, when there is one;
 * - to a subscriber (the newsletter): no Reply-To, the e-mail only asks for a click, and its
 *   List-Unsubscribe headers;
 * - each message once per key (sendOnce, sendEachOnce), however often its event or job runs.
 * Builders (core/…/…emails.ts) make the content; the mail thunks run only when the key is new.
 */
export function messaging(ports: MessagingPorts) {
  /** Sends an e-mail to a visitor now; their reply goes to the provider. */
  async function emailVisitor(address: string, mail: () => Mail | Promise<Mail>) {
    return ports.sendEmail({ to: address, replyTo: ports.providerEmail, ...(await mail()) });
  }

  return {
    emailVisitor,

    /** An e-mail to a visitor (or a company's contact); their reply goes to the provider. */
    toVisitor(key: string, address: string, mail: () => Mail | Promise<Mail>): Send {
      return [key, () => emailVisitor(address, mail)];
    },

    /** An e-mail to the provider; their reply goes to `replyTo` (the visitor), when there is one. */
    toProvider(key: string, replyTo: string | undefined, mail: () => Mail): Send {
      return [
        key,
        () =>
          ports.sendEmail({ to: ports.providerEmail, ...(replyTo ? { replyTo } : {}), ...mail() }),
      ];
    },

    /** An e-mail to a newsletter subscriber: no reply-to address, its headers as the mail gives. */
    toSubscriber(key: string, address: string, mail: () => Mail): Send {
      return [key, () => ports.sendEmail({ to: address, ...mail() })];
    },

    /** An SMS to a visitor's phone (E.164). */
    sms(key: string, phoneE164: string, text: () => string): Send {
      return [
        key,
        async () => {
          if (!ports.sendSms)
            throw new Error(`SMS ${key} : aucun envoi de SMS dans cette fonction`);
          return ports.sendSms(phoneE164, text());
        },
      ];
    },

    /** Sends once per key, however often the event comes; true when it sent now. */
    sendOnce: ([key, send]: Send) => ports.notifyOnce(key, send),

    /** Each once per key, in order, each tried even when one before failed (notifyEachOnce). */
    sendEachOnce: (sends: Send[]) => ports.notifyEachOnce(sends),
  };
}

/** The one e-mail and SMS path, as use cases and the notifier receive it. */
export type Messaging = ReturnType<typeof messaging>;
