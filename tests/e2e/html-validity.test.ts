/**
 * Every page of the built site is valid HTML, as assistive technology and browsers read it before
 * any script runs: html-validate over each HTML file the build wrote (the global setup's build,
 * walked as a directory, so a new page is checked without being listed here), with the
 * repository's .htmlvalidate.json. A failure names the page, line, column and rule.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type ConfigData, HtmlValidate, type Message, StaticConfigLoader } from "html-validate";
import { describe, expect, inject, it } from "vitest";
import { REPO_ROOT } from "../../local/host/load-handler";
import { routeFile, TEAM_SPACE_PATH } from "../../web/scripts/build";
import { PAGE_ROUTES, REDIRECTS } from "../../web/src/app/routes";
import "../support/provided-context";

const outDir = inject("webOutDir");
const config = JSON.parse(
  readFileSync(path.join(REPO_ROOT, ".htmlvalidate.json"), "utf8"),
) as ConfigData;
const validator = new HtmlValidate(new StaticConfigLoader(config));

/** outDir-relative paths of every HTML file the build wrote, with "/" separators. */
const builtPages = readdirSync(outDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html"))
  .map((file) => file.split(path.sep).join("/"))
  .sort();

const errorsOf = (page: string, messages: readonly Message[]) =>
  messages
    .filter((message) => message.severity === 2)
    .map(
      (message) =>
        `${page}:${message.line}:${message.column} [${message.ruleId}] ${message.message}`,
    );

describe("valid HTML on every built page", () => {
  it("the walk finds every route's page, the redirects, the 404 and the team space", () => {
    const expected = [
      ...PAGE_ROUTES.map((route) => routeFile(route.path)),
      ...REDIRECTS.map((redirect) => routeFile(redirect.from)),
      routeFile(TEAM_SPACE_PATH),
      "404.html",
    ];
    expect(builtPages).toEqual(expect.arrayContaining(expected));
  });

  it.each(builtPages)("%s has no validation error", async (page) => {
    const report = await validator.validateFile(path.join(outDir, page));
    const errors = report.results.flatMap((result) => errorsOf(page, result.messages));
    expect(errors).toEqual([]);
  });
});

describe("the configuration keeps the rules of document validity", () => {
  // The faults the prerendered pages once had, one per rule: each must still be reported.
  const faulty = `<!doctype html>
<html lang="fr">
  <head><title>Page</title></head>
  <body>
    <main>
      <h1>Réserver</h1>
      <span><dialog aria-labelledby="titre-absent"></dialog></span>
      <label for="adresse">Adresse</label>
      <input id="adresse" type="text" autocomplete="street-address">
    </main>
  </body>
</html>`;

  it("reports a dialog in a span, a reference to a missing id and an input's textarea-only autocomplete", async () => {
    const report = await validator.validateString(faulty, "faulty.html");
    const rules = report.results.flatMap((result) => result.messages.map((m) => m.ruleId));
    expect(rules).toEqual(
      expect.arrayContaining([
        "element-permitted-content",
        "no-missing-references",
        "valid-autocomplete",
      ]),
    );
    expect(report.valid).toBe(false);
  });
});
