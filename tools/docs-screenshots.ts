/**
 * Regenerates the screenshots of the local window in docs/images/ (npm run docs:screenshots) for
 * docs/provider-guide.md. It starts its own emulator (on EMULATOR_PORT, which must be free: a
 * running one is never written to), provisions it, writes two weeks of sample booking events
 * into the event log group exactly as the EventBridge rule writes them (events built through the
 * product's contracts, no personal data), opens /_local/ in Chromium and pictures each figure.
 * It then builds the site into a temporary folder, serves it with the API, and pictures the team
 * space signed in with the local team account (tools/docs-screenshots-team.ts).
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  CloudWatchLogsClient,
  CreateLogStreamCommand,
  PutLogEventsCommand,
} from "@aws-sdk/client-cloudwatch-logs";
import { defineResources } from "../infra/resources";
import { localFunctionEnv, localTeamAuthEnv } from "../local/function-env";
import { startLocalHost } from "../local/host/server";
import {
  emulatorClientConfig,
  emulatorCognitoClient,
  ensureEmulator,
} from "../localstack/emulator";
import { provision } from "../localstack/provision";
import { sampleActivities, seedActivities } from "../localstack/seed";
import { ensureTeamAccount, localTeamAccount } from "../localstack/team-account";
import { buildEvent, EVENT_SOURCE, type EventEnvelope } from "../shared/events/envelope";
import { inscriptionCreated } from "../shared/events/inscription-created";
import { EVENT_NAMES } from "../shared/events/names";
import { paymentCompleted } from "../shared/events/payment-events";
import { PAYMENT_PROVIDER } from "../shared/payments/payment-methods";
import type { Activity } from "../shared/schemas/activity";
import { launchBrowser } from "../tests/e2e/support/browser";
import { buildSite } from "../web/scripts/build";
import { OUT_DIR, picture } from "./docs-screenshot-picture";
import { pictureTeamSpace } from "./docs-screenshots-team";
import { pictureTeamDesk } from "./docs-screenshots-team-desk";

const DAY = 86_400_000;
/** CloudWatch Logs takes no line older than 14 days. */
const HISTORY_DAYS = 13;

/** The same numbers on every run, so the pictures only change when the page does. */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    // The high bits: the low ones of this generator repeat every few draws.
    return Math.floor(state / 2 ** 16) % below;
  };
}

/** Two weeks of registrations, payments, expiries and cancellations on the sample outings. */
function sampleHistory(activities: Activity[], now: Date): EventEnvelope[] {
  const next = sequence(7);
  const places = new Map(activities.map((a) => [a.id, a.places_disponibles ?? 0]));
  const methods = ["card", "twint", "virement", "paypal"] as const;
  const events: EventEnvelope[] = [];
  let n = 0;
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 0; daysAgo--) {
    const registrations = daysAgo === 0 ? 2 : next(4);
    for (let i = 0; i < registrations; i++) {
      const activity = activities[next(activities.length)];
      if (!activity) continue;
      const participants = 1 + next(2);
      const left = (places.get(activity.id) ?? 0) - participants;
      if (left < 0) continue;
      places.set(activity.id, left);
      const at = new Date(now.getTime() - daysAgo * DAY - (3 + i) * 3_600_000);
      const id = `exemple-${++n}`;
      const total = activity.prix_centimes * participants;
      const facts = {
        inscription_id: id,
        activity_id: activity.id,
        activity_title: activity.titre,
        activity_date: activity.date,
      };
      events.push(
        buildEvent(
          inscriptionCreated,
          {
            ...facts,
            participants,
            total_centimes: total,
            status: "pending_payment",
            places_disponibles: left,
          },
          `${id}-c`,
          at,
        ),
      );
      const outcome = next(6);
      const later = new Date(at.getTime() + 40 * 60_000);
      if (outcome <= 3) {
        const method = methods[next(methods.length)] ?? "card";
        events.push(
          buildEvent(
            paymentCompleted,
            {
              payment_id: `${id}-p`,
              inscription_id: id,
              activity_id: activity.id,
              method,
              provider: PAYMENT_PROVIDER[method],
              amount_centimes: total,
              currency: "CHF",
              status: "completed",
              refund_due: false,
            },
            `${id}-p`,
            later,
          ),
        );
      } else if (daysAgo > 2) {
        // Unpaid at its deadline (expiry) or cancelled by the visitor: the places come back.
        places.set(activity.id, left + participants);
        const detailType =
          outcome === 4 ? EVENT_NAMES.inscriptionExpired : EVENT_NAMES.inscriptionCancelled;
        events.push({
          detailType,
          detail: {
            metadata: {
              eventId: `${id}-e`,
              occurredAt: new Date(at.getTime() + 2 * DAY).toISOString(),
              version: 1,
            },
            data: { ...facts, participants, places_disponibles: left + participants },
          },
        });
      }
    }
  }
  return events
    .filter((e) => e.detail.metadata.occurredAt <= now.toISOString())
    .sort((a, b) => a.detail.metadata.occurredAt.localeCompare(b.detail.metadata.occurredAt));
}

