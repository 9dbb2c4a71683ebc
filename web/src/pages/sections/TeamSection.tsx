/** Notre équipe: used on the home page and on its own page. */
export function TeamSection() {
  return (
    <section id="equipe" className="section" aria-labelledby="equipe-titre">
      <div className="container">
        <h2 id="equipe-titre" className="title is-2">
          Notre équipe
        </h2>
      </div>
    </section>
  );
}
