import { createContext, type ReactNode, useContext, useEffect, useState } from "react";

/**
 * A page of one visitor (reached by a link, its content read from the API) is prerendered as its
 * frame: the page as it first shows, before it knows anything of the visitor (header, title, the
 * wait at its final size, footer), so that it paints from the HTML and CSS alone. Such a page
 * renders its frame while this is true: at build time, and while the browser hydrates that HTML
 * (so that hydration matches it exactly); then it renders what the address asks for, in place.
 */
const InFrame = createContext(false);

export function useInFrame(): boolean {
  return useContext(InFrame);
}

/** The build's render of a frame. */
export function FrameRender({ children }: { children: ReactNode }) {
  return <InFrame value>{children}</InFrame>;
}

/** Hydrates a prerendered frame, then lets the page render its own state. */
export function HydratingFrame({ children }: { children: ReactNode }) {
  const [inFrame, setInFrame] = useState(true);
  useEffect(() => setInFrame(false), []);
  return <InFrame value={inFrame}>{children}</InFrame>;
}
