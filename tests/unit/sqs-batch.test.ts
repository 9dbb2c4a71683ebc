import { afterEach, describe, expect, it, vi } from "vitest";
import { sqsBatchHandler } from "../../functions/workers/sqs-batch";

afterEach(() => {
  vi.restoreAllMocks();
});

const batch = (...bodies: string[]) =>
  ({ Records: bodies.map((body, i) => ({ messageId: `m${i}`, body })) }) as never;

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("an SQS consumer's batch", () => {
  it("handles its records one after the other, in their order", async () => {
    const steps: string[] = [];
    const handler = sqsBatchHandler("test_failed", async (record) => {
      steps.push(`start ${record.messageId}`);
      await pause();
      steps.push(`end ${record.messageId}`);
    });
    await handler(batch("a", "b", "c"));
    expect(steps).toEqual(["start m0", "end m0", "start m1", "end m1", "start m2", "end m2"]);
  });

  it("answers a batch whose every record failed with each of them, logged, instead of throwing", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => lines.push(line));
    const handler = sqsBatchHandler("test_failed", async () => {
      throw new Error("refusé pour monique.favre@example.ch");
    });
    const result = await handler(batch("a", "b"));
    expect(result).toEqual({
      batchItemFailures: [{ itemIdentifier: "m0" }, { itemIdentifier: "m1" }],
    });
    expect(lines.map((line) => JSON.parse(line))).toMatchObject([
      { level: "error", message: "test_failed", messageId: "m0", error: "refusé pour [e-mail]" },
      { level: "error", message: "test_failed", messageId: "m1", error: "refusé pour [e-mail]" },
    ]);
  });

  it("keeps two batches run at once apart, each with its own answer", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const handler = sqsBatchHandler("test_failed", async (record) => {
      await pause();
      if (record.body === "bad") throw new Error("refusé");
    });
    const [first, second] = await Promise.all([handler(batch("bad", "ok")), handler(batch("ok"))]);
    expect(first).toEqual({ batchItemFailures: [{ itemIdentifier: "m0" }] });
    expect(second).toEqual({ batchItemFailures: [] });
    second.batchItemFailures.push({ itemIdentifier: "changed by a caller" });
    expect(await handler(batch("ok"))).toEqual({ batchItemFailures: [] });
  });

  it("answers an empty batch with no failure", async () => {
    const handler = sqsBatchHandler("test_failed", async () => {});
    expect(await handler({ Records: [] } as never)).toEqual({ batchItemFailures: [] });
  });
});
