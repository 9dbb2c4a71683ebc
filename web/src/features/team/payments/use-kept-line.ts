import { useState } from "react";
import type { LineAnswer } from "./desk-act";

/**
 * A line acted on keeps its place, with its answer, until the next act: the desk read again
 * after the act may no longer list it (paid, refunded), but the founder reads the answer where
 * she pressed. `keep` is called with the line and its place before the act.
 */
export function useKeptLine<T>(
  lines: readonly T[],
  keyOf: (line: T) => string,
  answer: LineAnswer | null,
): { shown: T[]; keep: (line: T, index: number) => void } {
  const [acted, setActed] = useState<{ line: T; index: number } | null>(null);
  const shown = [...lines];
  if (
    acted &&
    answer?.line === keyOf(acted.line) &&
    !shown.some((l) => keyOf(l) === keyOf(acted.line))
  )
    shown.splice(Math.min(acted.index, shown.length), 0, acted.line);
  return { shown, keep: (line, index) => setActed({ line, index }) };
}
