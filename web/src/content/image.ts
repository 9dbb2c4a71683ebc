/** An illustration as the pages use it: the alt text is French, the size avoids layout shifts. */
export interface ContentImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

const ILLUSTRATIONS = "/illustrations";

/** A landscape illustration (800x600) from web/public/illustrations. */
export function landscape(file: string, alt: string): ContentImage {
  return { src: `${ILLUSTRATIONS}/${file}`, alt, width: 800, height: 600 };
}

/** A square portrait illustration (400x400) from web/public/illustrations. */
export function portrait(file: string, alt: string): ContentImage {
  return { src: `${ILLUSTRATIONS}/${file}`, alt, width: 400, height: 400 };
}
