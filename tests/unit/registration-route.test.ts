/**
 * POST /api/inscriptions through the api's router, on adapters whose AWS clients are mocked:
 * the minimum age is enforced by the API itself, and a refused registration touches nothing.
 */

import { documentClient } from "@adapters/aws-clients";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { EventBridgeClient, PutEventsCommand } from "@aws-sdk/client-eventbridge";
import { DeleteCommand, GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { addDaysIso, zurichToday } from "@shared/time";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApi } from "../../functions/api/api";
import { getConfig, resetConfigForTests } from "../../functions/config";
import { wireAdapters } from "../../functions/wiring/adapters";
import { stubFunctionConfig } from "../support/function-config";
import { anActivity, apiEvent, validRegistration } from "../support/registration-fixtures";

const ddb = documentClient(new DynamoDBClient({ region: "eu-central-2" }));
const eventBridge = new EventBridgeClient({ region: "eu-central-2" });
const dynamoMock = mockClient(ddb);
const eventsMock = mockClient(eventBridge);

function api() {
  stubFunctionConfig();
  const config = getConfig();
  return createApi({ adapters: wireAdapters(config, { ddb, eventBridge }), config });
}

const today = zurichToday();
const sixteenYearsAgo = `${Number(today.slice(0, 4)) - 16}${today.slice(4)}`;

describe("POST /api/inscriptions: minimum age", () => {
  beforeEach(() => {
    dynamoMock.on(GetCommand).resolves({ Item: anActivity({ id: "sortie-1" }) });
    dynamoMock.on(TransactWriteCommand).resolves({});
    dynamoMock.on(DeleteCommand).resolves({});
    eventsMock.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: "e" }] });
  });
  afterEach(() => {
    dynamoMock.reset();
    eventsMock.reset();
    vi.unstubAllEnvs();
    resetConfigForTests();
  });

  it("answers 400 with « L'âge minimum est de 16 ans » to someone who turns 16 tomorrow, and stores nothing", async () => {
    const res = await api()(
      apiEvent(
        "POST",
        "/api/inscriptions",
        validRegistration("sortie-1", { date_naissance: addDaysIso(sixteenYearsAgo, 1) }),
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body ?? "{}")).toEqual({
      success: false,
      error: "Les données d'inscription sont invalides.",
      details: { date_naissance: "L'âge minimum est de 16 ans" },
    });
    expect(dynamoMock.calls()).toHaveLength(0);
    expect(eventsMock.calls()).toHaveLength(0);
  });

  it("registers someone whose 16th birthday is today", async () => {
    const res = await api()(
      apiEvent(
        "POST",
        "/api/inscriptions",
        validRegistration("sortie-1", { date_naissance: sixteenYearsAgo }),
      ),
    );
    expect(res.statusCode).toBe(201);
    expect(dynamoMock.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});
