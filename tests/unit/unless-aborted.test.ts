import { describe, expect, it } from "vitest";
import { unlessAborted } from "../../web/src/lib/api-client";

/** Settles within a few ticks, or says it did not. */
async function outcome<T>(promise: Promise<T>) {
  const pending = Symbol("pending");
  const timeout = new Promise<typeof pending>((resolve) => setTimeout(() => resolve(pending), 20));
  try {
    const value = await Promise.race([promise, timeout]);
    return value === pending ? "no outcome" : { value };
  } catch (error) {
    return { error };
  }
}

describe("a load its caller aborts has no outcome", () => {
  it("settles as the load does while the signal is not aborted", async () => {
    const signal = new AbortController().signal;
    expect(await outcome(unlessAborted(Promise.resolve(42), signal))).toEqual({ value: 42 });
    const failure = new Error("HTTP error! status: 500");
    expect(await outcome(unlessAborted(Promise.reject(failure), signal))).toEqual({
      error: failure,
    });
  });

  it("never settles once aborted: neither the AbortError nor a late answer reaches the page", async () => {
    const aborted = new AbortController();
    const load = new Promise((_, reject) =>
      aborted.signal.addEventListener("abort", () =>
        reject(new DOMException("aborted", "AbortError")),
      ),
    );
    const guarded = unlessAborted(load, aborted.signal);
    aborted.abort();
    expect(await outcome(guarded)).toBe("no outcome");

    const late = new AbortController();
    const answer = unlessAborted(Promise.resolve("too late"), late.signal);
    late.abort();
    expect(await outcome(answer)).toBe("no outcome");
  });
});
