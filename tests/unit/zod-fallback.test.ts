import { describe, expect, it } from "vitest";
import { contactMessageSchema } from "../../shared/schemas/contact";
import * as z from "../../shared/zod";

describe("zod as the codebase configures it", () => {
  it("answers in French where a schema names no message of its own", () => {
    const parsed = z.object({ phone: z.optional(z.string()) }).safeParse({ phone: 41 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(z.FALLBACK_MESSAGE);
    expect(z.FALLBACK_MESSAGE).toBe("Valeur invalide.");
  });

  it("keeps a schema's own message before the fallback", () => {
    const parsed = z.string().check(z.minLength(1, "Le nom est requis.")).safeParse("");
    expect(parsed.error?.issues[0]?.message).toBe("Le nom est requis.");
  });

  it("keeps a parse's own messages before the fallback", () => {
    const parsed = z.string().safeParse(1, { error: () => "own words" });
    expect(parsed.error?.issues[0]?.message).toBe("own words");
  });

  it("answers a form field of the wrong type in French", () => {
    const parsed = contactMessageSchema.safeParse({
      firstName: "Anne",
      lastName: "Muller",
      email: "anne@example.ch",
      phone: 41,
      message: "Bonjour",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([z.FALLBACK_MESSAGE]);
  });
});
