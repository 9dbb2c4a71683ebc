/** Rejoignez la communauté: used on the home page and on its own page. */
export function CommunitySection() {
  return (
    <section id="communaute" className="section" aria-labelledby="communaute-titre">
      <div className="container">
        <h2 id="communaute-titre" className="title is-2">
          Rejoignez la communauté
        </h2>
      </div>
    </section>
  );
}
