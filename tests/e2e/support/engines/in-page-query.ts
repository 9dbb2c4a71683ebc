/**
 * Finding elements the way a visitor names them (role and accessible name, label, text), inside
 * the page, so that WebKit, Gecko and Chromium answer the same question with the same code. The
 * subset of Playwright's getByRole / getByLabel / getByText the journeys use: elements hidden from
 * the accessibility tree (display: none, visibility: hidden, aria-hidden) are left out; a string
 * matches a substring ignoring case, or the whole name with `exact`; a RegExp is tested on the
 * name with its whitespace collapsed.
 *
 * `queryAll` runs in the browser: it is sent as its source text, so it refers to nothing outside
 * its own body.
 */

/** A RegExp as it crosses into the page. */
export interface PatternInPage {
  source: string;
  flags: string;
}
export type TextInPage = string | PatternInPage;

/** One step of a locator: each narrows the elements the previous one found (or their inside). */
export type Step =
  | { by: "role"; role: string; name?: TextInPage; exact?: boolean; level?: number }
  | { by: "label"; text: TextInPage; exact?: boolean }
  | { by: "text"; text: TextInPage; exact?: boolean }
  | { by: "css"; selector: string }
  | { by: "nth"; index: number }
  | { by: "hasText"; text: TextInPage };

export function toPageText(text: string | RegExp): TextInPage {
  return typeof text === "string" ? text : { source: text.source, flags: text.flags };
}

