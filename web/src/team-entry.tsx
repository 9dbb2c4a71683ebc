/**
 * The founders' team space (/espace-equipe): a document and a bundle of its own, built apart from
 * the public site (web/scripts/build.ts), so that no public page loads a byte of it. Its screens
 * are addressed after the # (/espace-equipe/#/sorties/...): one document serves them all, with no
 * rewrite on CloudFront or the local host, and a reload keeps the screen.
 */
import "./styles/main.scss";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { HashRouter } from "react-router-dom";
import TeamSpacePage from "./pages/TeamSpacePage";

const container = document.getElementById("root");
if (container) {
  createRoot(container).render(
    <StrictMode>
      <HashRouter>
        <TeamSpacePage />
      </HashRouter>
    </StrictMode>,
  );
}
