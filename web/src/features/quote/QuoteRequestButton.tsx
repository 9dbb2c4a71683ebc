/** A button that opens the company quote dialog « Demander une offre personnalisée ». */
export function QuoteRequestButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className ?? "button is-primary"}>
      {label}
    </button>
  );
}
