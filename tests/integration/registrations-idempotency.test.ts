import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { beforeEach, describe, expect, inject, it } from "vitest";
import { handler as api } from "../../functions/api/handler";
import { handler as notifier } from "../../functions/workers/notifier/handler";
import { localFunctionEnv } from "../../local/function-env";
import { startLocalHost } from "../../local/host/server";
import { toSqsEvent } from "../../local/host/sqs-poller";
import { ddb, readSentEmails, readSentSms, resetState, tableName } from "../support/aws";
import { eventually } from "../support/eventually";
import {
  apiEvent,
  deleteMessages,
  putActivity,
  receiveAll,
  scanAll,
  validRegistration,
} from "../support/registration-fixtures";

const queueUrl = () => process.env.QUEUE_NOTIFICATIONS_URL ?? "";
const VISITOR = "monique.favre@example.ch";

async function send(body: unknown, key: string) {
  const res = await api(apiEvent("POST", "/api/inscriptions", body, { "idempotency-key": key }));
  return { status: res.statusCode, body: JSON.parse(res.body ?? "{}") };
}

describe("POST /api/inscriptions with an Idempotency-Key", () => {
  beforeEach(async () => {
    await resetState();
  });

  it("5 sends of one key (3 at once, then 2 retries): 1 registration, 1 answer, 1 e-mail", async () => {
    const activity = await putActivity({ places_disponibles: 8 });
    const body = validRegistration(activity.id, { nombre_participants: 2 });
    const key = "b3f1c2d4-0000-4000-8000-000000000001";

    const simultaneous = await Promise.all([send(body, key), send(body, key), send(body, key)]);
    const retries = [await send(body, key), await send(body, key)];
    const answers = [...simultaneous, ...retries];

    const first = answers[0];
    expect(first?.status).toBe(201);
    for (const answer of answers) expect(answer).toEqual(first);

    expect(await scanAll("inscriptions")).toHaveLength(1);
    const stored = await ddb().send(
      new GetCommand({ TableName: tableName("activities"), Key: { id: activity.id } }),
    );
    expect(stored.Item?.places_disponibles).toBe(6);

    const messages = await receiveAll(queueUrl());
    expect(messages).toHaveLength(1);
    const event = toSqsEvent(messages, "arn:aws:sqs:local:notifications", "eu-central-2");
    expect((await notifier(event)).batchItemFailures).toEqual([]);

    const visitorMails = async () =>
      (await readSentEmails()).filter((e) => e.to.includes(VISITOR)).length;
    expect(await visitorMails()).toBe(1);
    const totalMails = (await readSentEmails()).length;
    const totalSms = (await readSentSms()).length;
    expect(totalMails).toBe(2);
    expect(totalSms).toBe(1);

    // SQS delivers at least once: the same message handed over again sends nothing more.
    expect((await notifier(event)).batchItemFailures).toEqual([]);
    await deleteMessages(queueUrl(), messages);
    expect(await visitorMails()).toBe(1);
    expect((await readSentEmails()).length).toBe(totalMails);
    expect((await readSentSms()).length).toBe(totalSms);
  });

  it("through the local host (HTTP, queue pollers): 5 sends of one key, 1 e-mail", async () => {
    const activity = await putActivity({ places_disponibles: 8 });
    const host = await startLocalHost({
      port: 0,
      endpoint: inject("emulatorEndpoint"),
      env: localFunctionEnv(inject("emulatorEndpoint"), inject("queueUrls")),
      pollers: true,
      timers: false,
      pollWaitSeconds: 1,
      quiet: true,
    });
    try {
      const post = () =>
        fetch(`${host.url}/api/inscriptions`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": "via-http-1" },
          body: JSON.stringify(validRegistration(activity.id)),
        }).then(async (r) => ({ status: r.status, body: await r.json() }));
      const answers = [
        ...(await Promise.all([post(), post()])),
        await post(),
        await post(),
        await post(),
      ];
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(answers[0]?.status).toBe(201);
      await eventually(
        async () => {
          const visitor = (await readSentEmails()).filter((e) => e.to.includes(VISITOR));
          expect(visitor).toHaveLength(1);
          expect(await readSentSms()).toHaveLength(1);
        },
        { timeoutMs: 20_000 },
      );
    } finally {
      await host.stop();
    }
    expect(await scanAll("inscriptions")).toHaveLength(1);
    expect((await readSentEmails()).filter((e) => e.to.includes(VISITOR))).toHaveLength(1);
  });

  it("another key is another registration", async () => {
    const activity = await putActivity({ places_disponibles: 8 });
    const body = validRegistration(activity.id, { nombre_participants: 1 });
    const a = await send(body, "cle-a");
    const b = await send(body, "cle-b");
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body.inscription_id).not.toBe(b.body.inscription_id);
    expect(await scanAll("inscriptions")).toHaveLength(2);
  });

  it("refuses a malformed key with a French message and stores nothing", async () => {
    const activity = await putActivity();
    const res = await send(validRegistration(activity.id), "clé avec espaces");
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("La clé d'idempotence est invalide.");
    expect(await scanAll("inscriptions")).toHaveLength(0);
  });
});
