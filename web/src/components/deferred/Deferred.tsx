/**
 * Deferred parts: below-the-fold parts of a prerendered page whose code loads only when needed.
 *
 * - A page declares a part with `deferredPart(() => import(...))` and renders `<Deferred part>`.
 * - The prerender (`loadAllDeferredParts`) loads every part first, so the HTML holds them all.
 * - In the browser the part's code waits until the part comes within 400 px of the viewport, is
 *   touched or focused, or is the target of the address's anchor. Meanwhile React keeps its
 *   prerendered markup as it is (a dehydrated Suspense boundary): nothing moves, nothing is blank.
 * - Parts that only serve an interaction (a button that opens a dialog) wait for intent instead
 *   (`when="intent"`): hover, focus or touch, not the viewport. A dialog that is not in the page
 *   until it opens is rendered as `<Deferred part>` once opened, and its opener spreads
 *   `loadOnIntent(part)` (deferred-part.ts) so that the code starts loading on hover or focus.
 * - After the first page (`markFirstRenderDone`), parts mount with no markup to keep, so they load
 *   at once; `deferredPartsSettled` tells the anchor scrolling when the layout is final.
 * - A tap on a button inside a part before its code has hydrated is caught and replayed on the
 *   same button afterwards (early-tap.ts): React itself would drop it.
 *
 * Why it is kept: measured against plain React.lazy, it keeps about 104 KB gzip of JS off the first
 * load of `/` and 64 KB off `/activites` (docs/website.md, « Deferred loading »).
 */
import {
  type ComponentType,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
} from "react";
import { type DeferredPart, isFirstRenderDone } from "./deferred-part";
import { DEFERRED_WRAPPER_CLASS, replayEarlyTap, watchEarlyTaps } from "./early-tap";

const TRIGGERS = ["pointerdown", "focusin", "keydown"] as const;
/** With when="intent", hovering the part starts it too (the viewport does not). */
const INTENT_TRIGGERS = [...TRIGGERS, "pointerover"] as const;
const NO_ANCHORS: readonly string[] = [];

function PartView<P extends object>({
  part,
  props,
  onHydrated,
}: {
  part: DeferredPart<P>;
  props: P;
  onHydrated: () => void;
}) {
  use(part.ready);
  useEffect(() => onHydrated(), [onHydrated]);
  const Component = part.loaded() as ComponentType<P>;
  return <Component {...props} />;
}

export function Deferred<P extends object>({
  part,
  props,
  anchors = NO_ANCHORS,
  fallback = null,
  inline = false,
  when = "near",
}: {
  part: DeferredPart<P>;
  /** The part's props (leave out for parts without props). */
  props?: P;
  /**
   * For parts inside a line of buttons: laid out inline (.is-inline). Still a div, not a span: a
   * part may hold a <dialog>, which is flow content.
   */
  inline?: boolean;
  /** Ids inside the part: an address pointing at one of them loads it at once. */
  anchors?: readonly string[];
  fallback?: ReactNode;
  /** "near": within 400 px of the viewport (sections); "intent": hover, focus or touch only. */
  when?: "near" | "intent";
}) {
  const ref = useRef<HTMLDivElement>(null);
  const onHydrated = useCallback(() => replayEarlyTap(ref.current), []);
  useEffect(() => {
    const element = ref.current;
    if (element && watchEarlyTaps(element, part.start)) part.start();
  }, [part]);
  useEffect(() => {
    const element = ref.current;
    if (!element || part.loaded()) return;
    const start = () => part.start();
    const targeted = () => anchors.includes(decodeURIComponent(location.hash.slice(1)));
    if (isFirstRenderDone() || targeted()) start();
    const onHash = () => targeted() && start();
    const observer =
      when === "intent"
        ? undefined
        : typeof IntersectionObserver === "function"
          ? new IntersectionObserver(
              (entries) => entries.some((entry) => entry.isIntersecting) && start(),
              { rootMargin: "400px 0px" },
            )
          : undefined;
    if (observer) observer.observe(element);
    else if (when === "near") start();
    const triggers = when === "intent" ? INTENT_TRIGGERS : TRIGGERS;
    for (const type of triggers) element.addEventListener(type, start, { capture: true });
    window.addEventListener("hashchange", onHash);
    window.addEventListener("popstate", onHash);
    return () => {
      observer?.disconnect();
      for (const type of triggers) element.removeEventListener(type, start, { capture: true });
      window.removeEventListener("hashchange", onHash);
      window.removeEventListener("popstate", onHash);
    };
  }, [part, anchors, when]);
  return (
    <div
      ref={ref}
      className={inline ? `${DEFERRED_WRAPPER_CLASS} is-inline` : DEFERRED_WRAPPER_CLASS}
    >
      <Suspense fallback={fallback}>
        <PartView part={part} props={props ?? ({} as P)} onHydrated={onHydrated} />
      </Suspense>
    </div>
  );
}
