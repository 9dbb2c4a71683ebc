import { escapeHtml } from "@shared/escape-html";
import { privacyLink } from "./privacy-link";
import { PROVIDER_CONTACT } from "./provider-contact";
import { renderEmailText } from "./text";

/**
 * The one layout of every e-mail the product sends: a French HTML page for readers aged 55 and
 * over (lang="fr", 18 px text, contrast of 7:1 or more, one h1, an h2 per headed section, a large button)
 * and its plain-text twin, both built from the same content. Everything given is plain text:
 * it is escaped here, so no caller writes HTML.
 */

export interface EmailLink {
  label: string;
  url: string;
  /**
   * Drawn outlined in the link colour rather than filled green: an action that must not look
   * like the main one (« Annuler mon inscription » beside « Payer »).
   */
  secondary?: boolean;
}

/** One line of a recap: « Date : 12 mars 2026 ». */
export interface EmailRow {
  label: string;
  value: string;
}

export interface EmailSection {
  /** An h2 above the section. */
  heading?: string;
  paragraphs?: string[];
  /** The section's own action, as a button under its paragraphs. */
  button?: EmailLink;
  /** A recap as label / value rows. */
  rows?: EmailRow[];
  /** Text someone wrote (a message, comments), quoted with its line breaks. */
  quote?: string;
}

export interface EmailLayout {
  /** The page title and its h1 (first line of the text version). */
  title: string;
  /** The preview line mail programs show beside the subject; hidden in the message itself. */
  preheader?: string;
  /** Paragraphs under the title. A "\n" inside a paragraph is a line break. */
  intro?: string[];
  sections?: EmailSection[];
  /** The primary action, as a button after the sections. */
  button?: EmailLink;
  /** Paragraphs after the button (sign-off). */
  closing?: string[];
  /**
   * The site's address, shown in the footer beside the provider's contact, with the link to the
   * privacy page (every e-mail to a visitor gives it).
   */
  siteUrl?: string;
  /** Small print at the very end, e.g. the unsubscribe link. */
  footerNote?: { text: string; link?: EmailLink };
}

export interface EmailBody {
  html: string;
  text: string;
}

/** What an e-mail builder returns; the notifier adds the addresses. */
export interface EmailContent extends EmailBody {
  subject: string;
}

/** Each text colour reaches 7:1 or more on the white page (tests/e2e/email-accessibility.test.ts). */
const COLORS = {
  page: "#ffffff",
  text: "#1a1a1a",
  muted: "#333333",
  link: "#0b5394",
  accent: "#1f5a2b",
  buttonText: "#ffffff",
} as const;

export function renderEmail(layout: EmailLayout): EmailBody {
  return { html: renderEmailHtml(layout), text: renderEmailText(layout) };
}

const FONT = "font-family:Arial,Helvetica,sans-serif";
/** Base text size: 18 px, for readers aged 55 and over. */
const FONT_SIZE_PX = 18;
const P_STYLE = "margin:0 0 16px";

function paragraph(text: string): string {
  return `<p style="${P_STYLE}">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;
}

function anchor(link: EmailLink, style = `color:${COLORS.link};text-decoration:underline`): string {
  return `<a href="${escapeHtml(link.url)}" style="${style}">${escapeHtml(link.label)}</a>`;
}

/**
 * A recap as a table of row headers and cells. The label column is as wide as its content asks:
 * its words never break inside (word-break and overflow-wrap normal, a hyphenated word kept on
 * one line), and at 320 px a label wraps between words only; the value, an e-mail address or an
 * id included, may break anywhere.
 */
function rowsTable(rows: EmailRow[]): string {
  const body = rows
    .map(
      ({ label, value }) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 16px 6px 0;font-weight:bold;word-break:normal;overflow-wrap:normal;hyphens:none">${unbrokenHyphens(escapeHtml(label))}</th><td style="vertical-align:top;padding:6px 0">${escapeHtml(value).replace(/\n/g, "<br>")}</td></tr>`,
    )
    .join("");
  return `<table style="border-collapse:collapse;margin:0 0 16px;font-size:${FONT_SIZE_PX}px">${body}</table>`;
}

