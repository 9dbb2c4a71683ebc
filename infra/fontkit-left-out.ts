/**
 * What the function bundles get for `fontkit` (infra/function-bundling.ts). pdfkit needs it only
 * to embed a font file; the QR-bill PDF uses PDF's standard fonts, so it is never called.
 */
export function create(): never {
  throw new Error(
    "fontkit is left out of the function bundles (infra/function-bundling.ts): use PDF's standard fonts (Helvetica), or bundle fontkit again to embed a font file.",
  );
}
