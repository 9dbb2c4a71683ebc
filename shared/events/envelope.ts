import * as z from "../zod";

/**
 * Every event on the bus has the detail `{ metadata, data }`. Events carry ids and non-personal
 * facts only (titles, counts, amounts, statuses): they all land in the provider's event log.
 */
export const EVENT_SOURCE = "ch.jura-vtt-vitalite.booking";

export const eventMetadataSchema = z.object({
  eventId: z.string().check(z.minLength(1)),
  occurredAt: z.string(),
  version: z.number().check(z.int(), z.positive()),
});

export type EventMetadata = z.infer<typeof eventMetadataSchema>;

export interface EventContract<Data extends z.ZodMiniType> {
  name: string;
  version: number;
  schema: Data;
}

export interface EventEnvelope<D = unknown> {
  detailType: string;
  detail: { metadata: EventMetadata; data: D };
}

/** Builds the envelope of an event, validating its data against the contract. */
export function buildEvent<Data extends z.ZodMiniType>(
  contract: EventContract<Data>,
  data: z.input<Data>,
  eventId: string,
  now: Date = new Date(),
): EventEnvelope<z.output<Data>> {
  return {
    detailType: contract.name,
    detail: {
      metadata: { eventId, occurredAt: now.toISOString(), version: contract.version },
      data: contract.schema.parse(data),
    },
  };
}
