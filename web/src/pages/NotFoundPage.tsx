import { Link } from "react-router-dom";
import { Illustration } from "../components/Illustration";
import { NOT_FOUND_IMAGE } from "../content/illustrations";

/** Any unknown address. */
export default function NotFoundPage() {
  return (
    <section className="section not-found" aria-labelledby="introuvable-titre">
      <div className="container has-text-centered">
        <h1 id="introuvable-titre" className="title is-1">
          Oops! Page not found
        </h1>
        <p className="page-lead mb-5">La page que vous cherchez n'existe pas ou a été déplacée.</p>
        <p className="mb-5">
          <Link className="button is-primary is-medium" to="/">
            Retour à l'accueil
          </Link>
        </p>
        <Illustration image={NOT_FOUND_IMAGE} priority className="not-found-image" />
      </div>
    </section>
  );
}
