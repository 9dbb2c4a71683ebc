import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { matchRoute } from "./routes";

/**
 * Keeps the title, description and canonical link in step with client-side navigation.
 * The prerendered pages already carry them; this only matters after the first page.
 */
export function HeadManager() {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = matchRoute(pathname);
    document.title = route.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", route.description);
    const canonical = document.querySelector('link[rel="canonical"]');
    if (canonical) {
      canonical.setAttribute(
        "href",
        new URL(route.canonicalPath, canonical.getAttribute("href") ?? location.href).href,
      );
    }
  }, [pathname]);
  return null;
}
