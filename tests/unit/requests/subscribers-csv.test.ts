import { describe, expect, it } from "vitest";
import { subscribersCsv } from "../../../functions/core/newsletter/subscribers-csv";

describe("the newsletter subscribers' CSV", () => {
  it("has the participants file's conventions: BOM, ;, CRLF, quoted cells, formulas defused", () => {
    const csv = subscribersCsv([
      { email: "marie@exemple.ch", confirmed_at: "2026-03-12T07:30:00.000Z" },
      { email: '+"x"@exemple.ch', confirmed_at: "2026-06-30T22:30:00.000Z" },
    ]);
    expect(csv).toBe(
      '\uFEFF"E-mail";"Confirmé le"\r\n"marie@exemple.ch";"2026-03-12"\r\n"\'+""x""@exemple.ch";"2026-07-01"\r\n',
    );
  });
});
