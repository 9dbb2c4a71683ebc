import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { scrollToAnchor } from "./scroll";

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
    const attempt = () => {
      if (scrollToAnchor(id) || tries++ > 100) return;
      timer = window.setTimeout(attempt, 50);
    };
    attempt();
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);
  return null;
}
