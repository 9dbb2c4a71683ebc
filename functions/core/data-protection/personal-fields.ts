/**
 * THE list of the personal fields each kind of record stores: what anonymising removes, what the
 * « Données d'une personne » export shows and erases, and what the personal-data test looks for.
 * A new personal field of a form is added here, or it stays behind after the retention period.
 */

/**
 * A registration's personal fields: the dialog's (nom, prenom, email, telephone, date_naissance,
 * adresse_complete, remarques) and a booking's (fullName, address, age, digitalSignature). What
 * stays (amount, dates, short reference, method, status, outing) is what bookkeeping needs.
 */
export const REGISTRATION_PERSONAL_FIELDS = [
  "nom",
  "prenom",
  "email",
  "telephone",
  "date_naissance",
  "adresse_complete",
  "remarques",
  "fullName",
  "address",
  "age",
  "digitalSignature",
  // The address in lower case, the key of the `by-email` index (« Données d'une personne »).
  "email_key",
] as const;

/**
 * A named participant's fields (each entry of a registration's `participants`): her name and date
 * of birth. Anonymising removes them from every entry and keeps the rest of the line (her bike,
 * `annule_le`), so that the count of people and what was rented and cancelled stay for the books.
 */
export const PARTICIPANT_PERSONAL_FIELDS = ["prenom", "nom", "date_naissance"] as const;

/** The participants' lines without their personal fields (PARTICIPANT_PERSONAL_FIELDS). */
export function anonymisedParticipants(participants: readonly object[]): Record<string, unknown>[] {
  const personal = new Set<string>(PARTICIPANT_PERSONAL_FIELDS);
  return participants.map((line) =>
    Object.fromEntries(Object.entries(line).filter(([field]) => !personal.has(field))),
  );
}

/** A contact message's fields about its sender, and the message itself (free text). */
export const CONTACT_MESSAGE_PERSONAL_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "message",
] as const;

/**
 * A quote request's fields about the company's contact (a sole trader's company name names a
 * person, so it goes too) and its free text.
 */
export const QUOTE_REQUEST_PERSONAL_FIELDS = [
  "companyName",
  "contactName",
  "email",
  "phone",
  "comments",
] as const;

/**
 * The payments table holds no personal field: amounts, methods, statuses, the providers' ids and
 * the QR-bill's reference only (the payer's name and address are printed on the QR-bill from the
 * registration, never stored with the payment; a bank file's debtor is never stored either).
 */
export const PAYMENT_PERSONAL_FIELDS = [] as const;

/** When a record's personal fields were removed (absent: not yet). */
export const ANONYMISED_AT = "anonymised_at";
