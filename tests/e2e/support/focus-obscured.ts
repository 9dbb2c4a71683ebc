/**
 * Whether the focused element can be seen (WCAG 2.2 « Focus Not Obscured »): its box lies inside
 * the viewport (or, taller or wider than it, at least shows), and at its centre and at four points
 * around it the topmost element is the focused one or inside it, so that no sticky header, toast,
 * banner or dialog edge covers it. Works on any page, the site's or a provider's.
 */
import type { Page } from "playwright-core";

/** Why the focused element cannot be seen, or null when it can (or nothing is focused). */
export async function focusObstruction(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const describe = (node: Element) =>
      `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${
        typeof node.className === "string" && node.className
          ? `.${node.className.trim().split(/\s+/).join(".")}`
          : ""
      }`;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return `${describe(el)} has no size`;
    const [width, height] = [window.innerWidth, window.innerHeight];
    const fitsX = box.width <= width;
    const fitsY = box.height <= height;
    // Within a pixel: a box may end on a fraction of a pixel past the edge.
    const outside =
      (fitsY && (box.top < -1 || box.bottom > height + 1)) ||
      (fitsX && (box.left < -1 || box.right > width + 1)) ||
      box.bottom <= 0 ||
      box.top >= height ||
      box.right <= 0 ||
      box.left >= width;
    if (outside) return `${describe(el)} is outside the screen`;
    // The part of the box on screen, and points inside it away from rounded corners.
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, width);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, height);
    const at = (fx: number, fy: number): [number, number] => [
      left + (right - left) * fx,
      top + (bottom - top) * fy,
    ];
    const points = [at(0.5, 0.5), at(0.25, 0.25), at(0.75, 0.25), at(0.25, 0.75), at(0.75, 0.75)];
    for (const [x, y] of points) {
      const topmost = document.elementsFromPoint(x, y)[0];
      if (topmost && topmost !== el && !el.contains(topmost)) {
        // The part of the page it belongs to says more than a bare inner element.
        const part = topmost.parentElement?.closest("header, footer, aside, dialog, [role]");
        return `${describe(el)} is covered by ${describe(topmost)}${part ? ` in ${describe(part)}` : ""} at (${Math.round(x)}, ${Math.round(y)})`;
      }
    }
    return null;
  });
}
