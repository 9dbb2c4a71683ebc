import { inflateSync } from "node:zlib";

/** The number of pages a PDF declares (each page object has /Type /Page). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;
}

/**
 * The text drawn in a PDF written by PDFKit with its standard fonts: it inflates each content
 * stream and decodes the hex strings of the text operators (WinAnsi codes, Latin-1 for what we
 * print). Enough to check what a reader sees, without a PDF library.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const content of pdfContentStreams(pdf)) {
    for (const [, operands] of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hexes = operands?.match(/<([0-9a-fA-F]*)>/g) ?? [];
      lines.push(hexes.map((h) => Buffer.from(h.slice(1, -1), "hex").toString("latin1")).join(""));
    }
  }
  return lines.join("\n");
}

/** The inflated content streams of a PDF written by PDFKit (its drawing operators, as text). */
export function pdfContentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const streams: string[] = [];
  for (const match of raw.matchAll(/\bstream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf("endstream", start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString("latin1"));
    } catch {
      // not compressed: nothing PDFKit drew
    }
  }
  return streams;
}
