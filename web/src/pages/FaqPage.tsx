import { Link } from "react-router-dom";
import { FAQ_ENTRIES } from "../content/faq";
import { FaqAccordion } from "./sections/FaqAccordion";

export default function FaqPage() {
  return (
    <section className="section" aria-labelledby="faq-titre">
      <div className="container" style={{ maxWidth: "60rem" }}>
        <h1 id="faq-titre" className="title is-2">
          Questions fréquentes
        </h1>
        <p className="subtitle is-4">
          Tout ce qu'il faut savoir avant votre première sortie en VTT électrique dans le Jura.
        </p>
        <FaqAccordion entries={FAQ_ENTRIES} level={2} />
        <p className="mt-5">
          Vous ne trouvez pas votre réponse ? <Link to="/contact">Contactez-nous</Link>, nous vous
          répondons volontiers.
        </p>
      </div>
    </section>
  );
}
