/** The newsletter form (e-mail only), built by the newsletter feature. */
export function NewsletterForm() {
  return null;
}
