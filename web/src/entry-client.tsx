import "./styles/main.scss";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app/App";
import { matchRoute } from "./app/routes";
import { HydratingFrame } from "./components/page-frame";
import { readServerAnswer, ServerAnswerProvider } from "./lib/server-answer";

const container = document.getElementById("root");

async function start(root: HTMLElement): Promise<void> {
  const route = matchRoute(location.pathname);
  // Load the page's chunk first: hydration then renders exactly the prerendered markup. If it
  // fails (network), hydrate anyway: the page retries, and the error boundary speaks if it can't.
  await route.page.preload().catch(() => undefined);
  // A page the server rendered for its visitor (a payment link) came with the API's answer.
  const answer = readServerAnswer(document);
  const app = (
    <StrictMode>
      <ServerAnswerProvider answer={answer}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ServerAnswerProvider>
    </StrictMode>
  );
  // Hydrate only markup that was prerendered for this very route (404.html or a client-only
  // shell served for another path is rendered afresh).
  if (root.dataset.route === route.path && root.hasChildNodes()) {
    // In a transition, React hydrates in slices of a few milliseconds and lets the browser answer
    // in between: no long task however large the page (the prerendered markup is already shown).
    // A page of one visitor hydrates its frame first, then renders what its address asks for;
    // unless the server rendered it for the visitor: then it hydrates that page as it is.
    const frame = route.frame && !answer;
    startTransition(() => {
      hydrateRoot(root, frame ? <HydratingFrame>{app}</HydratingFrame> : app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

if (container) void start(container);
