import { useEffect } from "react";
import { Link, useLocation } from "react-router-dom";
import { useTeamLoad } from "../shared/use-team-load";
import { useTeamAuth } from "../sign-in/team-auth";
import { onRequestsChanged } from "./requests-changed";

/** How many requests are still to handle: « 3 », or « 50+ » when a list has more pages. */
export function newRequestCount(pages: { items: unknown[]; suite: string | null }[]): string {
  const count = pages.reduce((sum, page) => sum + page.items.length, 0);
  return pages.some((page) => page.suite) ? `${count}+` : String(count);
}

/**
 * « Demandes » in the team's navigation, with the number of requests still to handle (quote
 * requests and contact messages « à traiter »): counted again on every screen change and each time
 * the founder marks one handled or back to handle.
 */
export function RequestsNavLink() {
  const { api } = useTeamAuth();
  const { pathname } = useLocation();
  const { loaded, reload } = useTeamLoad(
    (signal) =>
      Promise.all([
        api.listQuotes({ toHandleOnly: true }, signal),
        api.listMessages({ toHandleOnly: true }, signal),
      ]).then(([quotes, messages]) =>
        newRequestCount([
          { items: quotes.devis, suite: quotes.suite },
          { items: messages.messages, suite: messages.suite },
        ]),
      ),
    [api, pathname],
  );
  useEffect(() => onRequestsChanged(reload), [reload]);
  const count = loaded.kind === "ready" && loaded.data !== "0" ? loaded.data : null;
  return (
    <Link
      to="/demandes"
      {...(count
        ? { "aria-label": `Demandes, ${count} ${count === "1" ? "nouvelle" : "nouvelles"}` }
        : {})}
    >
      Demandes{count ? ` (${count})` : ""}
    </Link>
  );
}
