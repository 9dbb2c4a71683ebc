import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const read = (file: string) => readFileSync(path.join(projectRoot, file), "utf8");

/** The owner's design card: what the project's top level holds. */
const DESIGN_CARD_TOP_LEVEL = {
  files: ["package.json", "cdk.json", "tsconfig.json", "README.md"],
  folders: ["infra", "functions", "web", "shared", "tests", "localstack"],
};

/** The local AWS: LocalStack's compose file, the moto fallback, provisioning, seed, reset, its CLI. */
const LOCAL_AWS_FILES = [
  "docker-compose.yml",
  "moto_launcher.py",
  "requirements.txt",
  "emulator.ts",
  "provision.ts",
  "seed.ts",
  "reset.ts",
  "cli.ts",
];

/** Folders that builds and installs create (`name/` lines of .gitignore): not part of the layout. */
function generatedFolders(): Set<string> {
  const lines = read(".gitignore").split("\n");
  return new Set(lines.flatMap((line) => /^([^/#!*\s]+)\/$/.exec(line.trim())?.[1] ?? []));
}

/** The top-level folders a clone holds, hidden ones (.ci, .git) aside. */
function topLevelFolders(): string[] {
  const generated = generatedFolders();
  return readdirSync(projectRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .filter((name) => !generated.has(name))
    .sort();
}

/** The folders the README's Layout block names at its left margin (`name/  what it holds`). */
function foldersInReadmeLayout(): string[] {
  const layout = /^## Layout\n+```\n([\s\S]*?)\n```/m.exec(read("README.md"))?.[1];
  if (layout === undefined) throw new Error("README.md has no Layout block (## Layout, then ```)");
  return layout
    .split("\n")
    .flatMap((line) => /^([\w.-]+)\/\s/.exec(line)?.[1] ?? [])
    .sort();
}

describe("project layout", () => {
  it("has the design card's top-level files and folders", () => {
    const folders = topLevelFolders();
    expect({
      missingFiles: DESIGN_CARD_TOP_LEVEL.files.filter(
        (file) => !statSync(path.join(projectRoot, file), { throwIfNoEntry: false })?.isFile(),
      ),
      missingFolders: DESIGN_CARD_TOP_LEVEL.folders.filter((folder) => !folders.includes(folder)),
    }).toEqual({ missingFiles: [], missingFolders: [] });
  });

  it("keeps the local AWS in localstack/, run by npm run emulator", () => {
    const missing = LOCAL_AWS_FILES.filter(
      (file) => !existsSync(path.join(projectRoot, "localstack", file)),
    );
    expect(missing).toEqual([]);
    const scripts = JSON.parse(read("package.json")).scripts as Record<string, string>;
    expect(scripts.emulator).toBe("tsx localstack/cli.ts");
  });

  it("names in the README's Layout block every top-level folder there is, and no other", () => {
    const named = foldersInReadmeLayout();
    const existing = topLevelFolders();
    expect({
      notInLayout: existing.filter((folder) => !named.includes(folder)),
      inLayoutButAbsent: named.filter((folder) => !existing.includes(folder)),
    }).toEqual({ notInLayout: [], inLayoutButAbsent: [] });
  });
});
