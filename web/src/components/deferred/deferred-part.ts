import type { ComponentType } from "react";
import { markFulfilled } from "../../lib/mark-fulfilled";

/**
 * The registry of deferred parts (see Deferred.tsx for the mechanism): each part's code waits
 * behind a gate that Deferred opens, and the prerender opens them all.
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

export function isFirstRenderDone(): boolean {
  return firstRenderDone;
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
  const ready: Promise<void> = gate.then(load).then((loadedComponent) => {
    component = loadedComponent;
    markFulfilled(ready, undefined);
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

/** Props for the control that opens a part: its code starts loading on the visitor's intent. */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onPointerDown: () => void;
}

/**
 * Starts loading a part when the visitor is about to use it (hover, focus, touch), for parts that
 * a control shows on its click (a dialog): by the time the click comes, the code is often there.
 */
export function loadOnIntent(part: DeferredPart): IntentHandlers {
  return { onPointerEnter: part.start, onFocus: part.start, onPointerDown: part.start };
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
