import { type RefObject, useRef } from "react";

/**
 * A ref that always holds the value of the latest render. A machine is provided once, when its
 * hook mounts; its actions read the current toast, navigate and callbacks through this ref.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
