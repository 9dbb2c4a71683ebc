import { type ComponentType, use, useEffect } from "react";
import { markFirstRenderDone } from "../components/deferred/deferred-part";
import { markFulfilled } from "../lib/mark-fulfilled";

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** A page loaded from its own chunk, once. */
export interface LazyPage {
  /** Loads the page's chunk; the entries await it before hydrating or rendering on the server. */
  preload: () => Promise<void>;
  /** The page's component once its chunk has loaded. */
  loaded: () => ComponentType | undefined;
}

export function lazyPage(load: PageLoader): LazyPage {
  let component: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = (): Promise<void> => {
    if (pending) return pending;
    const loading: Promise<void> = load().then(
      (mod) => {
        component = mod.default;
        markFulfilled(loading, undefined);
      },
      (error: unknown) => {
        // Let a later navigation try again (e.g. after a network hiccup).
        pending = undefined;
        throw error;
      },
    );
    pending = loading;
    return loading;
  };
  return { preload, loaded: () => component };
}

/**
 * Renders a lazy page. Unlike React.lazy, a page whose chunk was preloaded renders synchronously,
 * so hydrating a prerendered page never falls back to a spinner (no layout shift), and the server
 * can render it with renderToString. Otherwise it suspends until the chunk is there.
 */
export function RoutePage({ page }: { page: LazyPage }) {
  // After the page's own effects: its deferred parts have chosen to wait for the viewport.
  useEffect(() => markFirstRenderDone(), []);
  use(page.preload());
  const Component = page.loaded() as ComponentType;
  return <Component />;
}
