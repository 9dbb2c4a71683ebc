/**
 * « Vélos de location » in Chromium against the whole local stack: the founder signs in, opens
 * the screen from the team space's navigation, is refused a wrong number beside its field,
 * saves the fleet and its supplement, blocks a bike for a date and sees that day in the list of
 * coming days; axe on each state, readable at 820 px and at 390 px without sideways scrolling.
 */
import { formatLongDate } from "@shared/date-format";
import { addDaysIso, zurichToday } from "@shared/time";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localTeamAccount } from "../../localstack/team-account";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { openTeamSpace, signIn } from "./support/team";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("team space: rental e-bikes", () => {
  it("saves the fleet and its supplement, blocks a bike for a day and lists that day", async () => {
    const page = await newPage(browser, { width: 820, height: 1000 });
    await openTeamSpace(page);
    await signIn(page, localTeamAccount());
    await page
      .getByRole("navigation", { name: "Espace équipe" })
      .getByRole("link", { name: "Vélos de location" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Vélos de location" }).waitFor();
    await expectNoAxeViolations(page);

    const fleet = page.getByRole("form", { name: "La flotte" });
    // Each size says the riders' heights it fits.
    await fleet.getByText("Pour de 165 à 177 cm.").waitFor();
    await fleet.getByLabel(/^Taille M/).fill("-1");
    await fleet.getByRole("button", { name: "Enregistrer" }).click();
    await fleet.getByText("Indiquez un nombre entier de vélos, de 0 à 50").first().waitFor();
    await expectNoAxeViolations(page);

    await fleet.getByLabel(/^Taille M/).fill("3");
    await fleet.getByLabel(/^Taille L/).fill("2");
    await fleet.getByLabel(/^Supplément de location/).fill("30");
    await fleet.getByRole("button", { name: "Enregistrer" }).click();
    await fleet.getByText("Flotte enregistrée.").waitFor();

    const day = addDaysIso(zurichToday(), 20);
    const block = page.getByRole("form", { name: "Bloquer des vélos un jour" });
    await block.getByLabel(/^Date/).fill(day);
    await block.getByLabel(/^Bloqués en taille M/).fill("1");
    await block.getByRole("button", { name: "Bloquer ces vélos" }).click();
    await block.getByText(/^Vélos bloqués enregistrés pour le /).waitFor();

    const days = page.getByRole("region", { name: "Les prochains jours" });
    // That day's table: other files' registrations may have rented bikes on other coming days.
    const table = days.getByRole("table", { name: formatLongDate(day) });
    await table.waitFor();
    const mRow = table.getByRole("row", { name: /^M / });
    expect((await mRow.textContent())?.replace(/\s+/g, "")).toBe("M012");
    await expectNoAxeViolations(page);
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // Reloaded on a phone: the same fleet, readable without sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Vélos de location" }).waitFor();
    await expect.poll(() => page.getByLabel(/^Taille M/).inputValue()).toBe("3");
    expect(await page.getByLabel(/^Supplément de location/).inputValue()).toBe("30.00");
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
