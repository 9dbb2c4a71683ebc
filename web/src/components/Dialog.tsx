import { type ReactNode, useEffect, useId, useRef } from "react";
import { keepTabInside } from "./dialog-tab-stops";

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Footer buttons; the dialog always has its own close button in the header. */
  footer?: ReactNode;
  /** "alertdialog" for confirmations that need an answer. */
  role?: "dialog" | "alertdialog";
  wide?: boolean;
  /**
   * A long text that scrolls inside the dialog (the terms): its body takes the keyboard focus so
   * that it can be scrolled without a mouse (WCAG 2.1.1).
   */
  scrollsText?: boolean;
}

/** A dialog's first field a visitor fills in (not the honeypot, which is out of the tab order). */
const FIRST_FIELD =
  ".app-dialog-body form :is(input, select, textarea):not([type=hidden], [tabindex='-1'], :disabled)";

/**
 * A modal on the native <dialog> element: the browser makes the page behind inert, closes on
 * Escape and returns focus to the opener; Tab and Shift+Tab go round its controls (the browser
 * alone would let the focus out to its toolbar, see dialog-tab-stops). A dialog holding a form
 * opens on its first field. Closing by Escape is reported through onClose so React state
 * follows. A dialog may open another above it (the top one takes Escape and Tab).
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  role,
  wide,
  scrollsText,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The browser focuses « Fermer », the first button; a form starts on its first field.
      // Without the browser's own scroll (it centres the field): the body moves only as far as
      // the field needs, and what is above it (an outing's date and meeting place) stays in view.
      const first = dialog.querySelector<HTMLElement>(FIRST_FIELD);
      first?.focus({ preventScroll: true });
      first?.scrollIntoView({ block: "nearest" });
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // A focused field comes wholly into view, clear of the head and foot (scroll-padding): the
    // browser alone shows only a textarea's caret line.
    const reveal = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && target.closest(".app-dialog-body")) {
        target.scrollIntoView({ block: "nearest" });
      }
    };
    const tab = (event: KeyboardEvent) => keepTabInside(dialog, event);
    dialog.addEventListener("focusin", reveal);
    dialog.addEventListener("keydown", tab);
    return () => {
      dialog.removeEventListener("focusin", reveal);
      dialog.removeEventListener("keydown", tab);
    };
  }, []);
  useEffect(() => {
    const body = open ? ref.current?.querySelector(".app-dialog-body") : null;
    if (!body) return;
    // The body shrinks when the foot grows (a busy label or an error that wraps its buttons onto
    // a second row, a larger text): the focused field would slip under the foot (WCAG 2.4.11),
    // so it comes back into view.
    const keepFocusedInView = new ResizeObserver(() => {
      const focused = body.ownerDocument.activeElement;
      if (focused instanceof HTMLElement && body.contains(focused)) {
        focused.scrollIntoView({ block: "nearest" });
      }
    });
    keepFocusedInView.observe(body);
    return () => keepFocusedInView.disconnect();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`app-dialog${wide ? " is-wide" : ""}`}
      // Its title is rendered only while it is open: a closed dialog points at no missing id.
      aria-labelledby={open ? titleId : undefined}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      // React hands a dialog's close and cancel to its parents' handlers too: a dialog opened
      // from another (the payment dialogs of the quote dialog) must not close its parent.
      onClose={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      onCancel={(e) => {
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className="app-dialog-card">
          <header className="app-dialog-head">
            <h2 id={titleId} className="title is-4">
              {title}
            </h2>
            <button
              type="button"
              className="delete is-large"
              aria-label="Fermer"
              onClick={onClose}
            />
          </header>
          <div
            className="app-dialog-body"
            {...(scrollsText ? { tabIndex: 0, role: "region", "aria-labelledby": titleId } : {})}
          >
            {children}
          </div>
          {footer ? <footer className="app-dialog-foot">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
