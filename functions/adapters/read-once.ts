/**
 * An asynchronous read (a secret, settings) done once and shared by concurrent callers. A failure
 * is not kept: the next call reads again. `forget` drops the value in hand (a key rotated).
 */
export function readOnce<T>(read: () => Promise<T>): { get(): Promise<T>; forget(): void } {
  let pending: Promise<T> | undefined;
  return {
    get() {
      pending ??= read().catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
      return pending;
    },
    forget() {
      pending = undefined;
    },
  };
}
