import { type ComponentType, type ReactNode, Suspense, use, useEffect, useRef } from "react";

/**
 * A below-the-fold part of a page whose code loads only when it comes near the viewport, is
 * touched or focused, or is the target of the address's anchor. The prerendered HTML still holds
 * it: during hydration React keeps that markup as it is (a dehydrated Suspense boundary) until the
 * code arrives, so nothing moves and the first load stays light.
 */
export interface DeferredPart {
  /** Starts loading the part's code (idempotent). */
  start: () => void;
  ready: Promise<void>;
  loaded: () => ComponentType | undefined;
}

const registry: DeferredPart[] = [];

export function deferredPart(load: () => Promise<ComponentType>): DeferredPart {
  let component: ComponentType | undefined;
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const ready = gate.then(load).then((loadedComponent) => {
    component = loadedComponent;
  });
  const part = { start: () => open(), ready, loaded: () => component };
  registry.push(part);
  return part;
}

/** For the prerender: every deferred part known so far, loaded, so renderToString includes them. */
export async function loadAllDeferredParts(): Promise<void> {
  for (const part of registry) part.start();
  await Promise.all(registry.map((part) => part.ready));
}

function PartView({ part }: { part: DeferredPart }) {
  if (!part.loaded()) use(part.ready);
  const Component = part.loaded() as ComponentType;
  return <Component />;
}

const TRIGGERS = ["pointerdown", "focusin", "keydown"] as const;

export function Deferred({
  part,
  anchors = [],
  fallback = null,
}: {
  part: DeferredPart;
  /** Ids inside the part: an address pointing at one of them loads it at once. */
  anchors?: readonly string[];
  fallback?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || part.loaded()) return;
    const start = () => part.start();
    const targeted = () => anchors.includes(decodeURIComponent(location.hash.slice(1)));
    if (targeted()) start();
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
  return (
    <div ref={ref} className="deferred-part">
      <Suspense fallback={fallback}>
        <PartView part={part} />
      </Suspense>
    </div>
  );
}
