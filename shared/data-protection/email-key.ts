/**
 * The form of an e-mail address under which a person's records are found (the `by-email`
 * indexes, « Données d'une personne »): trimmed and in lower case. The contact, quote and
 * newsletter forms already store it so; a registration keeps the address as typed and carries
 * this form beside it (`email_key`).
 */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
