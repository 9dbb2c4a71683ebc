/** The contact form of /contact and of the home contact section, built by the contact feature. */
export function ContactForm() {
  return null;
}
