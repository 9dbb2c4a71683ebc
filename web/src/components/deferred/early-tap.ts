/**
 * React does not replay a tap into markup whose code has not arrived or hydrated yet, so a
 * visitor's first tap on a deferred button would be lost. One listener, installed when this module
 * loads (before hydration starts), remembers which button of which part was tapped; the part is
 * started, and the tap is replayed on the same button once the part has hydrated.
 */
const REPLAYED = "button";
/** The class of the element that Deferred wraps around each part. */
export const DEFERRED_WRAPPER_CLASS = "deferred-part";

const earlyTaps = new WeakMap<Element, number>();
const hydratedWrappers = new WeakSet<Element>();
const startersByWrapper = new WeakMap<Element, () => void>();

function rememberEarlyTap(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest(REPLAYED) : null;
  const wrapper = button?.closest(`.${DEFERRED_WRAPPER_CLASS}`);
  if (!button || !wrapper || hydratedWrappers.has(wrapper)) return;
  event.preventDefault();
  event.stopPropagation();
  earlyTaps.set(wrapper, [...wrapper.querySelectorAll(REPLAYED)].indexOf(button));
  startersByWrapper.get(wrapper)?.();
}

if (typeof document !== "undefined") {
  document.addEventListener("click", rememberEarlyTap, { capture: true });
}

/**
 * Lets a tap inside this wrapper start its part. Returns true when a tap came before this call
 * (between the markup's arrival and the component's first effect).
 */
export function watchEarlyTaps(wrapper: Element, start: () => void): boolean {
  startersByWrapper.set(wrapper, start);
  return earlyTaps.has(wrapper);
}

/** The part inside this wrapper has hydrated: replay its early tap, if any, and stop catching. */
export function replayEarlyTap(wrapper: Element | null): void {
  if (!wrapper) return;
  hydratedWrappers.add(wrapper);
  const index = earlyTaps.get(wrapper);
  earlyTaps.delete(wrapper);
  if (index !== undefined) wrapper.querySelectorAll<HTMLElement>(REPLAYED)[index]?.click();
}
