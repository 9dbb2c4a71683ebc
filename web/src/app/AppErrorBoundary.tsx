import { Component, type ErrorInfo, type ReactNode } from "react";

interface State {
  failed: boolean;
}

/** Last line of defence: a page that throws while rendering shows a French message, not a blank screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Erreur de rendu", error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="section" id="contenu">
        <div className="container content">
          <h1 className="title is-2">Erreur de chargement de l'application</h1>
          <p>
            Un problème empêche l'affichage de cette page. Veuillez recharger la page ou revenir
            plus tard.
          </p>
          <p>
            <a className="button is-primary" href="/">
              Retour à l'accueil
            </a>
          </p>
        </div>
      </main>
    );
  }
}
