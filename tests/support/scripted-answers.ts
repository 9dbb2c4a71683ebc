/**
 * Answers a test scripts for a machine's actor (a load, a confirmation): each call takes the next
 * one, an Error rejects, and a call beyond the script rejects too. `calls` counts them.
 */
export function scriptedAnswers<T>(script: (T | Error)[]) {
  const left = [...script];
  let calls = 0;
  return {
    next(): Promise<T> {
      calls += 1;
      const answer = left.shift();
      return answer instanceof Error || answer === undefined
        ? Promise.reject(answer ?? new Error("no answer"))
        : Promise.resolve(answer);
    },
    calls: () => calls,
  };
}
