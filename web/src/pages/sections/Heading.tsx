import type { ReactNode } from "react";

export type HeadingLevel = 1 | 2 | 3 | 4;

/** A heading whose level depends on where the section is shown (its own page: h1; home page: h2). */
export function Heading({
  level,
  id,
  className,
  children,
}: {
  level: HeadingLevel;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/** The next level down, capped at h4. */
export function below(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 4) as HeadingLevel;
}
