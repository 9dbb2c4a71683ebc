import { fromPromise } from "xstate";
import { unlessAborted } from "./unless-aborted";

/**
 * A machine's loading actor (what a page asks the API for on mount or on a timer): fromPromise,
 * but its own abort is no outcome (see unlessAborted). Stopping the actor, as React's double
 * mount does, neither fails the machine nor delays it.
 */
export function fromLoad<TOutput, TInput = unknown>(
  load: (input: TInput, signal: AbortSignal) => Promise<TOutput>,
) {
  return fromPromise<TOutput, TInput>(({ input, signal }) =>
    unlessAborted(load(input, signal), signal),
  );
}
