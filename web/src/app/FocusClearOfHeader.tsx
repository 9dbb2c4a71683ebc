import { useEffect } from "react";

/**
 * WCAG 2.2 « Focus Not Obscured »: a control focused under the sticky header is scrolled just
 * clear of it. The browser only scrolls to a focused element wholly out of view, and a key may
 * move the page under a focus that stays put (the date picker's Page Up changes the month, and
 * the list below with it). Checked on the frame after each focus and each key; html's
 * scroll-padding keeps the header's height and the ring's halo free.
 */
export function FocusClearOfHeader() {
  useEffect(() => {
    let frame = 0;
    const reveal = () => {
      window.cancelAnimationFrame(frame);
      frame = window.requestAnimationFrame(() => {
        const target = document.activeElement;
        if (!(target instanceof HTMLElement) || target === document.body) return;
        // A click's focus is where the visitor looks; moving the page to it would undo the
        // page's own scroll (a day picked in the calendar scrolls to its outings).
        if (!target.matches(":focus-visible")) return;
        if (target.closest(".site-header, dialog, .skip-link")) return;
        const header = document.querySelector(".site-header")?.getBoundingClientRect();
        const box = target.getBoundingClientRect();
        // An element taller than the space left (main itself, after the skip link) stays put.
        if (!header || box.height > window.innerHeight - header.bottom) return;
        if (box.top < header.bottom || box.bottom > window.innerHeight) {
          target.scrollIntoView({ block: "nearest" });
        }
      });
    };
    document.addEventListener("focusin", reveal);
    document.addEventListener("keyup", reveal);
    return () => {
      window.cancelAnimationFrame(frame);
      document.removeEventListener("focusin", reveal);
      document.removeEventListener("keyup", reveal);
    };
  }, []);
  return null;
}
