/** Galerie: used on the home page and on its own page. */
export function GallerySection() {
  return (
    <section id="galerie" className="section" aria-labelledby="galerie-titre">
      <div className="container">
        <h2 id="galerie-titre" className="title is-2">
          Galerie
        </h2>
      </div>
    </section>
  );
}
