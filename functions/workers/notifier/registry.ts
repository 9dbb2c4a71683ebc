import {
  type EventContract,
  type EventMetadata,
  eventMetadataSchema,
} from "@shared/events/envelope";
import * as z from "@shared/zod";
import { log } from "../../logger";

/** What the bus delivers: the EventBridge event, of which the notifier reads two fields. */
export interface BusMessage {
  "detail-type": string;
  detail: unknown;
}

/** An event as its contract reads it: `{ metadata, data }`, data parsed by the contract's schema. */
export interface ContractEvent<Data> {
  metadata: EventMetadata;
  data: Data;
}

/** The notifier's work for one event contract. */
export interface Notification {
  detailType: string;
  notify(detail: unknown): Promise<void>;
}

/**
 * Registers the notifications of one event contract. The contract gives the detail-type and the
 * data's schema; the envelope is parsed here. `load` reads what the e-mails need (personal data is
 * loaded by id, never carried by events); when it finds nothing the event fails with
 * « <missing> introuvable (événement <id>) », so that it is retried and then dead-lettered; when
 * it finds a registration anonymised meanwhile, nothing is sent and the event is done.
 * Without `load`, `send` gets the event alone.
 */
export function onEvent<Schema extends z.ZodMiniType>(
  contract: EventContract<Schema>,
  send: (event: ContractEvent<z.output<Schema>>) => Promise<unknown>,
): Notification;
export function onEvent<Schema extends z.ZodMiniType, Loaded>(
  contract: EventContract<Schema>,
  loading: {
    load(event: ContractEvent<z.output<Schema>>): Promise<Loaded | undefined>;
    missing: string;
  },
  send: (loaded: Loaded, event: ContractEvent<z.output<Schema>>) => Promise<unknown>,
): Notification;
export function onEvent<Schema extends z.ZodMiniType, Loaded>(
  contract: EventContract<Schema>,
  ...args:
    | [(event: ContractEvent<z.output<Schema>>) => Promise<unknown>]
    | [
        {
          load(event: ContractEvent<z.output<Schema>>): Promise<Loaded | undefined>;
          missing: string;
        },
        (loaded: Loaded, event: ContractEvent<z.output<Schema>>) => Promise<unknown>,
      ]
): Notification {
  const envelope = z.object({ metadata: eventMetadataSchema, data: contract.schema });
  return {
    detailType: contract.name,
    async notify(detail) {
      const event = envelope.parse(detail) as ContractEvent<z.output<Schema>>;
      if (args.length === 1) {
        await args[0](event);
        return;
      }
      const [{ load, missing }, send] = args;
      const loaded = await load(event);
      if (loaded === undefined) {
        throw new Error(`${missing} introuvable (événement ${event.metadata.eventId})`);
      }
      if (anonymisedRegistration(loaded)) {
        log.info("notification_skipped", { detailType: contract.name, reason: "anonymised" });
        return;
      }
      await send(loaded, event);
    },
  };
}

/**
 * The registration the event is about was anonymised after the event was written (the retention
 * job, or a person's erasure from the team space): nobody to write to, nothing to name.
 */
function anonymisedRegistration(loaded: unknown): boolean {
  const registration = (loaded as { registration?: { anonymised_at?: unknown } } | null)
    ?.registration;
  return Boolean(registration?.anonymised_at);
}

/**
 * One bus message to its notification, by detail-type. A detail-type registered twice is a
 * mistake found at start, not a message that silently goes to one of them.
 */
export function notificationRegistry(
  notifications: readonly Notification[],
): (message: BusMessage) => Promise<void> {
  const byType = new Map<string, Notification>();
  for (const notification of notifications) {
    if (byType.has(notification.detailType)) {
      throw new Error(`Deux traitements pour l'événement ${notification.detailType}`);
    }
    byType.set(notification.detailType, notification);
  }
  return async (message) => {
    const notification = byType.get(message["detail-type"]);
    if (!notification)
      throw new Error(`Aucun traitement pour l'événement ${message["detail-type"]}`);
    await notification.notify(message.detail);
  };
}
