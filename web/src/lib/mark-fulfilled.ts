/**
 * Marks a promise that has just resolved as a fulfilled thenable, the way React reads one: use()
 * then returns its value at once instead of suspending for a tick. A component can so call use()
 * on every render, loaded or not (React warns when a render that suspended is retried without it).
 */
export function markFulfilled<T>(promise: Promise<T>, value: T): void {
  Object.assign(promise, { status: "fulfilled", value });
}
