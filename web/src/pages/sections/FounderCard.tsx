import type { CSSProperties, MouseEvent } from "react";
import { useId, useState } from "react";
import type { Founder } from "../../content/team";
import { below, Heading, type HeadingLevel } from "./Heading";
import { useReducedMotion } from "./useReducedMotion";

const faceStyle: CSSProperties = {
  gridArea: "1 / 1",
  backfaceVisibility: "hidden",
  WebkitBackfaceVisibility: "hidden",
  display: "flex",
  flexDirection: "column",
  gap: "0.75rem",
  padding: "1.5rem",
  borderRadius: "12px",
  background: "#ffffff",
  color: "#1a1a1a",
  border: "2px solid #3b7d4f",
};

/**
 * A founder's card: portrait, first name, age, role and quote on the front, biography on the back.
 * A real button flips it (Enter and Space included); a click anywhere on the card does the same
 * for mouse and touch users. The hidden face is inert so neither focus nor screen readers reach it.
 */
export function FounderCard({ founder, level }: { founder: Founder; level: HeadingLevel }) {
  const [flipped, setFlipped] = useState(false);
  const reducedMotion = useReducedMotion();
  const backId = useId();
  const toggle = () => setFlipped((value) => !value);
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    // The button handles its own clicks; links inside the card keep theirs.
    if ((event.target as HTMLElement).closest("button, a")) return;
    toggle();
  };
  const innerStyle: CSSProperties = {
    display: "grid",
    transformStyle: "preserve-3d",
    transition: reducedMotion ? "none" : "transform 0.6s ease",
    transform: flipped ? "rotateY(180deg)" : "none",
  };
  const name = `${founder.firstName}, ${founder.age} ans`;
  // Outside the turning faces, so keyboard focus stays on it when the card turns.
  const button = (
    <button
      type="button"
      className="button is-primary is-medium"
      aria-expanded={flipped}
      aria-controls={backId}
      onClick={toggle}
    >
      {flipped
        ? `Revenir au portrait de ${founder.firstName}`
        : `Découvrir le parcours de ${founder.firstName}`}
    </button>
  );
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the card's button gives keyboard users the same action
    <article
      className="founder-card"
      style={{ perspective: "1200px", cursor: "pointer" }}
      onClick={onCardClick}
    >
      <div style={innerStyle} data-flipped={flipped ? "true" : "false"}>
        <div style={faceStyle} inert={flipped} aria-hidden={flipped ? true : undefined}>
          <img
            src={founder.image.src}
            alt={founder.image.alt}
            width={founder.image.width}
            height={founder.image.height}
            loading="lazy"
            style={{ width: "160px", height: "160px", borderRadius: "50%", alignSelf: "center" }}
          />
          <Heading level={level} className="title is-4 mb-0">
            {name}
          </Heading>
          <p className="has-text-weight-semibold">{founder.role}</p>
          <blockquote
            style={{ fontStyle: "italic", borderLeft: "4px solid #c9702b", paddingLeft: "1rem" }}
          >
            « {founder.quote} »
          </blockquote>
        </div>
        <div
          id={backId}
          style={{ ...faceStyle, transform: "rotateY(180deg)" }}
          inert={!flipped}
          aria-hidden={flipped ? undefined : true}
        >
          <Heading level={below(level)} className="title is-5 mb-0">
            Le parcours de {founder.firstName}
          </Heading>
          {founder.biography.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
      <div className="mt-3 has-text-centered">{button}</div>
    </article>
  );
}
