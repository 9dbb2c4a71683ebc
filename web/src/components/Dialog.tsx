import { type ReactNode, useEffect, useId, useRef } from "react";

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
 * A modal on the native <dialog> element: the browser traps focus, closes on Escape and returns
 * focus to the opener. A dialog holding a form opens on its first field. Closing by Escape is reported through onClose so React state follows. A
 * dialog may open another above it (the top one takes Escape).
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
      dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
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
    dialog.addEventListener("focusin", reveal);
    return () => dialog.removeEventListener("focusin", reveal);
  }, []);
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