/** « rendez-vous » on one line: a browser may otherwise break after the hyphen. */
function unbrokenHyphens(html: string): string {
  return html.replace(
    /[^\s-]+(?:-[^\s-]+)+/g,
    (word) => `<span style="white-space:nowrap">${word}</span>`,
  );
}

function sectionHtml(section: EmailSection): string {
  return [
    section.heading
      ? `<h2 style="margin:24px 0 12px;font-size:22px;line-height:1.3">${escapeHtml(section.heading)}</h2>`
      : "",
    ...(section.paragraphs ?? []).map(paragraph),
    section.button ? buttonHtml(section.button) : "",
    section.rows?.length ? rowsTable(section.rows) : "",
    section.quote !== undefined
      ? `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ${COLORS.accent};white-space:pre-wrap">${escapeHtml(section.quote)}</blockquote>`
      : "",
  ].join("");
}

function buttonHtml(link: EmailLink): string {
  // Padding and line height make a target well above 44 x 44 px.
  const look = link.secondary
    ? `background:${COLORS.page};color:${COLORS.link};border:2px solid ${COLORS.link};padding:12px 26px`
    : `background:${COLORS.accent};color:${COLORS.buttonText};padding:14px 28px`;
  return `<p style="margin:24px 0">${anchor(
    link,
    `display:inline-block;${look};font-size:${FONT_SIZE_PX}px;font-weight:bold;line-height:1.4;text-decoration:none;border-radius:6px`,
  )}</p>`;
}

function footerHtml(layout: EmailLayout): string {
  const { name, address, phone, phoneUrl, email } = PROVIDER_CONTACT;
  const site = layout.siteUrl
    ? `<br>${anchor({ label: layout.siteUrl, url: layout.siteUrl })} · ${anchor(privacyLink(layout.siteUrl))}`
    : "";
  const note = layout.footerNote
    ? `<p style="margin:16px 0 0">${escapeHtml(layout.footerNote.text)}${
        layout.footerNote.link ? ` ${anchor(layout.footerNote.link)}` : ""
      }</p>`
    : "";
  return `<div role="contentinfo" style="margin-top:32px;padding-top:16px;border-top:2px solid ${COLORS.accent};color:${COLORS.muted}"><p style="margin:0"><strong>${escapeHtml(name)}</strong><br>${escapeHtml(address)}<br>${anchor({ label: phone, url: phoneUrl })} · ${anchor({ label: email, url: `mailto:${email}` })}${site}</p>${note}</div>`;
}

function renderEmailHtml(layout: EmailLayout): string {
  const preheader = layout.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:${COLORS.page};font-size:1px;line-height:1px;mso-hide:all">${escapeHtml(layout.preheader)}</div>`
    : "";
  const content = [
    `<h1 style="margin:0 0 20px;font-size:28px;line-height:1.25">${escapeHtml(layout.title)}</h1>`,
    ...(layout.intro ?? []).map(paragraph),
    ...(layout.sections ?? []).map(sectionHtml),
    layout.button ? buttonHtml(layout.button) : "",
    ...(layout.closing ?? []).map(paragraph),
    footerHtml(layout),
  ].join("");
  // Layout tables (role="presentation") centre a 640 px column in every mail program, Outlook included.
  return [
    '<!doctype html><html lang="fr"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(layout.title)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLORS.page};color:${COLORS.text}">`,
    preheader,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse">',
    `<tr><td align="center" style="padding:24px 16px;background:${COLORS.page}">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;max-width:640px">',
    `<tr><td style="${FONT};font-size:${FONT_SIZE_PX}px;line-height:1.6;color:${COLORS.text};text-align:left;overflow-wrap:anywhere;word-break:break-word">`,
    content,
    "</td></tr></table></td></tr></table></body></html>",
  ].join("");
}
