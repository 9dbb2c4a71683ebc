import { useSyncExternalStore } from "react";

/** A narrow screen or a touch screen: where « Ouvrir TWINT » beats scanning a code. */
const PHONE_LIKE = "(max-width: 768px), (pointer: coarse)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_LIKE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True on a phone-like screen; false when rendered on the server. */
export function usePhoneLike(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_LIKE).matches,
    () => false,
  );
}
