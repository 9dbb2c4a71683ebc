/**
 * The controls of a dialog that Tab stops on, in order: what the focus goes round in Dialog.
 * Chromium's modal <dialog> does not keep the focus inside: Tab past its last control leaves the
 * page for the browser's toolbar, and the next Tab lands on the <dialog> itself before its first
 * control — two stops where a visitor sees no focus at all.
 */

const CANDIDATES =
  "a[href], area[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable='true']";

/** A radio stops Tab when it is checked, or when none of its group is (the browser's rule). */
function radioStops(radio: HTMLInputElement): boolean {
  if (radio.checked || !radio.name) return true;
  const scope = radio.form ?? radio.ownerDocument;
  const group = scope.querySelectorAll<HTMLInputElement>(
    `input[type='radio'][name="${CSS.escape(radio.name)}"]`,
  );
  return ![...group].some((other) => other.checked);
}

/** Shown: not display:none nor in a closed <details> (its summary apart), not inert. */
function shown(el: HTMLElement): boolean {
  if (el.closest("[inert]")) return false;
  const details = el.parentElement?.closest("details:not([open])");
  if (details && !(el.matches("summary") && el.parentElement === details)) return false;
  return typeof el.checkVisibility === "function"
    ? el.checkVisibility({ visibilityProperty: true })
    : el.getClientRects().length > 0;
}

/** The Tab stops of `dialog`, a dialog opened above it (inside it) left to that one. */
export function dialogTabStops(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.matches(":disabled, input[type='hidden']") &&
      el.closest("dialog") === dialog &&
      (!(el instanceof HTMLInputElement) || el.type !== "radio" || radioStops(el)) &&
      shown(el),
  );
}

/**
 * Tab on the dialog's last control goes to its first, Shift+Tab on the first (or on the dialog
 * itself) to the last: the focus goes round inside (WAI-ARIA modal dialog pattern). Elsewhere
 * the browser moves it as usual.
 */
export function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
  // A dialog opened above this one keeps its own focus.
  if (!(event.target instanceof Element) || event.target.closest("dialog") !== dialog) return;
  const stops = dialogTabStops(dialog);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const active = dialog.ownerDocument.activeElement;
  const next = event.shiftKey
    ? active === first || active === dialog
      ? last
      : null
    : active === last
      ? first
      : null;
  if (!next) return;
  event.preventDefault();
  next.focus();
}
