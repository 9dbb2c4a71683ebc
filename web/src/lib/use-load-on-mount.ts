import { type DependencyList, startTransition, useCallback, useEffect, useState } from "react";
import { unlessAborted } from "./unless-aborted";

export type LoadState<T> =
  | { status: "loading" }
  | { status: "loaded"; value: T }
  /** No answer, or one the load refused to read: the page may offer to try again. */
  | { status: "failed"; error: unknown };

/**
 * What a page loads after mount (it renders on the server, or client-only, in its loading
 * state), asked again when `deps` change or on retry(). Unmounting aborts the load, which then
 * has no outcome (see unlessAborted). The loaded state is set in a transition: React renders
 * what it shows in slices, with no long task. set() replaces the value (a quiet refresh).
 */
export function useLoadOnMount<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): { state: LoadState<T>; retry: () => void; set: (value: T) => void } {
  const [state, setState] = useState<LoadState<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps and attempt (retry) trigger the load
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => (current.status === "loading" ? current : { status: "loading" }));
    unlessAborted(load(controller.signal), controller.signal).then(
      (value) => startTransition(() => setState({ status: "loaded", value })),
      (error: unknown) => setState({ status: "failed", error }),
    );
    return () => controller.abort();
  }, [...deps, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((value: T) => setState({ status: "loaded", value }), []);
  return { state, retry, set };
}
