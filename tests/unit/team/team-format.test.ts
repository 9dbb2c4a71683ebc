import { describe, expect, it } from "vitest";
import { placesTakenHint } from "../../../web/src/features/team/shared/team-format";

describe("the outing form's note on places already taken", () => {
  it("speaks of one place in the singular, of several in the plural", () => {
    expect(placesTakenHint(1)).toBe("1 place est déjà prise : pas moins de 1.");
    expect(placesTakenHint(3)).toBe("3 places sont déjà prises : pas moins de 3.");
  });
});
