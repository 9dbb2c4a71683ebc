import { GetCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { WaitlistEntry } from "@core/waitlist/entry";
import type { WaitlistStore, WaitlistWrite } from "@core/waitlist/ports";
import { emailKey } from "@shared/data-protection/email-key";
import type { ActivityPlaces } from "./activity-places";
import { isConditionFailure } from "./dynamo-errors";
import type { FleetDays } from "./fleet";
import { type IdempotencyRepository, idempotencyRecordKey } from "./idempotency";
import type { OutboxRepository } from "./outbox";
import {
  EMAIL_KEY_ATTRIBUTE,
  type RegistrationsRepository,
  SHORT_REFERENCE_SCOPE,
} from "./registrations-repository";
import { queryAll, type TableContext, type TransactWriteItem } from "./table-context";
import { transactTagged } from "./tagged-transaction";

/** The sparse-free index that finds an entry by its id alone (the link's). */
export const BY_ENTRY_INDEX = "by-entry";

export interface WaitlistContext extends TableContext {
  activityPlaces: Pick<
    ActivityPlaces,
    "waitlistJoinItem" | "waitlistOfferItem" | "waitlistLeaveItem" | "releaseItem"
  >;
  fleetDays: Pick<FleetDays, "exchangeItems" | "releaseItem">;
  registrations: Pick<
    RegistrationsRepository,
    "item" | "statusChangeItem" | "offerParticipantsItem"
  >;
  outbox: Pick<OutboxRepository, "item">;
  idempotency: Pick<IdempotencyRepository, "claimItem">;
}

/**
 * The waiting lists (table "waitlist": an outing's id, then entry ids that sort by arrival), and
 * the transactions that move an entry together with the outing's places and counters, the
 * registration an offer creates and the outbox event.
 */
export function waitlistRepository(context: WaitlistContext): WaitlistStore {
  const { client, tableName, activityPlaces, fleetDays, registrations, outbox, idempotency } =
    context;

  /** Moves an entry from one status to another (with more fields), failing otherwise. */
  function statusItem(
    entry: Pick<WaitlistEntry, "activity_id" | "entry_id">,
    from: string,
    to: string,
    at: string,
    set: Record<string, string> = {},
  ): TransactWriteItem {
    const extra = Object.entries(set);
    return {
      Update: {
        TableName: tableName,
        Key: { activity_id: entry.activity_id, entry_id: entry.entry_id },
        UpdateExpression: [
          "SET #status = :to, updated_at = :at",
          ...extra.map((_e, i) => `#f${i} = :v${i}`),
        ].join(", "),
        ConditionExpression: "#status = :from",
        ExpressionAttributeNames: {
          "#status": "status",
          ...Object.fromEntries(extra.map(([name], i) => [`#f${i}`, name])),
        },
        ExpressionAttributeValues: {
          ":from": from,
          ":to": to,
          ":at": at,
          ...Object.fromEntries(extra.map(([, value], i) => [`:v${i}`, value])),
        },
      },
    };
  }

  const outcome = (result: Awaited<ReturnType<typeof transactTagged<string>>>): WaitlistWrite =>
    result.ok ? "ok" : result.failed.size > 0 ? "changed" : "conflict";

  return {
    async list(activityId) {
      return queryAll<WaitlistEntry>(client, {
        TableName: tableName,
        KeyConditionExpression: "activity_id = :a",
        ExpressionAttributeValues: { ":a": activityId },
        ConsistentRead: true,
      });
    },

    async findEntry(entryId) {
      const found = await client.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: BY_ENTRY_INDEX,
          KeyConditionExpression: "entry_id = :e",
          ExpressionAttributeValues: { ":e": entryId },
          Limit: 1,
        }),
      );
      const key = found.Items?.[0];
      if (!key) return undefined;
      // The index may lag: the entry itself, read consistently from the table.
      const item = await client.send(
        new GetCommand({
          TableName: tableName,
          Key: { activity_id: key.activity_id, entry_id: entryId },
          ConsistentRead: true,
        }),
      );
      return item.Item as WaitlistEntry | undefined;
    },

    async join({ entry, stopAt, event }) {
      const result = await transactTagged(client, [
        [
          "entry",
          {
            Put: {
              TableName: tableName,
              // With the address in lower case, by which « Données d'une personne » finds it.
              Item: { ...entry, [EMAIL_KEY_ATTRIBUTE]: emailKey(entry.email) },
              ConditionExpression: "attribute_not_exists(entry_id)",
            },
          },
        ],
        ["outing", activityPlaces.waitlistJoinItem(entry.activity_id, stopAt, entry.created_at)],
        ["event", outbox.item(event)],
      ]);
      return outcome(result);
    },

    async offer({ entry, registration, event }) {
      const at = registration.created_at;
      const items: [string, TransactWriteItem][] = [
        ["places", activityPlaces.waitlistOfferItem(entry.activity_id, entry.places, at)],
        ["registration", registrations.item(registration)],
        [
          "entry",
          statusItem(entry, "waiting", "offered", at, {
            inscription_id: registration.id,
            offered_at: at,
            ...(registration.deadline ? { deadline: registration.deadline } : {}),
          }),
        ],
        ["event", outbox.item(event)],
      ];
      if (registration.short_reference) {
        items.push([
          "reference",
          idempotency.claimItem(
            idempotencyRecordKey(SHORT_REFERENCE_SCOPE, registration.short_reference),
            registration.id,
          ),
        ]);
      }
      const result = await transactTagged(client, items);
      if (result.ok) return "ok";
      if (result.failed.has("entry")) return "entry";
      if (result.failed.has("places")) return "places";
      if (result.failed.has("reference")) return "reference";
      return "conflict";
    },

    async leave({ entry, at, event }) {
      const iso = at.toISOString();
      const result = await transactTagged(client, [
        ["entry", statusItem(entry, "waiting", "left", iso)],
        ["outing", activityPlaces.waitlistLeaveItem(entry.activity_id, iso)],
        ["event", outbox.item(event)],
      ]);
      return outcome(result);
    },

    async decline({ entry, registration, activityLimited, at, event }) {
      const iso = at.toISOString();
      const items: [string, TransactWriteItem][] = [
        ["entry", statusItem(entry, "offered", "declined", iso)],
        [
          "registration",
          registrations.statusChangeItem(registration.id, {
            from: ["pending_payment"],
            to: "cancelled",
            at: iso,
            set: { cancelled_at: iso, cancelled_by: "visitor", waitlist_declined: true },
          }),
        ],
        ["event", outbox.item(event)],
      ];
      // The rental bikes its people were named with go back to the day, with the places.
      const bikes = fleetDays.releaseItem(
        registration.activity_date,
        registration.velos_location ?? {},
        iso,
      );
      if (bikes) items.push(["bikes_day", bikes]);
      if (activityLimited !== null) {
        items.push([
          "places",
          activityPlaces.releaseItem(
            registration.activity_id,
            registration.nombre_participants,
            activityLimited,
            iso,
          ),
        ]);
      }
      return outcome(await transactTagged(client, items));
    },

    async nameParticipants({
      entry,
      inscriptionId,
      participants,
      registrant,
      bikes,
      totalCentimes,
      at,
    }) {
      const iso = at.toISOString();
      const items: [string, TransactWriteItem][] = [
        [
          "registration",
          registrations.offerParticipantsItem(inscriptionId, {
            entryId: entry.entry_id,
            participants,
            ...(registrant ? { registrant } : {}),
            heldBikes: bikes.held,
            bikes: bikes.wanted,
            supplementCentimes: bikes.supplementCentimes,
            totalCentimes,
            at: iso,
          }),
        ],
        [
          "entry",
          {
            ConditionCheck: {
              TableName: tableName,
              Key: { activity_id: entry.activity_id, entry_id: entry.entry_id },
              ConditionExpression: "#status = :offered AND inscription_id = :reg",
              ExpressionAttributeNames: { "#status": "status" },
              ExpressionAttributeValues: { ":offered": "offered", ":reg": inscriptionId },
            },
          },
        ],
      ];
      // The day's bikes: from those held to those rented now, in this same transaction (the
      // use case reads the fleet whenever they differ; unchanged, the day is left alone).
      const exchange = bikes.snapshot
        ? fleetDays.exchangeItems(bikes.date, bikes.held, bikes.wanted, bikes.snapshot, iso)
        : undefined;
      if (exchange) items.push(["bikes_day", exchange.day]);
      if (exchange?.fleet) items.push(["fleet", exchange.fleet]);
      return outcome(await transactTagged(client, items));
    },

    async endOffer(entry, inscriptionId, to, at) {
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { activity_id: entry.activity_id, entry_id: entry.entry_id },
            UpdateExpression: "SET #status = :to, updated_at = :at",
            ConditionExpression: "#status = :offered AND inscription_id = :reg",
            ExpressionAttributeNames: { "#status": "status" },
            ExpressionAttributeValues: {
              ":to": to,
              ":at": at.toISOString(),
              ":offered": "offered",
              ":reg": inscriptionId,
            },
          }),
        );
      } catch (error) {
        // Declined through its link, or marked by an earlier delivery: nothing to do.
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}
