/**
 * console.log silenced while `work` runs: the api handler logs one JSON line per request, which
 * is still built (the cost stays in the figures) but not written over the bench's output.
 */
export async function withoutLogLines<T>(work: () => Promise<T>): Promise<T> {
  const original = console.log;
  console.log = () => {};
  try {
    return await work();
  } finally {
    console.log = original;
  }
}
