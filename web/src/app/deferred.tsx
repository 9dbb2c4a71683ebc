import {
  type ComponentType,
  type ReactNode,
  type RefObject,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
} from "react";

/**
 * A below-the-fold part of a page whose code loads only when it comes near the viewport, is
 * touched or focused, or is the target of the address's anchor. The prerendered HTML still holds
 * it: during hydration React keeps that markup as it is (a dehydrated Suspense boundary) until the
 * code arrives, so nothing moves and the first load stays light.
 */
// biome-ignore lint/suspicious/noExplicitAny: parts of any props share one registry.
export interface DeferredPart<P extends object = any> {
  /** Starts loading the part's code (idempotent). */
  start: () => void;
  ready: Promise<void>;
  loaded: () => ComponentType<P> | undefined;
}

const registry: DeferredPart[] = [];
const started = new WeakSet<DeferredPart>();
let firstRenderDone = false;

/**
 * Called once the first page has hydrated. Parts mounted later (a client-side navigation) have no
 * prerendered markup to show meanwhile, so they load at once.
 */
export function markFirstRenderDone(): void {
  firstRenderDone = true;
}

/** True when every part that started loading has arrived (the page's layout is final). */
export function deferredPartsSettled(): boolean {
  return registry.every((part) => !started.has(part) || part.loaded() !== undefined);
}

export function deferredPart<P extends object = Record<string, never>>(
  load: () => Promise<ComponentType<P>>,
): DeferredPart<P> {
  let component: ComponentType<P> | undefined;
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const ready = gate.then(load).then((loadedComponent) => {
    component = loadedComponent;
  });
  const part: DeferredPart<P> = {
    start: () => {
      started.add(part);
      open();
    },
    ready,
    loaded: () => component,
  };
  registry.push(part);
  return part;
}

/** For the prerender: every deferred part known so far, loaded, so renderToString includes them. */
export async function loadAllDeferredParts(): Promise<void> {
  // A part's code may declare further parts (a deferred button inside a deferred section).
  let known = -1;
  while (known !== registry.length) {
    known = registry.length;
    for (const part of registry) part.start();
    await Promise.all(registry.map((part) => part.ready));
  }
}

function PartView<P extends object>({
  part,
  props,
  onHydrated,
}: {
  part: DeferredPart<P>;
  props: P;
  onHydrated: () => void;
}) {
  if (!part.loaded()) use(part.ready);
  useEffect(() => onHydrated(), [onHydrated]);
  const Component = part.loaded() as ComponentType<P>;
  return <Component {...props} />;
}

/**
 * React does not replay a tap into markup whose code has not arrived or hydrated yet, so a
 * visitor's first tap on a deferred button would be lost. One listener, installed when this module
 * loads (before hydration starts), remembers which button of which part was tapped; the part is
 * started, and the tap is replayed on the same button once the part has hydrated.
 */
const REPLAYED = "button";
const WRAPPER = ".deferred-part";
const earlyTaps = new WeakMap<Element, number>();
const hydratedWrappers = new WeakSet<Element>();
const startersByWrapper = new WeakMap<Element, () => void>();

function rememberEarlyTap(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest(REPLAYED) : null;
  const wrapper = button?.closest(WRAPPER);
  if (!button || !wrapper || hydratedWrappers.has(wrapper)) return;
  event.preventDefault();
  event.stopPropagation();
  earlyTaps.set(wrapper, [...wrapper.querySelectorAll(REPLAYED)].indexOf(button));
  startersByWrapper.get(wrapper)?.();
}

if (typeof document !== "undefined") {
  document.addEventListener("click", rememberEarlyTap, { capture: true });
}

function replayEarlyTap(wrapper: Element | null): void {
  if (!wrapper) return;
  hydratedWrappers.add(wrapper);
  const index = earlyTaps.get(wrapper);
  earlyTaps.delete(wrapper);
  if (index !== undefined) wrapper.querySelectorAll<HTMLElement>(REPLAYED)[index]?.click();
}

const TRIGGERS = ["pointerdown", "focusin", "keydown"] as const;

const NO_ANCHORS: readonly string[] = [];

export function Deferred<P extends object>({
  part,
  props,
  anchors = NO_ANCHORS,
  fallback = null,
  inline = false,
}: {
  part: DeferredPart<P>;
  /** The part's props (leave out for parts without props). */
  props?: P;
  /** A span instead of a div, for parts inside a line of buttons. */
  inline?: boolean;
  /** Ids inside the part: an address pointing at one of them loads it at once. */
  anchors?: readonly string[];
  fallback?: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const onHydrated = useCallback(() => replayEarlyTap(ref.current), []);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    startersByWrapper.set(element, part.start);
    if (earlyTaps.has(element)) part.start();
  }, [part]);
  useEffect(() => {
    const element = ref.current;
    if (!element || part.loaded()) return;
    const start = () => part.start();
    const targeted = () => anchors.includes(decodeURIComponent(location.hash.slice(1)));
    if (firstRenderDone || targeted()) start();
    const onHash = () => targeted() && start();
    const observer =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver(
            (entries) => entries.some((entry) => entry.isIntersecting) && start(),
            { rootMargin: "400px 0px" },
          )
        : undefined;
    if (observer) observer.observe(element);
    else start();
    for (const type of TRIGGERS) element.addEventListener(type, start, { capture: true });
    window.addEventListener("hashchange", onHash);
    window.addEventListener("popstate", onHash);
    return () => {
      observer?.disconnect();
      for (const type of TRIGGERS) element.removeEventListener(type, start, { capture: true });
      window.removeEventListener("hashchange", onHash);
      window.removeEventListener("popstate", onHash);
    };
  }, [part, anchors]);
  const content = (
    <Suspense fallback={fallback}>
      <PartView part={part} props={props ?? ({} as P)} onHydrated={onHydrated} />
    </Suspense>
  );
  return inline ? (
    <span ref={ref as RefObject<HTMLSpanElement>} className="deferred-part is-inline">
      {content}
    </span>
  ) : (
    <div ref={ref as RefObject<HTMLDivElement>} className="deferred-part">
      {content}
    </div>
  );
}
