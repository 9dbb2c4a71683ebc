/** The founders' one search: what each kind of query finds, and what it must not. */
import { matchesVisitorSearch, type VisitorFacts } from "@shared/search/visitor-search";
import { describe, expect, it } from "vitest";

const rochat: VisitorFacts = {
  names: ["Anne-Lise Rochat"],
  email: "a.rochat@example.ch",
  phone: "+41 79 123 45 67",
  references: ["JV-6PUU-EP", "21 00000 00003 13947 14300 09017"],
  amountCentimes: 6000,
};
const favre: VisitorFacts = {
  names: ["Éliane Favre"],
  email: "eliane@exemple.ch",
  phone: "022 360 12 34",
  references: ["JV-7K3M-Q9", null],
  amountCentimes: 15000,
};
const finds = (query: string) =>
  [rochat, favre].filter((facts) => matchesVisitorSearch(query, facts)).map((f) => f.names[0]);

describe("the founders' search", () => {
  it("a surname, a first name, the start of a word, accents and case ignored", () => {
    expect(finds("Rochat")).toEqual(["Anne-Lise Rochat"]);
    expect(finds("roch")).toEqual(["Anne-Lise Rochat"]);
    expect(finds("lise")).toEqual(["Anne-Lise Rochat"]);
    expect(finds("eliane")).toEqual(["Éliane Favre"]);
    expect(finds("ÉLIANE FAVRE")).toEqual(["Éliane Favre"]);
    expect(finds("Rochet")).toEqual([]);
  });

  it("an e-mail or a part of it", () => {
    expect(finds("a.rochat@example.ch")).toEqual(["Anne-Lise Rochat"]);
    expect(finds("@exemple.ch")).toEqual(["Éliane Favre"]);
  });

  it("a phone in any writing", () => {
    expect(finds("079 123 45 67")).toEqual(["Anne-Lise Rochat"]);
    expect(finds("+41791234567")).toEqual(["Anne-Lise Rochat"]);
    expect(finds("0041 22 360 12 34")).toEqual(["Éliane Favre"]);
    expect(finds("360 12 34")).toEqual(["Éliane Favre"]);
  });

  it("the short reference, with or without dashes, any case", () => {
    expect(finds("JV-6PUU-EP")).toEqual(["Anne-Lise Rochat"]);
    expect(finds("jv6puuep")).toEqual(["Anne-Lise Rochat"]);
    expect(finds("7k3m q9")).toEqual(["Éliane Favre"]);
  });

  it("the QR reference with or without spaces", () => {
    expect(finds("210000000003139471430009017")).toEqual(["Anne-Lise Rochat"]);
    expect(finds("21 00000 00003 13947 14300 09017")).toEqual(["Anne-Lise Rochat"]);
  });

  it("the amount, as she would say it", () => {
    expect(finds("60")).toEqual(["Anne-Lise Rochat"]);
    expect(finds("60.00")).toEqual(["Anne-Lise Rochat"]);
    expect(finds("CHF 60.-")).toEqual(["Anne-Lise Rochat"]);
    expect(finds("150,00")).toEqual(["Éliane Favre"]);
    expect(finds("61")).toEqual([]);
  });

  it("less than 2 characters finds nothing", () => {
    expect(finds("a")).toEqual([]);
    expect(finds(" ")).toEqual([]);
  });
});
