import { BUSINESS } from "@shared/constants/business";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { NAV_LINKS } from "../content/navigation";
import { normalizePath } from "./routes";

/**
 * Site header: a row of links on wide screens, a menu button on narrow ones. The current page's
 * link is marked by exact path. The menu closes on a link click and on Escape.
 */
export function Header() {
  const { pathname } = useLocation();
  const current = normalizePath(pathname);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="site-header">
      <nav className="site-nav container" aria-label="Navigation principale">
        <div className="site-nav-bar">
          <Link className="site-brand" to="/" onClick={() => setOpen(false)}>
            <img src="/favicon.svg" alt="" width="40" height="40" />
            <span>{BUSINESS.name}</span>
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className="site-nav-toggle button"
            aria-expanded={open}
            aria-controls="menu-principal"
            onClick={() => setOpen((value) => !value)}
          >
            <span className="burger" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span>{open ? "Fermer le menu" : "Menu"}</span>
          </button>
        </div>
        <ul id="menu-principal" className={`site-nav-links${open ? " is-open" : ""}`}>
          {NAV_LINKS.map((link) => {
            const active = current === link.to;
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={active ? "is-active" : undefined}
                  aria-current={active ? "page" : undefined}
                  onClick={() => setOpen(false)}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}
