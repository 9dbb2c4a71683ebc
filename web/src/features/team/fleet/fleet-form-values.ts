import { centimesToDecimal, parseChfToCentimes } from "@shared/money";
import { BIKE_SIZES, type BikeSize } from "@shared/schemas/bikes";
import { FLEET_MESSAGES, type FleetInput, fleetInputShape } from "@shared/schemas/fleet";
import * as z from "@shared/zod";

/**
 * The fleet screen's forms as typed: one number field per size (`velos_M`…), the supplement in
 * francs; and a day with the bikes blocked that day (`bloques_M`…). The schemas give the API's
 * input with the API's own rules and messages.
 */
export type SizeFields<Prefix extends string> = { [S in BikeSize as `${Prefix}_${S}`]: string };
export type FleetFormValues = SizeFields<"velos"> & { supplement: string };
export type BlockFormValues = SizeFields<"bloques"> & { date: string };

const countTyped = z.string().check(
  z.trim(),
  z.refine((v) => /^\d+$/.test(v) && fleetInputShape.tailles.shape.M.safeParse(Number(v)).success, {
    error: FLEET_MESSAGES.count,
  }),
);

const sizeShape = <P extends string>(prefix: P) =>
  Object.fromEntries(BIKE_SIZES.map((s) => [`${prefix}_${s}`, countTyped])) as Record<
    `${P}_${BikeSize}`,
    typeof countTyped
  >;

const countsOf = (values: Record<string, string>, prefix: string) =>
  Object.fromEntries(BIKE_SIZES.map((s) => [s, Number(values[`${prefix}_${s}`])])) as Record<
    BikeSize,
    number
  >;

export const fleetFormSchema = z.pipe(
  z.object({
    ...sizeShape("velos"),
    supplement: z
      .string()
      .check(
        z.refine((v) => parseChfToCentimes(v) !== undefined, { error: FLEET_MESSAGES.supplement }),
      ),
  }),
  z.transform(
    (values): FleetInput => ({
      tailles: countsOf(values, "velos"),
      supplement_centimes: parseChfToCentimes(values.supplement) ?? 0,
    }),
  ),
);

export const blockFormSchema = z.pipe(
  z.object({
    ...sizeShape("bloques"),
    date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: FLEET_MESSAGES.date })),
  }),
  z.transform((values) => ({ date: values.date, bloques: countsOf(values, "bloques") })),
);

export function fleetFormValues(fleet: FleetInput): FleetFormValues {
  return {
    velos_S: String(fleet.tailles.S),
    velos_M: String(fleet.tailles.M),
    velos_L: String(fleet.tailles.L),
    velos_XL: String(fleet.tailles.XL),
    supplement: centimesToDecimal(fleet.supplement_centimes),
  };
}

export const EMPTY_BLOCK: BlockFormValues = {
  date: "",
  bloques_S: "0",
  bloques_M: "0",
  bloques_L: "0",
  bloques_XL: "0",
};

/**
 * The server's messages by field, on the screen's fields: `tailles.M` is `velos_M`,
 * `bloques.M` is `bloques_M`, `supplement_centimes` is `supplement`.
 */
export function screenFieldErrors(details: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(details).map(([field, message]) => [
      field === "supplement_centimes"
        ? "supplement"
        : field.replace(/^tailles\./, "velos_").replace(/^bloques\./, "bloques_"),
      message,
    ]),
  );
}
