/**
 * Where every use case reads "now" from. Handlers inject the process clock (functions/clock.ts),
 * which the local host can move forward; tests inject a fixed or settable one.
 */
export interface Clock {
  now(): Date;
}
