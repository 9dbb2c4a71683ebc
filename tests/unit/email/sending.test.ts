import { messaging, type OutgoingEmail, type Send } from "@core/email/sending";
import { describe, expect, it } from "vitest";

const PROVIDER = "contact@jura-vtt-vitalite.ch";
const mail = { subject: "Objet", text: "Texte", html: "<p>Texte</p>" };

/** The path on recording senders and an in-memory once-per-key record. */
function recordingPath(options: { sms?: boolean } = {}) {
  const emails: OutgoingEmail[] = [];
  const sms: [string, string][] = [];
  const sent = new Set<string>();
  const notifyOnce = async (key: string, send: () => Promise<unknown>) => {
    if (sent.has(key)) return false;
    await send();
    sent.add(key);
    return true;
  };
  const path = messaging({
    sendEmail: async (message) => emails.push(message),
    ...(options.sms === false
      ? {}
      : { sendSms: async (phone: string, text: string) => sms.push([phone, text]) }),
    notifyOnce,
    notifyEachOnce: async (sends: Send[]) => {
      for (const [key, send] of sends) await notifyOnce(key, send);
    },
    providerEmail: PROVIDER,
  });
  return { path, emails, sms };
}

describe("the one e-mail and SMS path", () => {
  it("to a visitor: Reply-To the provider, the mail's attachments kept", async () => {
    const { path, emails } = recordingPath();
    const attachments = [{ filename: "sortie.ics", contentType: "text/calendar", content: "X" }];
    await path.sendOnce(
      path.toVisitor("k", "marie@example.ch", async () => ({ ...mail, attachments })),
    );
    expect(emails).toEqual([{ to: "marie@example.ch", replyTo: PROVIDER, ...mail, attachments }]);
  });

  it("to the provider: Reply-To the visitor when there is one, none otherwise", async () => {
    const { path, emails } = recordingPath();
    await path.sendEachOnce([
      path.toProvider("a", "marie@example.ch", () => mail),
      path.toProvider("b", undefined, () => mail),
    ]);
    expect(emails).toEqual([
      { to: PROVIDER, replyTo: "marie@example.ch", ...mail },
      { to: PROVIDER, ...mail },
    ]);
  });

  it("to a subscriber: no Reply-To, the mail's headers kept", async () => {
    const { path, emails } = recordingPath();
    const headers = { "List-Unsubscribe": "<https://example.ch/u>" };
    await path.sendOnce(path.toSubscriber("k", "abonne@example.ch", () => ({ headers, ...mail })));
    expect(emails).toEqual([{ to: "abonne@example.ch", headers, ...mail }]);
  });

  it("sends each key once, however often it is asked", async () => {
    const { path, emails, sms } = recordingPath();
    const sends = [
      path.toVisitor("e", "marie@example.ch", () => mail),
      path.sms("s", "+41791234567", () => "Demain 9 h"),
    ];
    await path.sendEachOnce(sends);
    await path.sendEachOnce(sends);
    expect(await path.sendOnce(sends[0] as Send)).toBe(false);
    expect(emails).toHaveLength(1);
    expect(sms).toEqual([["+41791234567", "Demain 9 h"]]);
  });

  it("an SMS where no SMS sender is wired fails with its key, and nothing is recorded as sent", async () => {
    const { path } = recordingPath({ sms: false });
    await expect(path.sendOnce(path.sms("k:sms", "+41791234567", () => "x"))).rejects.toThrow(
      "SMS k:sms : aucun envoi de SMS dans cette fonction",
    );
  });
});
