/** Error checks by name: the SDK may be loaded twice (bundles, tests), so instanceof is unreliable. */
export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === "ConditionalCheckFailedException";
}

/** A conditional write: true when done, false when its condition no longer holds. */
export async function conditional(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** DynamoDB's names for a call over the table's or the account's rate. */
const THROTTLING = new Set([
  "ThrottlingException",
  "ProvisionedThroughputExceededException",
  "RequestLimitExceeded",
]);

/**
 * DynamoDB refused the call for its rate, and the SDK's own retries did not get through: nothing
 * was written, and the same call a little later will likely pass.
 */
export function isThrottled(error: unknown): boolean {
  return error instanceof Error && THROTTLING.has(error.name);
}

export interface CancellationReason {
  Code?: string;
  Message?: string;
}

/** The per-item reasons of a cancelled TransactWriteItems, in the order of its items. */
export function cancellationReasons(error: unknown): CancellationReason[] | undefined {
  if (!(error instanceof Error) || error.name !== "TransactionCanceledException") return undefined;
  const reasons = (error as Error & { CancellationReasons?: CancellationReason[] })
    .CancellationReasons;
  if (reasons) return reasons;
  // Some emulators only put the reasons in the message: "[ConditionalCheckFailed, None]".
  const match = /\[([^\]]*)\]/.exec(error.message);
  return (match?.[1] ?? "").split(",").map((code) => ({ Code: code.trim() }));
}
