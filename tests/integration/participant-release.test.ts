/**
 * One participant's release as DynamoDB writes it, against the emulator: her line marked, one
 * person, her share and her bike fewer on the registration, her place back to the outing and
 * her bike to the day's fleet, the event in the outbox, in one transaction; run again, nothing.
 * The fleet's table is one of this test's own, so that its day counts meet no other test's.
 */
import { activityPlaces } from "@adapters/activity-places";
import { dayId, fleetDays } from "@adapters/fleet";
import { outboxRepository } from "@adapters/outbox";
import { participantRelease, registrationsRepository } from "@adapters/registrations-repository";
import { CreateTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { buildEvent } from "@shared/events/envelope";
import { inscriptionParticipantCancelled } from "@shared/events/inscription-participant-cancelled";
import { beforeAll, describe, expect, it } from "vitest";
import { emulatorClientConfig } from "../../localstack/emulator";
import { ddb, endpoint, tableName } from "../support/aws";
import { putActivity } from "../support/registration-fixtures";

const FLEET_TABLE = "jura-vtt-flotte-participant-release";

beforeAll(async () => {
  const client = new DynamoDBClient(emulatorClientConfig(endpoint()));
  try {
    await client.send(
      new CreateTableCommand({
        TableName: FLEET_TABLE,
        BillingMode: "PAY_PER_REQUEST",
        AttributeDefinitions: [{ AttributeName: "id", AttributeType: "S" }],
        KeySchema: [{ AttributeName: "id", KeyType: "HASH" }],
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== "ResourceInUseException") throw error;
  }
});

const get = async (table: string, id: string) =>
  (await ddb().send(new GetCommand({ TableName: table, Key: { id }, ConsistentRead: true }))).Item;

describe("participantRelease", () => {
  it("her line, share, bike and place in one transaction, once", async () => {
    const client = ddb();
    const activity = await putActivity({ prix_centimes: 7500 });
    const places = (await get(tableName("activities"), activity.id))?.places_disponibles;
    await client.send(
      new PutCommand({
        TableName: FLEET_TABLE,
        Item: { id: dayId(activity.date), loues_M: 2 },
      }),
    );
    const registration = {
      id: `reg-release-${Date.now()}`,
      activity_id: activity.id,
      activity_date: activity.date,
      status: "paid",
      nombre_participants: 2,
      total_centimes: 7500 * 2 + 3000 * 2,
      supplement_velo_centimes: 3000,
      velos_location: { M: 2 },
      participants: [
        {
          prenom: "Paul",
          nom: "Favre",
          date_naissance: "1958-01-01",
          a_velo_electrique: false,
          taille_velo: "M",
        },
      ],
    };
    await client.send(new PutCommand({ TableName: tableName("inscriptions"), Item: registration }));

    const release = participantRelease({
      client,
      activityPlaces: activityPlaces({ tableName: tableName("activities") }),
      fleet: fleetDays({ tableName: FLEET_TABLE }),
      registrations: registrationsRepository({ client, tableName: tableName("inscriptions") }),
      outbox: outboxRepository({ client, tableName: tableName("outbox"), publish: async () => [] }),
    });
    const at = new Date();
    const event = buildEvent(
      inscriptionParticipantCancelled,
      {
        inscription_id: registration.id,
        activity_id: activity.id,
        activity_title: activity.titre,
        activity_date: activity.date,
        position: 1,
        share_centimes: 10500,
        previous_status: "paid",
        participants: 1,
        amount_centimes: 10500,
        refund: "provider_api",
        bikes_released: 1,
        places_disponibles: null,
      },
      `evt-${registration.id}`,
      at,
    );
    const input = {
      registration,
      position: 1,
      from: ["paid"],
      shareCentimes: 10500,
      bikeSize: "M" as const,
      at,
      activityLimited: true,
      event,
    };
    expect(await release(input)).toBe("released");
    expect(await release(input)).toBe("already_changed");

    expect(await get(tableName("inscriptions"), registration.id)).toMatchObject({
      status: "paid",
      nombre_participants: 1,
      total_centimes: 10500,
      velos_location: { M: 1 },
      participants: [expect.objectContaining({ annule_le: at.toISOString() })],
    });
    expect((await get(FLEET_TABLE, dayId(activity.date)))?.loues_M).toBe(1);
    expect((await get(tableName("activities"), activity.id))?.places_disponibles).toBe(
      (places ?? 0) + 1,
    );
    expect(await get(tableName("outbox"), event.detail.metadata.eventId)).toBeDefined();
  });
});
