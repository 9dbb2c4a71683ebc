/**
 * Plays an EventBridge schedule: calls the scheduled function every few seconds with the
 * "Scheduled Event" shape. A run never overlaps the previous one.
 */
import { randomUUID } from "node:crypto";
import type { Context, ScheduledEvent } from "aws-lambda";
import { lambdaContext, withTimeout } from "./lambda-context";

export type ScheduledHandler = (event: ScheduledEvent, context: Context) => Promise<unknown>;

export interface ScheduleTimerOptions {
  name: string;
  everySeconds: number;
  handler: ScheduledHandler;
  region: string;
  accountId?: string;
  functionName?: string;
  timeoutSeconds?: number;
  onError?: (error: unknown) => void;
  /** The time stamped on each event (the local host's clock). */
  now?: () => Date;
}

export function scheduledEvent(
  ruleName: string,
  region: string,
  accountId: string,
  now = new Date(),
): ScheduledEvent {
  return {
    version: "0",
    id: randomUUID(),
    "detail-type": "Scheduled Event",
    source: "aws.events",
    account: accountId,
    time: now.toISOString().replace(/\.\d{3}Z$/, "Z"),
    region,
    resources: [`arn:aws:events:${region}:${accountId}:rule/${ruleName}`],
    detail: {},
  };
}

export function startScheduleTimer(options: ScheduleTimerOptions): { stop(): Promise<void> } {
  const functionName = options.functionName ?? options.name;
  const timeoutSeconds = options.timeoutSeconds ?? 30;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        await withTimeout(
          () =>
            options.handler(
              scheduledEvent(
                options.name,
                options.region,
                options.accountId ?? "local",
                options.now?.(),
              ),
              lambdaContext(functionName, timeoutSeconds),
            ),
          timeoutSeconds,
          functionName,
        );
      } catch (error) {
        options.onError?.(error);
      } finally {
        running = undefined;
      }
    })();
  };
  const timer = setInterval(tick, options.everySeconds * 1000);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