/** Writes the events into the log group as the EventBridge rule does: one JSON line each. */
async function writeToEventLog(endpoint: string, logGroupName: string, events: EventEnvelope[]) {
  const logs = new CloudWatchLogsClient(emulatorClientConfig(endpoint));
  const logStreamName = "exemple";
  await logs.send(new CreateLogStreamCommand({ logGroupName, logStreamName }));
  await logs.send(
    new PutLogEventsCommand({
      logGroupName,
      logStreamName,
      logEvents: events.map((event) => ({
        timestamp: Date.parse(event.detail.metadata.occurredAt),
        message: JSON.stringify({
          version: "0",
          id: event.detail.metadata.eventId,
          "detail-type": event.detailType,
          source: EVENT_SOURCE,
          time: event.detail.metadata.occurredAt,
          detail: event.detail,
        }),
      })),
    }),
  );
  logs.destroy();
}

async function main(): Promise<void> {
  const emulator = await ensureEmulator({ log: (line) => console.log(line), stopWithParent: true });
  if (!emulator.startedHere) {
    throw new Error(
      `Un émulateur tourne déjà sur ${emulator.endpoint} : arrêtez-le ou choisissez un EMULATOR_PORT libre (ses données ne sont pas touchées).`,
    );
  }
  const resources = defineResources();
  const siteDir = mkdtempSync(join(tmpdir(), "docs-screenshots-site-"));
  let host: Awaited<ReturnType<typeof startLocalHost>> | undefined;
  try {
    await buildSite({ outDir: siteDir });
    const { queueUrls, teamPool } = await provision(emulator.endpoint);
    const account = localTeamAccount();
    const cognito = emulatorCognitoClient(emulator.endpoint);
    try {
      await ensureTeamAccount(cognito, teamPool.userPoolId, account);
    } finally {
      cognito.destroy();
    }
    const now = new Date();
    const outings = await seedActivities(emulator.endpoint, resources, now);
    await writeToEventLog(
      emulator.endpoint,
      resources.logGroupName,
      sampleHistory(
        sampleActivities(now).filter((a) => a.date > now.toISOString().slice(0, 10)),
        now,
      ),
    );
    host = await startLocalHost({
      port: 0,
      endpoint: emulator.endpoint,
      env: localFunctionEnv(emulator.endpoint, queueUrls, {
        ...localTeamAuthEnv(emulator.endpoint, teamPool, resources),
      }),
      staticDir: siteDir,
      // The queues' consumers run: the cancellation's job works through its queue.
      pollWaitSeconds: 1,
      timers: false,
      quiet: true,
    });
    mkdirSync(OUT_DIR, { recursive: true });
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({
        viewport: { width: 1000, height: 900 },
        locale: "fr-CH",
        timezoneId: "Europe/Zurich",
      });
      const page = await context.newPage();
      await page.goto(`${host.url}/_local/`);
      const main = page.locator("main");
      await picture("fenetre-locale-aujourdhui.png", [
        main.locator("#tableau-de-bord"),
        main.locator("#inscriptions"),
      ]);
      await picture("fenetre-locale-paiements.png", [main.locator("#paiements")]);
      await picture("fenetre-locale-places.png", [
        main.locator("#expirations"),
        main.locator("#places"),
      ]);
      await picture("fenetre-locale-files-de-secours.png", [main.locator("#files-de-secours")]);
      await picture(
        "fenetre-locale-derniers-evenements.png",
        [main.locator("#journal"), main.locator("#journal + table")],
        700,
      );
      await context.close();
      // The first coming outing with places and a price: two sample registrations for it; the
      // next one is cancelled, for its own pictures.
      const [outing, toCancel] = outings.filter(
        (a) =>
          a.date > now.toISOString().slice(0, 10) &&
          (a.places_disponibles ?? 0) >= 3 &&
          a.prix_centimes > 0,
      );
      if (!outing || !toCancel) {
        throw new Error("Pas deux sorties à venir avec des places dans les exemples");
      }
      await pictureTeamSpace(browser, host.url, account, outing);
      await pictureTeamDesk(browser, host.url, account, outing, toCancel);
    } finally {
      await browser.close();
    }
  } finally {
    await host?.stop();
    await emulator.stop();
    rmSync(siteDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
