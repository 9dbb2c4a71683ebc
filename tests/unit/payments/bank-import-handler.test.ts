import { readFileSync } from "node:fs";
import type { EventEnvelope } from "@shared/events/envelope";
import type { S3Event } from "aws-lambda";
import { beforeAll, describe, expect, it } from "vitest";
import { stubFunctionConfig } from "../../support/function-config";
import { aBankTransferPayment, aRegistration, paymentPorts } from "../../support/payment-fakes";

const bytes = readFileSync(new URL("../../fixtures/camt054-qr-payments.xml", import.meta.url));

let handlerModule: typeof import("../../../functions/workers/bank-import/handler");

beforeAll(async () => {
  // The module wires its adapters from the environment when it loads, as in Lambda.
  stubFunctionConfig();
  handlerModule = await import("../../../functions/workers/bank-import/handler");
});

const s3Event = (key: string): S3Event =>
  ({
    Records: [{ s3: { bucket: { name: "bank-files" }, object: { key } } }],
  }) as unknown as S3Event;

describe("the bank file dropped in the bucket", () => {
  it("reads the object under its decoded key and imports it as the command line does", async () => {
    const { ports, store } = paymentPorts();
    store.registrations.set("reg-1", aRegistration());
    store.payments.set(
      "pay-1",
      aBankTransferPayment({ id: "pay-1", bank_reference: "210000000003139471430009017" }),
    );
    const asked: [string, string][] = [];
    const readObject = async (bucket: string, key: string) => {
      asked.push([bucket, key]);
      return new Uint8Array(bytes);
    };
    const announced: EventEnvelope[] = [];
    const handler = handlerModule.bankImportHandler(readObject, {
      ...ports,
      announce: async (events) => {
        announced.push(...events);
      },
    });

    await handler(s3Event("imports/camt054+du+23.11.2026.xml"));

    expect(asked).toEqual([["bank-files", "imports/camt054 du 23.11.2026.xml"]]);
    expect(store.registrations.get("reg-1")?.status).toBe("paid");
    expect(announced).toHaveLength(1);
    const data = announced[0]?.detail.data as { file_name: string; entries: { outcome: string }[] };
    expect(data.file_name).toBe("camt054 du 23.11.2026.xml");
    expect(data.entries.map((e) => e.outcome)).toEqual([
      "paid",
      "unknown_reference",
      "unknown_reference",
      "unknown_reference",
      "duplicate",
    ]);
  });
});
