/**
 * Retries an assertion until it passes or the time is up, for effects that arrive
 * asynchronously (queue delivery, e-mails sent by a worker). The last failure is rethrown.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 15_000, intervalMs = 200 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
