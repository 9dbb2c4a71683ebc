import { useEffect, useRef, useState } from "react";

/** How long « Copié » stays beside the button before the button is as it was. */
const SAID_FOR_MS = 4000;

type Outcome = "copied" | "selected" | null;

const SAID: Record<Exclude<Outcome, null>, string> = {
  copied: "Copié",
  selected: "Sélectionné : maintenez le doigt dessus, puis « Copier »",
};

/**
 * « Copier … » beside a value the visitor types into an e-banking form: the Clipboard API copies
 * `text`; where it is missing or refused (an old browser, a page not served over HTTPS), the shown
 * value (`shownId`) is selected instead, ready for the phone's own « Copier ». The outcome is
 * written in a polite live region, so that a screen reader says it without losing its place.
 */
export function CopyButton({
  text,
  label,
  shownId,
}: {
  text: string;
  /** The button's whole name, e.g. « Copier l'IBAN ». */
  label: string;
  /** The element that shows the value, selected when the clipboard cannot be written. */
  shownId: string;
}) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    const done = (await writeClipboard(text)) ? "copied" : selectShown(shownId);
    setOutcome(done);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOutcome(null), SAID_FOR_MS);
  }

  return (
    <span className="copy-action">
      <button type="button" className="button copy-button" onClick={copy}>
        {label}
      </button>
      <span role="status" className="copy-said">
        {outcome ? SAID[outcome] : ""}
      </span>
    </span>
  );
}

async function writeClipboard(text: string): Promise<boolean> {
  if (!navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function selectShown(id: string): Outcome {
  const shown = document.getElementById(id);
  const selection = window.getSelection();
  if (!shown || !selection) return null;
  const range = document.createRange();
  range.selectNodeContents(shown);
  selection.removeAllRanges();
  selection.addRange(range);
  return "selected";
}
