/**
 * « Sorties passées » in the team space, in Chromium against the real stack, on a phone: the 20
 * most recent first, then « Charger plus de sorties passées » appends the next page, says how many
 * came in the status region and moves the focus to the first of them, until none is left. The
 * archive's older outings are stored hidden, so that the public calendar does not show them; the
 * newest of them was cancelled, so that axe checks its « Annulée » badge too.
 */
import { calendarKeys } from "@adapters/activities-calendar";
import { addDaysIso, zurichToday } from "@shared/time";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localTeamAccount } from "../../localstack/team-account";
import { putItems } from "../support/aws";
import { anActivity } from "../support/registration-fixtures";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { VIEWPORTS } from "./support/site";
import { openTeamSpace, signIn } from "./support/team";

const PAGE_SIZE = 20;
const ARCHIVE = 25;
const LOAD_MORE = "Charger plus de sorties passées";

/** Older than the seed's past outings: one a week, hidden (the founders' archive). */
const archive = Array.from({ length: ARCHIVE }, (_, i) =>
  anActivity({
    id: `archive-equipe-${String(i).padStart(2, "0")}`,
    titre: `Sortie d'archive ${String(i).padStart(2, "0")}`,
    date: addDaysIso(zurichToday(), -200 - 7 * i),
    heure_rdv: "10:00",
  }),
);

let browser: Browser;

beforeAll(async () => {
  const items = archive.map((a, i) => ({
    ...a,
    ...calendarKeys(a),
    masquee: true,
    // The newest of the archive was cancelled: its « Annulée » badge is on the first page.
    ...(i === 0
      ? { annulation: { raison: "Neige", actor_id: "f-1", at: "2026-01-01T08:00:00.000Z" } }
      : {}),
  }));
  await putItems("activities", items);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The titles of « Sorties passées », in the order shown. */
function pastTitles(page: Page): Promise<string[]> {
  return page
    .getByRole("table", { name: "Sorties passées" })
    .locator("tbody th[scope=row]")
    .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ""));
}

describe("« Sorties passées » a page at a time", () => {
  it("shows the 20 most recent, then appends the next page, says so and focuses its first row", async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await openTeamSpace(page);
    await signIn(page, localTeamAccount());
    const button = page.getByRole("button", { name: LOAD_MORE });
    await button.waitFor();
    expect(await pastTitles(page)).toHaveLength(PAGE_SIZE);
    await expectNoAxeViolations(page);

    let shown = PAGE_SIZE;
    for (let pages = 1; (await button.count()) > 0 && pages < 20; pages++) {
      await button.click();
      await expect.poll(async () => (await pastTitles(page)).length).toBeGreaterThan(shown);
      const titles = await pastTitles(page);
      const added = titles.length - shown;
      await page
        .getByRole("status")
        .filter({
          hasText:
            added === 1
              ? "1 sortie passée ajoutée à la liste."
              : `${added} sorties passées ajoutées à la liste.`,
        })
        .waitFor();
      // The focus is on the first new row, where reading goes on.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.firstChild?.textContent))
        .toBe(titles[shown]);
      shown = titles.length;
    }
    expect(await button.count()).toBe(0);
    await expectNoAxeViolations(page);

    // Every outing of the archive once, newest first, the hidden ones with their badge.
    const titles = await pastTitles(page);
    const fromArchive = titles.filter((t) => t.startsWith("Sortie d'archive"));
    expect(fromArchive).toEqual(archive.map((a) => a.titre));
    const row = page
      .getByRole("table", { name: "Sorties passées" })
      .getByRole("row")
      .filter({ hasText: archive[0]?.titre ?? "" });
    expect(await row.textContent()).toContain("Masquée");
    await page.context().close();
  });
});