export function queryAll(chain: Step[]): Element[] {
  const norm = (s: string) => s.replace(/\s+/g, " ").trim();
  const matches = (value: string, wanted: TextInPage, exact?: boolean) => {
    const v = norm(value);
    if (typeof wanted !== "string") return new RegExp(wanted.source, wanted.flags).test(v);
    return exact ? v === norm(wanted) : v.toLowerCase().includes(norm(wanted).toLowerCase());
  };
  const hidden = (el: Element): boolean => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      if (e.getAttribute("aria-hidden") === "true") return true;
    }
    const style = getComputedStyle(el);
    if (style.visibility === "hidden" || style.visibility === "collapse") return true;
    return el.getClientRects().length === 0 && style.display !== "contents";
  };
  const hasName = (el: Element) =>
    Boolean(el.getAttribute("aria-label")?.trim() || el.getAttribute("aria-labelledby")?.trim());
  const roleOf = (el: Element): string | null => {
    const explicit = el.getAttribute("role")?.trim().split(/\s+/)[0];
    if (explicit) return explicit;
    const tag = el.localName;
    if (/^h[1-6]$/.test(tag)) return "heading";
    switch (tag) {
      case "button":
        return "button";
      case "a":
      case "area":
        return el.hasAttribute("href") ? "link" : null;
      case "dialog":
        return "dialog";
      case "article":
        return "article";
      case "fieldset":
      case "details":
        return "group";
      case "form":
        return hasName(el) ? "form" : null;
      case "section":
        return hasName(el) ? "region" : null;
      case "nav":
        return "navigation";
      case "main":
        return "main";
      case "table":
        return "table";
      case "tr":
        return "row";
      case "th":
        return el.getAttribute("scope") === "row" ? "rowheader" : "columnheader";
      case "td":
        return "cell";
      case "ul":
      case "ol":
        return "list";
      case "li":
        return "listitem";
      case "img":
        return el.getAttribute("alt") === "" ? "presentation" : "img";
      case "output":
        return "status";
      case "textarea":
        return "textbox";
      case "option":
        return "option";
      case "select":
        return (el as HTMLSelectElement).multiple || (el as HTMLSelectElement).size > 1
          ? "listbox"
          : "combobox";
      case "input": {
        const type = (el.getAttribute("type") ?? "text").toLowerCase();
        if (type === "checkbox" || type === "radio") return type;
        if (["button", "submit", "reset", "image"].includes(type)) return "button";
        if (type === "number") return "spinbutton";
        if (type === "range") return "slider";
        if (type === "search") return "searchbox";
        if (type === "hidden") return null;
        return el.hasAttribute("list") ? "combobox" : "textbox";
      }
      default:
        return null;
    }
  };
  /** The text an element gives its name from its content (hidden parts left out). */
  const contentText = (node: Node, referenced = false): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
    if (node.nodeType !== Node.ELEMENT_NODE) return "";
    const el = node as Element;
    if (!referenced) {
      if (el.getAttribute("aria-hidden") === "true") return "";
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden") return "";
    }
    const label = el.getAttribute("aria-label")?.trim();
    if (label) return ` ${label} `;
    if (el.localName === "img") return ` ${el.getAttribute("alt") ?? ""} `;
    if (el.localName === "input") {
      const input = el as HTMLInputElement;
      return ["button", "submit", "reset"].includes(input.type) ? ` ${input.value} ` : "";
    }
    if (el.localName === "script" || el.localName === "style") return "";
    const inner = [...el.childNodes].map((child) => contentText(child)).join("");
    const display = el.isConnected ? getComputedStyle(el).display : "inline";
    return display.startsWith("inline") || display === "contents" ? inner : ` ${inner} `;
  };
  const NAME_FROM_CONTENT = new Set([
    "button",
    "link",
    "heading",
    "tab",
    "checkbox",
    "radio",
    "switch",
    "option",
    "cell",
    "columnheader",
    "rowheader",
    "row",
    "menuitem",
    "treeitem",
    "tooltip",
  ]);
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute("aria-labelledby")?.trim();
    if (labelledBy) {
      const text = labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .map((ref) => (ref ? contentText(ref, true) : ""))
        .join(" ");
      if (norm(text)) return norm(text);
    }
    const label = el.getAttribute("aria-label")?.trim();
    if (label) return norm(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) {
      return norm([...labels].map((l) => contentText(l, true)).join(" "));
    }
    if (el.localName === "fieldset") {
      const legend = el.querySelector(":scope > legend");
      if (legend) return norm(contentText(legend, true));
    }
    if (el.localName === "table") {
      const caption = el.querySelector(":scope > caption");
      if (caption) return norm(contentText(caption, true));
    }
    if (el.localName === "img") return norm(el.getAttribute("alt") ?? "");
    const role = roleOf(el);
    if (role && NAME_FROM_CONTENT.has(role)) {
      const text = norm([...el.childNodes].map((child) => contentText(child)).join(""));
      if (text) return text;
    }
    return norm(el.getAttribute("title") ?? el.getAttribute("placeholder") ?? "");
  };
  const levelOf = (el: Element) =>
    Number(el.getAttribute("aria-level") ?? /^h([1-6])$/.exec(el.localName)?.[1] ?? 0);
  const isControl = (el: Element) =>
    ["input", "select", "textarea"].includes(el.localName) ||
    ["textbox", "combobox", "checkbox", "radio", "spinbutton", "switch", "searchbox"].includes(
      el.getAttribute("role") ?? "",
    );
  const ownText = (el: Element) => contentText(el);
  const fits = (el: Element, step: Step): boolean => {
    switch (step.by) {
      case "role":
        return (
          roleOf(el) === step.role &&
          (step.level === undefined || levelOf(el) === step.level) &&
          (step.name === undefined || matches(nameOf(el), step.name, step.exact))
        );
      case "label":
        return isControl(el) && matches(nameOf(el), step.text, step.exact);
      case "text":
        // The innermost element whose text matches, as a visitor would point at it.
        return (
          !["script", "style", "head", "title", "html"].includes(el.localName) &&
          matches(ownText(el), step.text, step.exact) &&
          ![...el.children].some((child) => matches(ownText(child), step.text, step.exact))
        );
      case "css":
        return el.matches(step.selector);
      default:
        return false;
    }
  };

  let found: Element[] = [document.documentElement];
  for (const step of chain) {
    if (step.by === "nth") {
      const one = step.index < 0 ? found[found.length + step.index] : found[step.index];
      found = one ? [one] : [];
      continue;
    }
    if (step.by === "hasText") {
      found = found.filter((el) => matches(el.textContent ?? "", step.text));
      continue;
    }
    const inside = new Set<Element>();
    for (const scope of found) {
      for (const el of scope.querySelectorAll("*")) {
        if (!inside.has(el) && fits(el, step) && !hidden(el)) {
          inside.add(el);
        }
      }
    }
    found = [...inside];
  }
  return found;
}
