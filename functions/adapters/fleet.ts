import { type BikeCounts, sizesIn } from "@shared/schemas/bikes";
import type { TableContext, TransactWriteItem } from "./table-context";

/**
 * The rental e-bikes' table ("flotte"): one item `flotte` holds the fleet (bikes per size, the
 * supplement, a version), and one item per day, `jour#yyyy-mm-dd`, the bikes rented that day
 * (`loues_M`…) and blocked (`bloques_M`…), whatever the number of outings that day. Registrations
 * take and give back their bikes in the same transaction as their places.
 */
export const FLEET_ID = "flotte";
export const dayId = (date: string) => `jour#${date}`;
export const rentedAttribute = (size: string) => `loues_${size}`;
export const blockedAttribute = (size: string) => `bloques_${size}`;

export function fleetDays({ tableName }: Pick<TableContext, "tableName">) {
  return {
    /**
     * The transaction item that gives a day's bikes back (a registration, or one participant,
     * cancelled or expired); undefined when there is none to give back.
     */
    releaseItem(date: string, counts: BikeCounts, now: string): TransactWriteItem | undefined {
      const sizes = sizesIn(counts);
      if (sizes.length === 0) return undefined;
      return {
        Update: {
          TableName: tableName,
          Key: { id: dayId(date) },
          UpdateExpression: `SET ${sizes
            .map((s) => `#${rentedAttribute(s)} = #${rentedAttribute(s)} - :${s}`)
            .join(", ")}, updated_at = :now`,
          ExpressionAttributeNames: Object.fromEntries(
            sizes.map((s) => [`#${rentedAttribute(s)}`, rentedAttribute(s)]),
          ),
          ExpressionAttributeValues: {
            ...Object.fromEntries(sizes.map((s) => [`:${s}`, counts[s]])),
            ":now": now,
          },
        },
      };
    },
  };
}

export type FleetDays = ReturnType<typeof fleetDays>;
