import type { Page } from "playwright-core";

/** Sums every layout shift of the page from its first paint (buffered: none is missed). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const held = window as unknown as { layoutShift: number };
    held.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) {
        held.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout-shift sum since watchLayoutShifts (0: nothing moved). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}
