import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { deferredPartsSettled } from "../components/deferred/deferred-part";
import { scrollToAnchor } from "../lib/scroll";

const USER_INPUT = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
/** How long an anchor is kept in place while content above it (e.g. loaded outings) grows. */
const HOLD_MS = 2500;

/**
 * After a navigation: to the anchor if the address has one (e.g. /#contact, once the page's chunk
 * has rendered it), otherwise to the top of the new page.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page with the same anchor (or none) must scroll again.
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    let timer = 0;
    let release = () => {};
    const hold = () => {
      // Content that arrives above the anchor would push it away: follow it until the visitor
      // scrolls or types, or for a short while.
      const follow = () => document.getElementById(id)?.scrollIntoView({ block: "start" });
      const observer = new ResizeObserver(follow);
      observer.observe(document.body);
      const stop = window.setTimeout(() => release(), HOLD_MS);
      release = () => {
        observer.disconnect();
        window.clearTimeout(stop);
        for (const type of USER_INPUT) window.removeEventListener(type, release);
      };
      for (const type of USER_INPUT) window.addEventListener(type, release, { passive: true });
    };
    const attempt = () => {
      // Wait for the parts above the anchor to arrive, or it would slide away once they do.
      if (deferredPartsSettled() && scrollToAnchor(id)) {
        hold();
        return;
      }
      if (tries++ > 100) return;
      timer = window.setTimeout(attempt, 50);
    };
    attempt();
    return () => {
      window.clearTimeout(timer);
      release();
    };
  }, [pathname, hash]);
  return null;
}
