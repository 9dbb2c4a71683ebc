/**
 * The focus indicator of the focused element, measured in the page from its computed style
 * (WCAG 2.2 « Focus Appearance »): the outline's width, and the contrast of its colour with what
 * touches it on both sides: inside, the box-shadow ring drawn in the outline's offset (else the
 * element's own background), outside, a wider box-shadow halo (else the first opaque background
 * behind the element); and whether anything hides the element with its ring (WCAG 2.2 « Focus
 * Not Obscured »).
 */
import type { Page } from "playwright-core";

export interface FocusRing {
  /** tag#id.class or the accessible label, to say where a check failed. */
  element: string;
  outlineWidth: number;
  /** Contrast of the outline with its inner and outer neighbours. */
  insideContrast: number;
  outsideContrast: number;
  /**
   * What hides part of the element with its ring, if anything: the sticky header, the edge of
   * the screen, or the edges of a dialog's scrolling body (its head and foot stay put).
   */
  hiddenBy: string | null;
}

export async function measureFocusRing(page: Page): Promise<FocusRing | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;

    const parse = (color: string): [number, number, number, number] => {
      const m = color.match(/rgba?\(([^)]+)\)/);
      if (!m?.[1]) return [0, 0, 0, 0];
      const [r, g, b, a] = m[1]
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r ?? 0, g ?? 0, b ?? 0, a ?? 1];
    };
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
    };
    const contrast = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
    };
    /** The first opaque background from this element up (white at the top, as the page). */
    const backgroundBehind = (start: Element | null): number[] => {
      for (let node = start; node; node = node.parentElement) {
        const color = parse(getComputedStyle(node).backgroundColor);
        if (color[3] >= 1) return color;
      }
      return [255, 255, 255, 1];
    };
    /** The box-shadow rings: spread and colour of each "colour 0 0 0 Npx" layer. */
    const rings = (shadow: string) =>
      shadow === "none"
        ? []
        : shadow.split(/,(?![^(]*\))/).map((layer) => {
            const color = parse(layer.match(/rgba?\([^)]+\)/)?.[0] ?? "");
            const lengths = layer.replace(/rgba?\([^)]+\)/, "").match(/-?[\d.]+px/g) ?? [];
            return { spread: Number.parseFloat(lengths[3] ?? "0"), color };
          });

    const style = getComputedStyle(el);
    const width = style.outlineStyle === "none" ? 0 : Number.parseFloat(style.outlineWidth);
    const offset = Number.parseFloat(style.outlineOffset) || 0;
    const outline = parse(style.outlineColor);
    const shadowRings = rings(style.boxShadow).filter((r) => r.color[3] >= 1);
    const inner = shadowRings.find((r) => r.spread >= offset && offset > 0);
    const outer = shadowRings.find((r) => r.spread >= offset + width + 2);
    const own = parse(style.backgroundColor);
    const insideColor = inner?.color ?? (own[3] >= 1 ? own : backgroundBehind(el.parentElement));
    const outsideColor = outer?.color ?? backgroundBehind(el.parentElement);
    const label =
      el.getAttribute("aria-label") ??
      (el.textContent ?? "").trim().slice(0, 40) ??
      el.getAttribute("name");
    const reach = offset + width + (outer ? outer.spread - offset - width : 0);
    const box = el.getBoundingClientRect();
    const ring = {
      top: box.top - reach,
      bottom: box.bottom + reach,
      left: box.left - reach,
      right: box.right + reach,
    };
    const body = el.closest(".app-dialog-body");
    const header = document.querySelector(".site-header")?.getBoundingClientRect();
    let hiddenBy: string | null = null;
    if (body) {
      const frame = body.getBoundingClientRect();
      if (ring.top < frame.top || ring.bottom > frame.bottom)
        hiddenBy = "the dialog's head or foot";
    } else if (
      !el.closest("dialog, .site-header, .skip-link") &&
      header &&
      ring.top < header.bottom
    ) {
      hiddenBy = "the sticky header";
    }
    if (ring.bottom > window.innerHeight || ring.top < 0) hiddenBy ??= "the edge of the screen";
    return {
      hiddenBy,
      element: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} « ${label} »`,
      outlineWidth: width,
      insideContrast: contrast(outline, insideColor),
      outsideContrast: contrast(outline, outsideColor),
    };
  });
}
