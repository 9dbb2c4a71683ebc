/**
 * The privacy page's address (footer, consents, e-mails' footer). A file of its own: the footer,
 * on every page, takes this line without the retention table (retention.ts re-exports it).
 */
export const PRIVACY_PATH = "/protection-des-donnees";
