import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

const WEB_SRC = path.resolve(__dirname, "../../web/src");

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return Promise.resolve(/\.(ts|tsx)$/.test(entry.name) ? [full] : []);
    }),
  );
  return nested.flat();
}

describe("the web app's one way to reach a server", () => {
  it("calls fetch in lib/api-client.ts only (the site's API, the team space's and Cognito's)", async () => {
    const callers: string[] = [];
    for (const file of await sourceFiles(WEB_SRC)) {
      if ((await readFile(file, "utf8")).includes("fetch(")) {
        callers.push(path.relative(WEB_SRC, file));
      }
    }
    expect(callers).toEqual(["lib/api-client.ts"]);
  });
});
