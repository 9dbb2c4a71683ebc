import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BUSINESS } from "../../shared/constants/business";
import { DATA_RECIPIENTS, HOSTING_REGION } from "../../shared/data-protection/recipients";
import {
  BACKUP_RETENTION_DAYS,
  PRIVACY_PATH,
  periodText,
  RETENTION_RULES,
} from "../../shared/data-protection/retention";
import { PAGE_ROUTES } from "../../web/src/app/routes";
import PrivacyPage from "../../web/src/pages/PrivacyPage";

/** The text of server-rendered HTML: tags gone, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

const html = renderToString(<PrivacyPage />);
const text = textOf(html);

describe("the privacy page", () => {
  it("prints one row per retention rule, from the rules the retention job applies", () => {
    const body = html.slice(html.indexOf("<tbody>"), html.indexOf("</tbody>"));
    const rows = body.split("<tr>").slice(1).map(textOf);
    expect(rows).toHaveLength(RETENTION_RULES.length);
    RETENTION_RULES.forEach((rule, index) => {
      const row = rows[index] ?? "";
      expect(row).toContain(rule.label);
      expect(row.toLowerCase()).toContain(periodText(rule.period).toLowerCase());
      expect(row).toContain(rule.from);
      expect(row).toContain(rule.action === "erased" ? "Effacées" : "Anonymisées");
      if (rule.kept) expect(row).toContain(rule.kept);
    });
  });

  it("says how long the backups still hold erased data", () => {
    expect(text).toContain(`pendant ${BACKUP_RETENTION_DAYS} jours`);
  });

  it("names every recipient with what it receives, why and its country", () => {
    for (const recipient of DATA_RECIPIENTS) {
      for (const fact of Object.values(recipient)) expect(text).toContain(fact);
    }
    expect(text).toContain(HOSTING_REGION.code);
  });

  it("says who is responsible, how to reach them, the version and where to complain", () => {
    for (const fact of [BUSINESS.name, BUSINESS.streetAddress, BUSINESS.email]) {
      expect(text).toContain(fact);
    }
    expect(html).toContain(`href="tel:${BUSINESS.phoneE164}"`);
    expect(text).toContain("Version du 26 novembre 2026");
    expect(text).toContain("gratuitement, dans les 30 jours");
    expect(text).toContain("(PFPDT)");
  });

  it("is a prerendered page at the address every link uses", () => {
    const route = PAGE_ROUTES.find((r) => r.path === PRIVACY_PATH);
    expect(route?.pageFile).toBe("PrivacyPage");
    expect(route?.prerender).toBe(true);
  });
});
