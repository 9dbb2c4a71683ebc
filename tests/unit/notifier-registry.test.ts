import { inscriptionExpired } from "@shared/events/inscription-expired";
import { QuoteRequested } from "@shared/events/quote-requested";
import { describe, expect, it, vi } from "vitest";
import { notificationRegistry, onEvent } from "../../functions/workers/notifier/registry";
import { sqsBatchHandler } from "../../functions/workers/sqs-batch";

const metadata = { eventId: "e1", occurredAt: "2026-03-01T10:00:00.000Z", version: 1 };
const expiredData = {
  inscription_id: "i1",
  activity_id: "a1",
  activity_title: "Crêtes du Jura",
  activity_date: "2026-03-12",
  participants: 2,
  total_centimes: 15000,
  deadline: "2026-03-04T10:00:00.000Z",
  status: "expired",
};

describe("the notifier's registry", () => {
  it("parses the envelope by the contract, loads by id and hands both to the notification", async () => {
    const send = vi.fn(async () => {});
    const notify = notificationRegistry([
      onEvent(
        inscriptionExpired,
        { missing: "Inscription", load: async ({ data }) => ({ id: data.inscription_id }) },
        send,
      ),
    ]);
    const detail = { metadata, data: expiredData };
    await notify({ "detail-type": "InscriptionExpired", detail });
    expect(send).toHaveBeenCalledWith({ id: "i1" }, detail);
  });

  it("fails the event when its record is gone, an unknown detail-type, or a bad envelope", async () => {
    const notify = notificationRegistry([
      onEvent(inscriptionExpired, { missing: "Inscription", load: async () => undefined }, vi.fn()),
    ]);
    await expect(
      notify({ "detail-type": "InscriptionExpired", detail: { metadata, data: expiredData } }),
    ).rejects.toThrow("Inscription introuvable (événement e1)");
    await expect(notify({ "detail-type": "Unknown", detail: {} })).rejects.toThrow(
      "Aucun traitement pour l'événement Unknown",
    );
    await expect(
      notify({ "detail-type": "InscriptionExpired", detail: { metadata, data: {} } }),
    ).rejects.toThrow();
  });

  it("refuses two notifications for one detail-type", () => {
    const twice = () =>
      notificationRegistry([onEvent(QuoteRequested, vi.fn()), onEvent(QuoteRequested, vi.fn())]);
    expect(twice).toThrow("Deux traitements pour l'événement QuoteRequested");
  });
});

describe("sqsBatchHandler", () => {
  it("reports only the records that threw, after trying every one", async () => {
    const seen: string[] = [];
    const handler = sqsBatchHandler("test_failed", async (record) => {
      seen.push(record.messageId);
      if (record.body === "bad") throw new Error("refusé");
    });
    const records = ["ok", "bad", "ok"].map((body, i) => ({ messageId: `m${i}`, body }));
    const result = await handler({ Records: records } as never);
    expect(seen).toEqual(["m0", "m1", "m2"]);
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: "m1" }] });
  });
});
