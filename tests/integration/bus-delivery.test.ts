/**
 * EventBridge delivery in the emulator, as provisioned: a notification event reaches the
 * notifications queue and the event log group; any other product event reaches the log only;
 * an event from another source reaches neither.
 */
import { randomUUID } from "node:crypto";
import { FilterLogEventsCommand } from "@aws-sdk/client-cloudwatch-logs";
import { EventBridgeClient, PutEventsCommand } from "@aws-sdk/client-eventbridge";
import { ReceiveMessageCommand } from "@aws-sdk/client-sqs";
import { EVENT_SOURCE } from "@shared/events/envelope";
import { EVENT_NAMES } from "@shared/events/names";
import { afterAll, describe, expect, inject, it } from "vitest";
import { emulatorClientConfig } from "../../localstack/emulator";
import { endpoint, logs, resources, sqs } from "../support/aws";
import { eventually } from "../support/eventually";
import "../support/provided-context";

const events = new EventBridgeClient(emulatorClientConfig(endpoint()));
afterAll(() => events.destroy());

async function publish(source: string, detailType: string): Promise<string> {
  const eventId = randomUUID();
  const detail = {
    metadata: { eventId, occurredAt: new Date().toISOString(), version: 1 },
    data: { activityTitle: "Tour des Crêtes", participants: 2 },
  };
  const result = await events.send(
    new PutEventsCommand({
      Entries: [
        {
          EventBusName: resources.busName,
          Source: source,
          DetailType: detailType,
          Detail: JSON.stringify(detail),
        },
      ],
    }),
  );
  expect(result.FailedEntryCount).toBe(0);
  return eventId;
}

/** Bodies of the messages waiting in the notifications queue (received, then left to expire). */
async function notificationBodies(): Promise<string[]> {
  const received = await sqs().send(
    new ReceiveMessageCommand({
      QueueUrl: inject("queueUrls").notifications,
      MaxNumberOfMessages: 10,
      WaitTimeSeconds: 1,
      VisibilityTimeout: 0,
    }),
  );
  return (received.Messages ?? []).map((m) => m.Body ?? "");
}

async function loggedMessages(): Promise<string[]> {
  const page = await logs().send(
    new FilterLogEventsCommand({ logGroupName: resources.logGroupName, limit: 1000 }),
  );
  return (page.events ?? []).map((e) => e.message ?? "");
}

describe("event bus delivery", () => {
  it("delivers a notification event to the notifications queue and the event log", async () => {
    const eventId = await publish(EVENT_SOURCE, EVENT_NAMES.inscriptionCreated);

    const body = await eventually(async () => {
      const found = (await notificationBodies()).find((b) => b.includes(eventId));
      expect(found).toBeDefined();
      return found ?? "";
    });
    const message = JSON.parse(body);
    expect(message.source).toBe(EVENT_SOURCE);
    expect(message["detail-type"]).toBe(EVENT_NAMES.inscriptionCreated);
    expect(message.detail.metadata.eventId).toBe(eventId);
    expect(message.detail.data).toEqual({ activityTitle: "Tour des Crêtes", participants: 2 });

    const line = await eventually(async () => {
      const found = (await loggedMessages()).find((m) => m.includes(eventId));
      expect(found).toBeDefined();
      return found ?? "";
    });
    expect(JSON.parse(line)["detail-type"]).toBe(EVENT_NAMES.inscriptionCreated);
  });

  it("logs a product event that sends nothing, without queueing it", async () => {
    const eventId = await publish(EVENT_SOURCE, "ActivityPlacesReleased");
    await eventually(async () => {
      expect((await loggedMessages()).some((m) => m.includes(eventId))).toBe(true);
    });
    expect((await notificationBodies()).some((b) => b.includes(eventId))).toBe(false);
  });

  it("ignores events from another source", async () => {
    const eventId = await publish("ch.other.app", EVENT_NAMES.inscriptionCreated);
    // A control event published after it: once the control is delivered, so would the other be.
    const controlId = await publish(EVENT_SOURCE, EVENT_NAMES.contactMessageReceived);
    await eventually(async () => {
      expect((await notificationBodies()).some((b) => b.includes(controlId))).toBe(true);
    });
    expect((await notificationBodies()).some((b) => b.includes(eventId))).toBe(false);
    expect((await loggedMessages()).some((m) => m.includes(eventId))).toBe(false);
  });
});
