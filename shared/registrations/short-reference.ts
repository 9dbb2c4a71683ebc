/**
 * A registration's short reference, the one a visitor reads over the phone (« JV-7K3M-Q9 »):
 * drawn by the server when the registration is stored, unique (the store refuses a reference
 * already taken), from an alphabet without look-alikes (no 0/O, no 1/I/L).
 */
export const SHORT_REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** "JV-" then 4 and 2 characters of the alphabet. */
export const SHORT_REFERENCE_PATTERN = /^JV-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{2}$/;

/** How many characters are drawn (4 + 2): 31^6, about 887 million references. */
export const SHORT_REFERENCE_LENGTH = 6;

/** Six characters of the alphabet written as a reference: "7K3MQ9" -> "JV-7K3M-Q9". */
export function shortReferenceOf(characters: string): string {
  return `JV-${characters.slice(0, 4)}-${characters.slice(4, SHORT_REFERENCE_LENGTH)}`;
}

/**
 * The reference shown to the visitor: the short one, or, for a registration stored before short
 * references existed, its id (the number it was always given).
 */
export function registrationReference(registration: {
  short_reference?: string;
  id: string;
}): string {
  return registration.short_reference ?? registration.id;
}
