/**
 * Plain-text and HTML bodies for the e-mails of the contact, quote and newsletter forms. Visitor
 * input is escaped before it goes into HTML.
 */
export interface EmailBody {
  text: string;
  html: string;
}

export interface EmailSection {
  /** Paragraphs before the details. */
  paragraphs: string[];
  /** Label / value lines (a recap of what was sent). */
  details?: [label: string, value: string][];
  /** A longer free text shown as a quoted block (message, comments). */
  quote?: { label: string; text: string };
  /** Links shown as buttons in HTML, as bare URLs in text. */
  links?: { label: string; url: string }[];
  /** Paragraphs after the details. */
  closing?: string[];
  /** Small print at the very end (e.g. the unsubscribe link). */
  footer?: { text: string; link?: { label: string; url: string } };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function renderEmail(section: EmailSection): EmailBody {
  const text: string[] = [...section.paragraphs];
  const html: string[] = section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (section.details?.length) {
    text.push(section.details.map(([label, value]) => `${label} : ${value}`).join("\n"));
    html.push(
      `<table role="presentation" style="border-collapse:collapse">${section.details
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`,
    );
  }
  if (section.quote) {
    text.push(`${section.quote.label} :\n${section.quote.text}`);
    html.push(
      `<p><strong>${escapeHtml(section.quote.label)} :</strong></p><blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #2f6b3a;white-space:pre-wrap">${escapeHtml(section.quote.text)}</blockquote>`,
    );
  }
  for (const link of section.links ?? []) {
    text.push(`${link.label} :\n${link.url}`);
    html.push(
      `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:14px 24px;background:#1f5a2b;color:#ffffff;font-size:18px;text-decoration:none;border-radius:6px">${escapeHtml(link.label)}</a></p>`,
    );
  }
  for (const p of section.closing ?? []) {
    text.push(p);
    html.push(`<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`);
  }
  if (section.footer) {
    const { footer } = section;
    text.push(
      footer.link ? `${footer.text}\n${footer.link.label} : ${footer.link.url}` : footer.text,
    );
    html.push(
      `<p style="font-size:14px;color:#444444">${escapeHtml(footer.text)}${
        footer.link
          ? ` <a href="${escapeHtml(footer.link.url)}">${escapeHtml(footer.link.label)}</a>`
          : ""
      }</p>`,
    );
  }
  return {
    text: `${text.join("\n\n")}\n`,
    html: `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;font-size:18px;line-height:1.5;color:#1a1a1a">${html.join("")}</body></html>`,
  };
}
