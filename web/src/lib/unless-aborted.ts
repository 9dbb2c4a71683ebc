/**
 * The one rule for a load its caller may abort: once the signal is aborted, the load has no
 * outcome at all. The returned promise settles as `work` does, unless the signal was aborted
 * first; then it never settles. React's development double mount aborts a page's first load and
 * starts a second: the first one's AbortError must not reach the page as « no answer ».
 */
export function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    work.then(
      (value) => {
        if (!signal.aborted) resolve(value);
      },
      (error: unknown) => {
        if (!signal.aborted) reject(error);
      },
    );
  });
}
