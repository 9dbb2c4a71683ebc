import { useId, useState } from "react";
import type { FaqEntry } from "../../content/faq";
import type { HeadingLevel } from "./Heading";
import { Heading } from "./Heading";

/**
 * Accordion after the WAI-ARIA pattern: each question is a button (aria-expanded) inside a heading,
 * its answer a labelled region. One answer is open at a time; its button closes it again.
 */
export function FaqAccordion({
  entries,
  level,
}: {
  entries: readonly FaqEntry[];
  level: HeadingLevel;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  return (
    <div className="faq-accordion">
      {entries.map((entry) => {
        const isOpen = entry.id === openId;
        const buttonId = `${baseId}-q-${entry.id}`;
        const panelId = `${baseId}-a-${entry.id}`;
        return (
          <div
            key={entry.id}
            className="mb-3"
            style={{ border: "2px solid #3b7d4f", borderRadius: "10px" }}
          >
            <Heading level={level} className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenId(isOpen ? null : entry.id)}
                style={{
                  display: "flex",
                  justifyContent: "space-between",
                  alignItems: "center",
                  gap: "1rem",
                  width: "100%",
                  minHeight: "56px",
                  padding: "0.75rem 1.25rem",
                  border: "none",
                  borderRadius: "8px",
                  background: isOpen ? "#e9efe4" : "#ffffff",
                  color: "#1f4d2b",
                  fontSize: "1.2rem",
                  fontWeight: 700,
                  textAlign: "left",
                  cursor: "pointer",
                }}
              >
                <span>{entry.question}</span>
                <span aria-hidden="true" style={{ fontSize: "1.5rem" }}>
                  {isOpen ? "−" : "+"}
                </span>
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!isOpen}
              // Bulma's reset gives every section display:block, which would beat [hidden].
              style={{ padding: "0.75rem 1.25rem 1.25rem", display: isOpen ? "block" : "none" }}
            >
              <p>{entry.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
