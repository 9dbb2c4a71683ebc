import { formatShortDate } from "@shared/date-format";
import { Link } from "react-router-dom";
import { BLOG_ARTICLES, type BlogArticle } from "../content/blog";

const newTab = <span className="is-sr-only"> (s'ouvre dans un nouvel onglet)</span>;

function ArticleLinks({ article }: { article: BlogArticle }) {
  if (article.isInternal) {
    return (
      <Link className="button is-primary is-medium" to={article.url}>
        Rejoignez-nous !
      </Link>
    );
  }
  return (
    <div className="buttons">
      <a
        className="button is-primary is-medium"
        href={article.url}
        target="_blank"
        rel="noopener noreferrer"
      >
        Lire l'article{newTab}
      </a>
      {article.secondaryUrl && article.secondaryUrlLabel ? (
        <a
          className="button is-medium"
          href={article.secondaryUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {article.secondaryUrlLabel}
          {newTab}
        </a>
      ) : null}
    </div>
  );
}

export default function BlogPage() {
  return (
    <section className="section" aria-labelledby="blog-titre">
      <div className="container" style={{ maxWidth: "60rem" }}>
        <h1 id="blog-titre" className="title is-2">
          Blog
        </h1>
        <p className="subtitle is-4">
          Nos nouvelles et nos lectures sur le vélo, la santé et le Jura.
        </p>
        <ul>
          {BLOG_ARTICLES.map((article) => (
            <li key={article.title} className="mb-5">
              <article className="box">
                <h2 className="title is-4 mb-2">{article.title}</h2>
                <p className="mb-2 has-text-weight-semibold">
                  {article.source} ·{" "}
                  <time dateTime={article.publishDate}>{formatShortDate(article.publishDate)}</time>
                </p>
                <p className="mb-4">{article.description}</p>
                <ArticleLinks article={article} />
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
