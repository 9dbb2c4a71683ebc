import { drawShortReference } from "@core/registrations/short-reference";
import {
  registrationReference,
  SHORT_REFERENCE_ALPHABET,
  SHORT_REFERENCE_PATTERN,
} from "@shared/registrations/short-reference";
import { describe, expect, it } from "vitest";

describe("the short reference", () => {
  it("has no look-alikes in its alphabet: no 0/O, no 1/I/L", () => {
    for (const lookAlike of ["0", "O", "1", "I", "L"]) {
      expect(SHORT_REFERENCE_ALPHABET).not.toContain(lookAlike);
    }
    expect(new Set(SHORT_REFERENCE_ALPHABET).size).toBe(SHORT_REFERENCE_ALPHABET.length);
    expect(SHORT_REFERENCE_ALPHABET).toHaveLength(31);
  });

  it("is drawn as JV-XXXX-XX from the picks it is given", () => {
    const picks = [5, 17, 1, 18, 21, 7];
    expect(drawShortReference((n) => picks.shift() ?? n)).toBe("JV-7K3M-Q9");
  });

  it("draws every character of the alphabet and nothing else, in the documented form", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const reference = drawShortReference();
      expect(reference).toMatch(SHORT_REFERENCE_PATTERN);
      for (const c of reference.replace(/^JV-|-/g, "")) seen.add(c);
    }
    expect([...seen].sort().join("")).toBe([...SHORT_REFERENCE_ALPHABET].sort().join(""));
  });

  it("asks the generator for an index below the alphabet's length, six times", () => {
    const asked: number[] = [];
    drawShortReference((n) => {
      asked.push(n);
      return n - 1;
    });
    expect(asked).toEqual(Array(6).fill(31));
  });

  it("falls back to the registration's id for one stored before short references", () => {
    expect(registrationReference({ id: "7b0c…", short_reference: "JV-7K3M-Q9" })).toBe(
      "JV-7K3M-Q9",
    );
    const id = "3f2a9c1e-0d4b-4e8a-9b7c-5d6e7f8a9b0c";
    expect(registrationReference({ id })).toBe(id);
  });
});
