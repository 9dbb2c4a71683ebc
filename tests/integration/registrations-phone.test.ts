/**
 * A phone number as people write it: a registration and a booking sent with the Swiss national
 * « 079 123 45 67 » through the api function are stored in the emulator's inscriptions table in
 * E.164, the form the e-mails, SMS and participant list read.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { beforeEach, describe, expect, it } from "vitest";
import { handler as api } from "../../functions/api/handler";
import { ddb, resetState, tableName } from "../support/aws";
import {
  apiEvent,
  putActivity,
  scanAll,
  validBooking,
  validRegistration,
} from "../support/registration-fixtures";

async function send(path: string, body: unknown) {
  const result = await api(apiEvent("POST", path, body, {}));
  return { status: result.statusCode, body: JSON.parse(result.body ?? "{}") };
}

async function storedPhone(id: string): Promise<unknown> {
  const { Item } = await ddb().send(
    new GetCommand({ TableName: tableName("inscriptions"), Key: { id } }),
  );
  return Item?.telephone;
}

describe("phone numbers as people write them, stored in E.164", () => {
  beforeEach(async () => {
    await resetState();
  });

  it("a registration sent with « 079 123 45 67 » is stored as +41791234567", async () => {
    const activity = await putActivity({ places_disponibles: 6 });
    const res = await send(
      "/api/inscriptions",
      validRegistration(activity.id, { telephone: "079 123 45 67" }),
    );
    expect(res.status).toBe(201);
    expect(await storedPhone(String(res.body.inscription_id))).toBe("+41791234567");
  });

  it("a booking sent with « 079.123.45.67 » is stored as +41791234567", async () => {
    const activity = await putActivity({ prix_centimes: 12900, places_disponibles: 6 });
    const res = await send(
      "/api/reservations",
      validBooking(activity, { telephone: "079.123.45.67" }),
    );
    expect(res.status).toBe(201);
    expect(await storedPhone(String(res.body.inscription_id))).toBe("+41791234567");
  });

  it("a number of the wrong length is refused with the one-line message and nothing is stored", async () => {
    const activity = await putActivity({ places_disponibles: 6 });
    const res = await send(
      "/api/inscriptions",
      validRegistration(activity.id, { telephone: "079 123 45 6" }),
    );
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({
      telephone: "Format téléphone invalide. Exemple : 079 123 45 67 ou +33 6 12 34 56 78",
    });
    expect(await scanAll("inscriptions")).toHaveLength(0);
  });
});
