import { useState } from "react";
import { Dialog } from "../../components/Dialog";
import { CONTACT_MAP } from "../../content/contact";

/**
 * « Voir sur la carte »: a dialog with an OpenStreetMap map. The iframe exists only while the
 * dialog is open (Dialog renders its body only then), so the page loads no map until asked.
 */
export function MapDialogButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button is-primary is-medium" onClick={() => setOpen(true)}>
        Voir sur la carte
      </button>
      <Dialog open={open} title="Où nous trouver" onClose={() => setOpen(false)} wide>
        <iframe
          src={CONTACT_MAP.embedUrl}
          title={CONTACT_MAP.iframeTitle}
          width="100%"
          height="400"
          loading="lazy"
          style={{ border: "1px solid #3b7d4f", display: "block", width: "100%" }}
        />
        <p className="mt-3">
          <a href={CONTACT_MAP.fullUrl} target="_blank" rel="noopener noreferrer">
            Ouvrir la carte dans un nouvel onglet
          </a>
        </p>
      </Dialog>
    </>
  );
}
