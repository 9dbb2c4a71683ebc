/** Contact: used on the home page and on its own page. */
export function ContactSection() {
  return (
    <section id="contact" className="section" aria-labelledby="contact-titre">
      <div className="container">
        <h2 id="contact-titre" className="title is-2">
          Contact
        </h2>
      </div>
    </section>
  );
}
