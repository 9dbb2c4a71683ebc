/**
 * What the page's stylesheets show only under the pointer: a :hover rule that reveals or moves
 * something (display, visibility, opacity, size, position, clipping, content), with no :focus,
 * :focus-visible or :focus-within twin in the same rule. The architecture wants nothing that
 * depends on hover (a tablet has none, a keyboard neither); a colour change on hover is fine.
 */
import type { Page } from "playwright-core";

export async function hoverOnlyReveals(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const revealing = [
      "display",
      "visibility",
      "opacity",
      "height",
      "max-height",
      "width",
      "max-width",
      "clip",
      "clip-path",
      "transform",
      "translate",
      "overflow",
      "content",
      "position",
      "left",
      "right",
      "top",
      "bottom",
      "pointer-events",
    ];
    const found: string[] = [];
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          const selectors = rule.selectorText.split(",").map((s) => s.trim());
          const hovered = selectors.filter((s) => s.includes(":hover"));
          if (hovered.length === 0) continue;
          const twins = new Set(selectors.filter((s) => /:focus(-visible|-within)?/.test(s)));
          const changes = revealing.filter((name) => rule.style.getPropertyValue(name) !== "");
          if (changes.length === 0) continue;
          for (const selector of hovered) {
            const twin = [":focus", ":focus-visible", ":focus-within"].some((focus) =>
              twins.has(selector.replaceAll(":hover", focus)),
            );
            if (!twin) found.push(`${selector} { ${changes.join(", ")} }`);
          }
        } else if ("cssRules" in rule) {
          visit((rule as CSSGroupingRule).cssRules);
        }
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        visit(sheet.cssRules);
      } catch {
        // A sheet of another origin cannot be read; the site serves its own.
      }
    }
    return found;
  });
}
