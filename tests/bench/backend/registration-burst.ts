/**
 * Registration burst: an activity with N places gets 3N registrations of one person at once
 * (in-process api handler calls, all started together). Measures the time until every one is
 * answered, and checks the outcome: exactly N accepted (201), 2N refused (409) with the French
 * « complète » / « il ne reste que » message, places_disponibles at 0 and N registrations stored.
 */
import { randomUUID } from "node:crypto";
import { BY_ACTIVITY_INDEX } from "@adapters/registrations-repository";
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { anActivity, apiEvent, validRegistration } from "../../support/registration-fixtures";
import { withoutLogLines } from "./quiet-logs";
import { percentile, round } from "./stats";

export interface BurstRound {
  settleMs: number;
  accepted: number;
  refusedFull: number;
  /** Any other answer (a 503 after too many conflicts, an error...): status and message. */
  other: string[];
  placesLeft: unknown;
  registrationsStored: number;
  asExpected: boolean;
}

export interface BurstResult {
  places: number;
  requests: number;
  rounds: BurstRound[];
  medianSettleMs: number;
  maxSettleMs: number;
  asExpected: boolean;
}

const REFUSAL = /complète|il ne reste que/i;

export async function measureRegistrationBurst(options: {
  places: number;
  rounds: number;
}): Promise<BurstResult> {
  const [{ handler }, { ddb }, { getConfig }] = await Promise.all([
    import("../../../functions/api/handler"),
    import("@adapters/aws-clients"),
    import("../../../functions/config"),
  ]);
  const config = getConfig();
  const requests = options.places * 3;
  const rounds: BurstRound[] = [];
  await withoutLogLines(async () => {
    for (let r = 0; r < options.rounds; r++) {
      const activity = anActivity({
        id: `bench-burst-${randomUUID()}`,
        places_disponibles: options.places,
      });
      await ddb.send(new PutCommand({ TableName: config.TABLE_ACTIVITIES, Item: activity }));
      const events = Array.from({ length: requests }, () =>
        apiEvent(
          "POST",
          "/api/inscriptions",
          validRegistration(activity.id, { nombre_participants: 1 }),
          { "idempotency-key": randomUUID() },
        ),
      );
      const start = performance.now();
      const answers = await Promise.all(events.map((event) => handler(event)));
      const settleMs = performance.now() - start;

      let accepted = 0;
      let refusedFull = 0;
      const other: string[] = [];
      for (const answer of answers) {
        const body = JSON.parse(answer.body ?? "{}") as { error?: string };
        if (answer.statusCode === 201) accepted += 1;
        else if (answer.statusCode === 409 && REFUSAL.test(body.error ?? "")) refusedFull += 1;
        else other.push(`${answer.statusCode} ${body.error ?? ""}`);
      }
      const stored = await ddb.send(
        new GetCommand({
          TableName: config.TABLE_ACTIVITIES,
          Key: { id: activity.id },
          ConsistentRead: true,
        }),
      );
      const registrations = await ddb.send(
        new QueryCommand({
          TableName: config.TABLE_INSCRIPTIONS,
          IndexName: BY_ACTIVITY_INDEX,
          KeyConditionExpression: "activity_id = :a",
          ExpressionAttributeValues: { ":a": activity.id },
          Select: "COUNT",
        }),
      );
      const placesLeft = stored.Item?.places_disponibles;
      const registrationsStored = registrations.Count ?? 0;
      rounds.push({
        settleMs: round(settleMs, 1),
        accepted,
        refusedFull,
        other,
        placesLeft,
        registrationsStored,
        asExpected:
          accepted === options.places &&
          refusedFull === requests - options.places &&
          placesLeft === 0 &&
          registrationsStored === options.places,
      });
      // Off the calendar of an emulator that outlives the run.
      await ddb.send(
        new DeleteCommand({ TableName: config.TABLE_ACTIVITIES, Key: { id: activity.id } }),
      );
    }
  });
  const settle = rounds.map((r) => r.settleMs);
  return {
    places: options.places,
    requests,
    rounds,
    medianSettleMs: round(percentile(settle, 50), 1),
    maxSettleMs: Math.max(...settle),
    asExpected: rounds.every((r) => r.asExpected),
  };
}
