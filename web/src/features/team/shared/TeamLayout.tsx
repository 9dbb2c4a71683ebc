import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { RequestsNavLink } from "../requests/RequestsNavLink";
import { useTeamAuth } from "../sign-in/team-auth";
import "./team.css";

/** The team space's frame: the site's name, « Sorties », « Se déconnecter », then the screen. */
export function TeamLayout({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { signOut } = useTeamAuth();
  return (
    <>
      {/* The address's # holds the screen (HashRouter): the skip link is a button. */}
      <button
        type="button"
        className="skip-link"
        onClick={() => document.getElementById("contenu")?.focus()}
      >
        Aller au contenu
      </button>
      <header className="team-header">
        <div className="container team-header-row">
          <p className="team-brand">
            <a href="/">Jura VTT Vitalité</a> · Espace équipe
          </p>
          {signedIn ? (
            <nav aria-label="Espace équipe" className="team-nav">
              <Link to="/">Sorties</Link>
              <RequestsNavLink />
              <Link to="/paiements">Paiements</Link>
              <Link to="/velos">Vélos de location</Link>
              <Link to="/chiffres">Chiffres</Link>
              <Link to="/personnes">Personnes</Link>
              <button type="button" className="button" onClick={() => signOut()}>
                Se déconnecter
              </button>
            </nav>
          ) : null}
        </div>
      </header>
      <main id="contenu" tabIndex={-1} className="section">
        <div className="container">{children}</div>
      </main>
    </>
  );
}
