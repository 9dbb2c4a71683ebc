/**
 * The rental e-bikes' state for a journey, set as the founders set it: through the team API
 * (/api/equipe/flotte) with the local team account's access token, on the stack the e2e tests
 * run against. Each change returns a way back, so that the other files find the fleet as seeded.
 */
import { BIKE_SIZES, type BikeSize } from "@shared/schemas/bikes";
import type { BikeAvailability, FleetInput, FleetView } from "@shared/schemas/fleet";
import { expect } from "vitest";
import { localTeamAccount } from "../../../localstack/team-account";
import { browserClient, teamPool } from "../../support/team-auth";
import { baseUrl } from "./site";

async function accessToken(): Promise<string> {
  const account = localTeamAccount();
  const step = await browserClient(await teamPool()).signIn(account.email, account.password);
  if (step.kind !== "signedIn")
    throw new Error(`the team account's sign-in stopped at ${step.kind}`);
  return step.tokens.accessToken;
}

async function teamCall(method: "GET" | "PUT", path: string, body?: unknown): Promise<FleetView> {
  const response = await fetch(new URL(path, baseUrl()), {
    method,
    headers: {
      authorization: `Bearer ${await accessToken()}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${path}`).toBe(200);
  return ((await response.json()) as { flotte: FleetView }).flotte;
}

export const readFleet = () => teamCall("GET", "/api/equipe/flotte");

export const saveFleet = (input: FleetInput) => teamCall("PUT", "/api/equipe/flotte", input);

export const blockBikes = (date: string, bloques: Record<BikeSize, number>) =>
  teamCall("PUT", `/api/equipe/flotte/jours/${encodeURIComponent(date)}`, { bloques });

/** What the registration dialog reads: the outing day's free bikes and the supplement. */
export async function bikesFor(activityId: string): Promise<BikeAvailability> {
  const response = await fetch(new URL(`/api/activities/${activityId}/velos`, baseUrl()));
  expect(response.status).toBe(200);
  return (await response.json()) as BikeAvailability;
}

/**
 * Blocks bikes of `size` on the outing's day until exactly `left` are free, at `supplement`
 * centimes a bike. Returns what puts the supplement and the day's blocks back.
 */
export async function leaveBikesFree(
  activity: { id: string; date: string },
  size: BikeSize,
  left: number,
  supplement: number,
): Promise<() => Promise<void>> {
  const before = await readFleet();
  const dayBefore = before.jours.find((d) => d.date === activity.date);
  const blockedBefore = Object.fromEntries(
    BIKE_SIZES.map((s) => [s, dayBefore?.bloques[s] ?? 0]),
  ) as Record<BikeSize, number>;
  await saveFleet({ tailles: before.tailles, supplement_centimes: supplement });
  const free = (await bikesFor(activity.id)).libres[size] ?? 0;
  if (free < left) throw new Error(`only ${free} bike(s) of size ${size} free on ${activity.date}`);
  await blockBikes(activity.date, { ...blockedBefore, [size]: blockedBefore[size] + free - left });
  return async () => {
    await blockBikes(activity.date, blockedBefore);
    await saveFleet({ tailles: before.tailles, supplement_centimes: before.supplement_centimes });
  };
}
