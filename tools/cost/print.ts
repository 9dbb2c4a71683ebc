/** The bill as text: fixed, idle and variable parts, their totals, the assumptions and prices. */
import type { Bill, Part } from "./bill";
import { PRICES, PRICES_READ_ON, PRICES_REGION, USD_TO_CHF } from "./prices";
import type { Traffic } from "./traffic";

const PART_TITLES: Record<Part, string> = {
  fixed: "Fixe (ce qui existe, avant le premier visiteur)",
  idle: "Sans visiteur (tâches planifiées, files interrogées)",
  variable: "Variable",
};

const usd = (n: number) => n.toFixed(n > 0 && n < 0.01 ? 4 : 2);
const chf = (n: number) => (n * USD_TO_CHF.rate).toFixed(2);
const quantity = (n: number) =>
  n >= 100 ? Math.round(n).toLocaleString("fr-CH") : Number(n.toFixed(n < 1 ? 4 : 2)).toString();

export function printBill(bill: Bill, traffic: Traffic): string {
  const out: string[] = [];
  const row = (cells: string[]) => out.push(`| ${cells.join(" | ")} |`);
  out.push(
    `Coût mensuel du site, prix ${PRICES_REGION} lus le ${PRICES_READ_ON} (USD ; CHF à ${USD_TO_CHF.rate} le ${USD_TO_CHF.date})`,
  );
  for (const part of ["fixed", "idle", "variable"] as Part[]) {
    const title =
      part === "variable"
        ? `${PART_TITLES[part]} : ${traffic.visits.value.toLocaleString("fr-CH")} visites et ${traffic.registrations.value} inscriptions par mois`
        : PART_TITLES[part];
    out.push("", title, "");
    row(["poste", "quantité", "USD sans gratuité", "USD", "CHF"]);
    row(["---", "---:", "---:", "---:", "---:"]);
    for (const line of bill.lines.filter((l) => l.part === part)) {
      if (line.quantity === 0) continue;
      row([line.label, quantity(line.quantity), usd(line.grossUsd), usd(line.usd), chf(line.usd)]);
    }
    const total = bill.total(part);
    row([
      `**total ${part === "fixed" ? "fixe" : part === "idle" ? "sans visiteur" : "variable"}**`,
      "",
      usd(bill.total(part, false)),
      `**${usd(total)}**`,
      `**${chf(total)}**`,
    ]);
  }
  const all = (free: boolean) =>
    (["fixed", "idle", "variable"] as Part[]).reduce((s, p) => s + bill.total(p, free), 0);
  out.push(
    "",
    `Total du mois : USD ${usd(all(true))} (CHF ${chf(all(true))}) avec les gratuités permanentes, USD ${usd(all(false))} sans elles.`,
  );
  out.push("", "Remarques :", ...bill.notes.map((n) => `- ${n}`));
  out.push("", "Hypothèses (tools/cost/traffic.ts) :");
  for (const { value, why } of Object.values(traffic)) out.push(`- ${value} : ${why}`);
  out.push(
    "",
    "Prix (tools/cost/prices.ts ; « page » : lu sur la page citée, « liste » : prix courant de us-east-1, non confirmé pour Zurich) :",
  );
  for (const p of Object.values(PRICES)) {
    const price =
      p.usd < 0.001
        ? `${Number((p.usd * 1e6).toPrecision(4))} USD par million (${p.per})`
        : `${p.usd} USD par ${p.per}`;
    out.push(`- ${price}, ${p.basis === "page" ? "page" : "liste"} : ${p.source}`);
  }
  return out.join("\n");
}
