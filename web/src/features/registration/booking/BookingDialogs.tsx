import { Dialog } from "../../../components/Dialog";
import { LIABILITY_WAIVER_PARAGRAPHS } from "../../../content/liability-waiver";
import { TERMS_ARTICLES, TERMS_VERSION_DATE } from "../../../content/terms";
import { BOOKING_TEXTS as T } from "./booking-texts";

interface TextDialogProps {
  open: boolean;
  onClose: () => void;
}

function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button type="button" className="button is-primary is-medium" onClick={onClose}>
      {T.close}
    </button>
  );
}

/** The terms, in the site's native dialog (the full page is /conditions-generales). */
export function TermsDialog({ open, onClose }: TextDialogProps) {
  return (
    <Dialog
      open={open}
      title={T.termsTitle}
      onClose={onClose}
      wide
      scrollsText
      footer={<CloseButton onClose={onClose} />}
    >
      <p>Version du {TERMS_VERSION_DATE}</p>
      {TERMS_ARTICLES.map((article) => (
        <section key={article.id} aria-labelledby={`reservation-cg-${article.id}`}>
          <h3 id={`reservation-cg-${article.id}`} className="title is-5 mb-2">
            {article.title}
          </h3>
          {article.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </Dialog>
  );
}

/** The liability waiver the visitor accepts with the booking. */
export function WaiverDialog({ open, onClose }: TextDialogProps) {
  return (
    <Dialog
      open={open}
      title={T.waiverTitle}
      onClose={onClose}
      scrollsText
      footer={<CloseButton onClose={onClose} />}
    >
      <ul>
        {LIABILITY_WAIVER_PARAGRAPHS.map((paragraph) => (
          <li key={paragraph}>{paragraph}</li>
        ))}
      </ul>
    </Dialog>
  );
}
