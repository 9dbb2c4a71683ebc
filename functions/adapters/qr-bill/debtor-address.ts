import type { QrBillAddress } from "./bill-data";

/**
 * The payer of a QR-bill (« Payable par ») from what the registration holds: a name and an
 * address typed as free text (« Rue du Lac 12, 1260 Nyon »). The bill wants a structured address
 * (postal code and town at least), so the text is read only where it is unambiguous: a Swiss or
 * Liechtenstein postal code followed by the town, or a French one when « France » is written.
 * Anything else gives no debtor: the slip keeps its blank box for the payer to fill in, rather
 * than an address we made up.
 */
export function qrBillDebtor(payer: { name: string; address: string }): QrBillAddress | undefined {
  const name = payer.name.trim();
  const place = readAddress(payer.address);
  return name && place ? { name, ...place } : undefined;
}

type Place = Omit<QrBillAddress, "name">;

const COUNTRY_WORDS: Record<string, string> = {
  suisse: "CH",
  schweiz: "CH",
  svizzera: "CH",
  switzerland: "CH",
  liechtenstein: "LI",
  france: "FR",
};

/** « CH-1260 Nyon », « 1260 Nyon »: postal code, then the town (up to the next comma). */
const POSTCODE_TOWN = /^(?:(CH|LI|F|FR)[- ])?(\d{4,5})\s+(\S.*)$/i;

function readAddress(text: string): Place | undefined {
  const parts = text
    .split(/[,\n]/)
    .map((part) => part.trim().replace(/\s+/g, " "))
    .filter(Boolean);
  const countryWord = COUNTRY_WORDS[parts.at(-1)?.toLowerCase() ?? ""];
  if (countryWord) parts.pop();
  const last = parts.pop();
  let match = last ? POSTCODE_TOWN.exec(last) : null;
  let street = parts.join(", ");
  if (!match && parts.length === 0 && last) {
    // « Rue du Lac 12 1260 Nyon », written without a comma.
    const inline = /^(.*\S)\s+((?:(?:CH|LI|F|FR)-)?\d{4,5}\s+\S.*)$/i.exec(last);
    match = inline?.[2] ? POSTCODE_TOWN.exec(inline[2]) : null;
    street = inline?.[1] ?? "";
  }
  if (!match) return undefined;
  const [, prefix, zip = "", town = ""] = match;
  const country = countryOf(zip, prefix?.toUpperCase(), countryWord);
  if (!country) return undefined;
  return { ...streetAndNumber(street), zip, city: town, country };
}

function countryOf(zip: string, prefix?: string, word?: string): string | undefined {
  if (zip.length === 5)
    return word === "FR" || prefix === "F" || prefix === "FR" ? "FR" : undefined;
  if (word === "FR" || prefix === "F" || prefix === "FR") return undefined;
  // Liechtenstein's postal codes are 9485 to 9498, within the Swiss system.
  const liechtenstein = Number(zip) >= 9485 && Number(zip) <= 9498;
  return word ?? (prefix === "LI" || liechtenstein ? "LI" : "CH");
}

/** « Rue du Lac 12a » and « 12 rue de la Paix »: the street and its building number apart. */
function streetAndNumber(street: string): Pick<QrBillAddress, "address" | "buildingNumber"> {
  const numberAfter = /^(.*\D)\s+(\d+\s?[a-z]?)$/i.exec(street);
  if (numberAfter?.[1] && numberAfter[2]) {
    return { address: numberAfter[1], buildingNumber: numberAfter[2].replace(/\s/g, "") };
  }
  const numberBefore = /^(\d+\s?[a-z]?),?\s+(\D.*)$/i.exec(street);
  if (numberBefore?.[1] && numberBefore[2]) {
    return { address: numberBefore[2], buildingNumber: numberBefore[1].replace(/\s/g, "") };
  }
  return { address: street };
}
