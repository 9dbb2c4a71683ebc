import { useEffect, useRef } from "react";
import type { GalleryImage } from "../../content/gallery";

/**
 * Full-screen viewer on a native modal <dialog>: Escape, the « Fermer » button or a click anywhere
 * closes it, and focus goes back to the image that opened it.
 */
export function GalleryViewer({ image, onClose }: { image: GalleryImage; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    // The dialog leaves the page when it closes, so focus is handed back to the opener by hand.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the « Fermer » button close it from the keyboard
    <dialog
      ref={ref}
      className="gallery-viewer"
      aria-label={`Photo : ${image.title}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={onClose}
      style={{
        width: "100vw",
        height: "100vh",
        maxWidth: "100vw",
        maxHeight: "100vh",
        margin: 0,
        padding: "1rem",
        border: "none",
        background: "#0b1a10",
        color: "#ffffff",
      }}
    >
      <div style={{ display: "flex", justifyContent: "flex-end" }}>
        <button type="button" className="button is-light is-medium" onClick={onClose}>
          Fermer
        </button>
      </div>
      <figure
        style={{
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          gap: "1rem",
          margin: "1rem auto 0",
        }}
      >
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          style={{ maxWidth: "100%", maxHeight: "78vh", width: "auto", height: "auto" }}
        />
        <figcaption style={{ fontSize: "1.25rem" }}>{image.title}</figcaption>
      </figure>
    </dialog>
  );
}
