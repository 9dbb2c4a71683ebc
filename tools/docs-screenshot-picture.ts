/** One cropped picture of a page for docs/images/ (npm run docs:screenshots). */
import { statSync } from "node:fs";
import { join } from "node:path";
import type { Locator } from "playwright-core";
import { REPO_ROOT } from "../local/host/load-handler";

export const OUT_DIR = join(REPO_ROOT, "docs", "images");

/** One picture of the given parts of the page, from the top of the first to the bottom of the last. */
export async function picture(name: string, parts: Locator[], maxHeight = 900): Promise<void> {
  const boxes = [];
  for (const part of parts) {
    const box = await part.boundingBox();
    if (!box) throw new Error(`${name}: part not on the page`);
    boxes.push(box);
  }
  const first = boxes[0];
  const last = boxes[boxes.length - 1];
  if (!first || !last) throw new Error(`${name}: nothing to picture`);
  const page = parts[0]?.page();
  const path = join(OUT_DIR, name);
  const left = Math.max(0, Math.min(...boxes.map((b) => b.x)) - 16);
  const right = Math.max(...boxes.map((b) => b.x + b.width)) + 16;
  const top = Math.max(0, first.y - 16);
  // Boxes are measured at scroll 0, so they are page coordinates: the clip is of the full page.
  await page?.screenshot({
    path,
    fullPage: true,
    clip: {
      x: left,
      y: top,
      width: right - left,
      height: Math.min(maxHeight, last.y + last.height + 16 - top),
    },
  });
  console.log(`${path} (${Math.round(statSync(path).size / 1024)} Ko)`);
}
