import type { RegistrationDeadlinePorts } from "@core/registrations/deadline";
import type { SQSEvent } from "aws-lambda";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "../../../functions/config";
import { stubFunctionConfig } from "../../support/function-config";

let worker: typeof import("../../../functions/workers/deadline-worker/handler")["registrationDeadlinesWorker"];

beforeAll(async () => {
  // The module wires its own adapters at load (never called here): it needs a configuration.
  stubFunctionConfig();
  vi.stubEnv("QUEUE_REGISTRATION_DEADLINES_URL", "https://sqs.local/registration-deadlines");
  ({ registrationDeadlinesWorker: worker } = await import(
    "../../../functions/workers/deadline-worker/handler"
  ));
}, 60_000);

afterAll(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

const record = (messageId: string, body: string) => ({ messageId, body }) as SQSEvent["Records"][0];

describe("the registration-deadlines worker", () => {
  it("reports only the messages that failed (partial batch failures), the others are done", async () => {
    const seen: string[] = [];
    const ports = {
      getRegistration: async (id: string) => {
        seen.push(id);
        if (id === "reg-broken") throw new Error("DynamoDB indisponible");
        return undefined;
      },
    } as unknown as RegistrationDeadlinePorts;
    const result = await worker(ports)({
      Records: [
        record(
          "m1",
          JSON.stringify({ inscription_id: "reg-gone", due_at: "2026-05-02T07:00:00Z" }),
        ),
        record(
          "m2",
          JSON.stringify({ inscription_id: "reg-broken", due_at: "2026-05-02T07:00:00Z" }),
        ),
        record("m3", "pas du JSON"),
        record("m4", JSON.stringify({ due_at: "2026-05-02T07:00:00Z" })),
      ],
    });
    expect(result.batchItemFailures).toEqual([
      { itemIdentifier: "m2" },
      { itemIdentifier: "m3" },
      { itemIdentifier: "m4" },
    ]);
    expect(seen).toEqual(["reg-gone", "reg-broken"]);
  });
});
