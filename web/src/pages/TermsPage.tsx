import { BUSINESS } from "@shared/constants/business";
import { TERMS_ARTICLES, TERMS_VERSION_DATE } from "../content/terms";

export default function TermsPage() {
  return (
    <section className="section" aria-labelledby="conditions-titre">
      <div className="container" style={{ maxWidth: "60rem" }}>
        <h1 id="conditions-titre" className="title is-2">
          Conditions générales
        </h1>
        <p className="subtitle is-5">
          {BUSINESS.name} · Version du {TERMS_VERSION_DATE}
        </p>
        {TERMS_ARTICLES.map((article) => (
          <section key={article.id} className="mb-5" aria-labelledby={`cg-${article.id}`}>
            <h2 id={`cg-${article.id}`} className="title is-4 mb-3">
              {article.title}
            </h2>
            {article.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mb-3">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <p>
          Questions sur ces conditions : <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a> ·{" "}
          <a href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phoneDisplay}</a>
        </p>
      </div>
    </section>
  );
}
