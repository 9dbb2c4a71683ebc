/** Medians of the Lighthouse runs and the table that compares each page with its no-script copy. */
import type { LighthouseFigures } from "./lighthouse-run";
import type { Weight } from "./page-weight";

export interface PageBench extends Weight {
  path: string;
  /** Median of the runs of the site as built. */
  site: LighthouseFigures;
  /** Median of the runs of the same page without scripts. */
  noScript: LighthouseFigures;
  runs: number;
}

export function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1
    ? (known[middle] as number)
    : ((known[middle - 1] as number) + (known[middle] as number)) / 2;
}

/** Figure by figure median of several runs (audits that failed in any run are kept). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: Exclude<keyof LighthouseFigures, "failedAudits">) =>
    median(runs.map((run) => run[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    fcpMs: of("fcpMs"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}

const ms = (value: number | null) => (value === null ? "–" : `${Math.round(value)}`);
const ratio = (site: number | null, limit: number | null) =>
  site === null || limit === null || limit === 0 ? "–" : `×${(site / limit).toFixed(2)}`;
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const num = (value: number | null) => (value === null ? "–" : `${value}`);

/** One Markdown table: weight, then the site against its no-script copy, medians. */
export function markdownTable(pages: readonly PageBench[]): string {
  const header = [
    "page",
    "JS gzip KB (files)",
    "CSS gzip KB",
    "perf",
    "perf no JS",
    "FCP ms",
    "FCP no JS",
    "FCP ratio",
    "LCP ms",
    "LCP no JS",
    "LCP ratio",
    "TBT ms",
    "CLS",
    "a11y",
    "best pr.",
    "SEO",
  ];
  const rows = pages.map((p) => [
    `\`${p.path}\``,
    `${kb(p.jsBytes)} (${p.jsFiles})`,
    kb(p.cssBytes),
    num(p.site.performance),
    num(p.noScript.performance),
    ms(p.site.fcpMs),
    ms(p.noScript.fcpMs),
    ratio(p.site.fcpMs, p.noScript.fcpMs),
    ms(p.site.lcpMs),
    ms(p.noScript.lcpMs),
    ratio(p.site.lcpMs, p.noScript.lcpMs),
    ms(p.site.tbtMs),
    p.site.cls === null ? "–" : p.site.cls.toFixed(3),
    num(p.site.accessibility),
    num(p.site.bestPractices),
    num(p.site.seo),
  ]);
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
