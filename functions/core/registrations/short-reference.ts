import { randomInt } from "node:crypto";
import {
  SHORT_REFERENCE_ALPHABET,
  SHORT_REFERENCE_LENGTH,
  shortReferenceOf,
} from "@shared/registrations/short-reference";

/**
 * Draws a short reference (« JV-7K3M-Q9 »). `pick(n)` returns an integer in [0, n): the system's
 * cryptographic generator by default, a fixed sequence in tests. Drawing does not make it unique:
 * the registration's transaction claims it and a taken one is drawn again.
 */
export function drawShortReference(pick: (n: number) => number = randomInt): string {
  let characters = "";
  for (let i = 0; i < SHORT_REFERENCE_LENGTH; i++) {
    characters += SHORT_REFERENCE_ALPHABET[pick(SHORT_REFERENCE_ALPHABET.length)];
  }
  return shortReferenceOf(characters);
}
