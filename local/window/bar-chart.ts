/**
 * A bar chart as inline SVG, drawn on the server: no script, no library. It is one image to
 * assistive technologies (role="img" with its title and a description that says what it shows);
 * the page gives the same numbers in a table beside it.
 */
import { escapeHtml } from "../../shared/escape-html";

export interface Bar {
  /** Short label under the bar (only some are written, so they never overlap). */
  label: string;
  value: number;
}

export interface BarChart {
  id: string;
  title: string;
  /** What the chart shows, in words: its text alternative. */
  description: string;
  bars: Bar[];
  /** How a value reads on the axis (e.g. "12" or "CHF 150"). */
  formatValue: (value: number) => string;
  /** Write every n-th label under the bars, counted back from the last (always written). */
  labelEvery?: number;
}

const WIDTH = 720;
const HEIGHT = 260;
const LEFT = 70;
const BOTTOM = 40;
const TOP = 16;

/** The smallest "round" number (1, 2, 5 × 10^n) at or above the highest value. */
function niceMaximum(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * magnitude >= value) ?? 10;
  return step * magnitude;
}

export function renderBarChart(chart: BarChart): string {
  const max = niceMaximum(Math.max(0, ...chart.bars.map((b) => b.value)));
  const plotWidth = WIDTH - LEFT - 10;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(1, chart.bars.length);
  const every = chart.labelEvery ?? 1;
  const baseline = TOP + plotHeight;
  const bars = chart.bars.map((bar, i) => {
    const height = (bar.value / max) * plotHeight;
    const x = LEFT + i * slot + slot * 0.15;
    const labelled = (chart.bars.length - 1 - i) % every === 0;
    const label = labelled
      ? `<text x="${(x + slot * 0.35).toFixed(1)}" y="${baseline + 22}" text-anchor="middle">${escapeHtml(bar.label)}</text>`
      : "";
    return `<rect x="${x.toFixed(1)}" y="${(baseline - height).toFixed(1)}" width="${(slot * 0.7).toFixed(1)}" height="${height.toFixed(1)}" fill="#1d4d2b"></rect>${label}`;
  });
  // A middle line only where it falls on a whole number (no "0.5 inscription").
  const shares = Number.isInteger(max / 2) ? [0, 0.5, 1] : [0, 1];
  const grid = shares.map((share) => {
    const y = (baseline - share * plotHeight).toFixed(1);
    return `<line x1="${LEFT}" y1="${y}" x2="${WIDTH - 10}" y2="${y}" stroke="#767676" stroke-width="1"></line><text x="${LEFT - 8}" y="${Number(y) + 5}" text-anchor="end">${escapeHtml(chart.formatValue(share * max))}</text>`;
  });
  return `<svg class="graphique" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="${chart.id}-titre ${chart.id}-desc" font-size="14" font-family="system-ui, sans-serif" fill="#111">
<title id="${chart.id}-titre">${escapeHtml(chart.title)}</title>
<desc id="${chart.id}-desc">${escapeHtml(chart.description)}</desc>
${grid.join("\n")}
${bars.join("\n")}
</svg>`;
}
