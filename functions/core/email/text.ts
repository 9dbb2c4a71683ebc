import type { EmailLayout, EmailLink, EmailSection } from "./layout";
import { privacyLink } from "./privacy-link";
import { PROVIDER_CONTACT } from "./provider-contact";

/**
 * The plain-text version of an e-mail, from the same content as its HTML: blocks separated by a
 * blank line, recap rows as « Label : valeur », the button as its label and bare URL, and the
 * provider's contact under a "-- " signature line.
 */
export function renderEmailText(layout: EmailLayout): string {
  const blocks: string[] = [
    layout.title,
    ...(layout.intro ?? []),
    ...(layout.sections ?? []).map(sectionText),
    ...(layout.button ? [buttonText(layout.button)] : []),
    ...(layout.closing ?? []),
    footerText(layout),
  ];
  return `${blocks.filter((block) => block !== "").join("\n\n")}\n`;
}

/** A button in plain text: its label, then the bare URL on its own line. */
function buttonText(link: EmailLink): string {
  return `${link.label} :\n${link.url}`;
}

function sectionText(section: EmailSection): string {
  const parts = [
    ...(section.paragraphs ?? []),
    ...(section.button ? [buttonText(section.button)] : []),
    ...(section.rows?.length
      ? [section.rows.map(({ label, value }) => `${label} : ${value}`).join("\n")]
      : []),
    ...(section.quote !== undefined ? [section.quote] : []),
  ];
  const body = parts.join("\n\n");
  return section.heading ? `${section.heading}\n${body}` : body;
}

function footerText(layout: EmailLayout): string {
  const { name, address, phone, email } = PROVIDER_CONTACT;
  const contact = ["-- ", name, address, `${phone} · ${email}`];
  if (layout.siteUrl) {
    const privacy = privacyLink(layout.siteUrl);
    contact.push(layout.siteUrl, `${privacy.label} : ${privacy.url}`);
  }
  const note = layout.footerNote;
  if (!note) return contact.join("\n");
  const noteText = note.link ? `${note.text}\n${note.link.label} : ${note.link.url}` : note.text;
  return `${contact.join("\n")}\n\n${noteText}`;
}
