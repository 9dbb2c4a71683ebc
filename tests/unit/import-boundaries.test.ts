import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  boundaryViolations,
  functionBoundaryViolations,
  functionImportEdges,
  relativeSharedImports,
  specifiersOf,
  webImportEdges,
} from "../support/import-boundaries";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

describe("import rules of the web app, on the real tree", () => {
  it("no feature imports another, nothing imports upwards, nothing outside shared/", async () => {
    const edges = await webImportEdges(projectRoot);
    // The graph is the real one: pages reach features statically and by import() (the quote
    // dialog through the deferred page part that gives it the payment feature's buttons).
    expect(edges).toContainEqual({
      from: "web/src/pages/sections/ActivitiesCalendar.tsx",
      specifier: "../../features/calendar/CalendarSection",
      to: "web/src/features/calendar/CalendarSection",
    });
    expect(edges).toContainEqual({
      from: "web/src/pages/sections/company-quote-part.ts",
      specifier: "./CompanyQuoteButton",
      to: "web/src/pages/sections/CompanyQuoteButton",
    });
    expect(edges).toContainEqual({
      from: "web/src/pages/sections/CompanyQuoteButton.tsx",
      specifier: "../../features/quote/QuoteRequestButton",
      to: "web/src/features/quote/QuoteRequestButton",
    });
    expect(boundaryViolations(edges)).toEqual([]);
  });

  it("reaches shared/ by its alias only, as the functions do", async () => {
    const edges = await webImportEdges(projectRoot);
    expect(edges).toContainEqual({
      from: "web/src/components/form/PhoneField.tsx",
      specifier: "@shared/phone",
      to: "shared/phone",
    });
    expect(relativeSharedImports(edges)).toEqual([]);
  });
});

describe("the checker, on a small tree that breaks every rule", () => {
  let root: string;
  const files: Record<string, string> = {
    "web/src/entry-client.tsx": `import { App } from "./app/App";\nexport { App };`,
    "web/src/app/App.tsx": `import Page from "../pages/Page";\nexport const App = Page;`,
    "web/src/app/scroll.ts": "export const scroll = () => 1;",
    "web/src/pages/Page.tsx": [
      `import { scroll } from "../app/scroll";`,
      `import { Calendar } from "../features/calendar/Calendar";`,
      `export default function Page() { return <Calendar onScroll={scroll} />; }`,
    ].join("\n"),
    "web/src/features/calendar/Calendar.tsx": [
      `import { register } from "../registration/register";`,
      `import { Button } from "../../components/Button";`,
      `import { LIMITS } from "../../../../shared/constants/offer";`,
      `export function Calendar(props: { onScroll: () => number }) {`,
      `  return <Button onClick={register} limit={LIMITS} {...props} />;`,
      `}`,
    ].join("\n"),
    "web/src/features/calendar/types.ts": "export type Slot = { id: string };",
    "web/src/features/registration/register.ts": [
      `import type { Slot } from "../calendar/types";`,
      `export const register = (slot?: Slot) => import("../quote/quote").then(() => slot);`,
    ].join("\n"),
    "web/src/features/quote/quote.ts": [
      `export * from "../../../../functions/core/quote";`,
      `export { helper } from "./sub/helper";`,
    ].join("\n"),
    "web/src/features/quote/sub/helper.ts": [
      `import "../../calendar/types";`,
      `export type Own = import("../quote").Missing;`,
      `export const helper = 1;`,
    ].join("\n"),
    "web/src/components/Button.tsx": [
      `import type { Slot } from "../features/calendar/types";`,
      `export function Button(props: { slot?: Slot }) { return <button type="button" />; }`,
    ].join("\n"),
    "web/src/hooks/useThing.ts": `import { Button } from "../components/Button";\nexport { Button };`,
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "import-boundaries-"));
    for (const [file, code] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), code);
    }
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("reports each broken arrow, static, type-only, re-exported or dynamic", async () => {
    const violations = boundaryViolations(await webImportEdges(root));
    expect(violations.sort()).toEqual(
      [
        "web/src/components/Button.tsx -> ../features/calendar/types: components may not import features",
        "web/src/features/calendar/Calendar.tsx -> ../registration/register: feature calendar may not import feature registration",
        "web/src/features/quote/quote.ts -> ../../../../functions/core/quote: outside web/src, only shared/",
        "web/src/features/quote/sub/helper.ts -> ../../calendar/types: feature quote may not import feature calendar",
        "web/src/features/registration/register.ts -> ../calendar/types: feature registration may not import feature calendar",
        "web/src/features/registration/register.ts -> ../quote/quote: feature registration may not import feature quote",
        "web/src/hooks/useThing.ts -> ../components/Button: web/src/hooks is not a known layer",
        "web/src/pages/Page.tsx -> ../app/scroll: pages may not import app",
      ].sort(),
    );
  });

  it("reports shared/ reached by a relative path", async () => {
    expect(relativeSharedImports(await webImportEdges(root))).toEqual([
      "web/src/features/calendar/Calendar.tsx -> ../../../../shared/constants/offer",
    ]);
  });
});

describe("the checker, on aliases", () => {
  let root: string;
  const files: Record<string, string> = {
    "tsconfig.json": JSON.stringify({
      compilerOptions: {
        paths: { "@shared/*": ["./shared/*"], "@core/*": ["./functions/core/*"] },
      },
    }),
    "web/src/features/quote/quote.ts": [
      `import { LIMITS } from "@shared/constants/offer";`,
      `import { quote } from "@core/quotes/quote-request";`,
      `import { z } from "zod";`,
      `export const all = [LIMITS, quote, z];`,
    ].join("\n"),
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "import-boundaries-aliases-"));
    for (const [file, code] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), code);
    }
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("reads an alias as the folder tsconfig.json names: @shared is allowed, @core is not", async () => {
    const edges = await webImportEdges(root);
    expect(edges).toContainEqual({
      from: "web/src/features/quote/quote.ts",
      specifier: "@shared/constants/offer",
      to: "shared/constants/offer",
    });
    expect(edges).toContainEqual({
      from: "web/src/features/quote/quote.ts",
      specifier: "zod",
      to: undefined,
    });
    expect(boundaryViolations(edges)).toEqual([
      "web/src/features/quote/quote.ts -> @core/quotes/quote-request: outside web/src, only shared/",
    ]);
  });
});

describe("specifiersOf", () => {
  it("finds every form of module reference, and nothing in strings or comments", () => {
    const code = [
      `import a from "./a";`,
      `import type { B } from "./b";`,
      `import "./c.css";`,
      `export * from "./d";`,
      `export { e } from "./e";`,
      `import f = require("./f");`,
      `type G = import("./g").G;`,
      `const h = () => import("./h");`,
      `// import "./not-a-comment";`,
      `const text = 'import("./not-a-string")';`,
      `export const all = [a, f, h, text] as unknown as B & G;`,
    ].join("\n");
    expect(specifiersOf(code, "file.ts")).toEqual([
      "./a",
      "./b",
      "./c.css",
      "./d",
      "./e",
      "./f",
      "./g",
      "./h",
    ]);
  });
});

describe("import rules of the functions, on the real tree", () => {
  it("nothing imports upwards, core only core and shared/, nothing but team/ imports team/", async () => {
    const edges = await functionImportEdges(projectRoot);
    // The graph is the real one, aliases resolved: a route reaches its wiring, core its own.
    expect(edges).toContainEqual({
      from: "functions/api/routes/registrations.ts",
      specifier: "../../wiring/registrations",
      to: "functions/wiring/registrations",
    });
    expect(edges).toContainEqual({
      from: "functions/team/routes/cancellation.ts",
      specifier: "../../api/route-helpers",
      to: "functions/api/route-helpers",
    });
    expect(edges).toContainEqual({
      from: "functions/wiring/stores.ts",
      specifier: "@adapters/outbox",
      to: "functions/adapters/outbox",
    });
    expect(functionBoundaryViolations(edges)).toEqual([]);
  });

  it("no file under functions/api/ imports the team space", async () => {
    const edges = await functionImportEdges(projectRoot);
    const fromApiToTeam = edges.filter(
      ({ from, to }) => from.startsWith("functions/api/") && to?.startsWith("functions/team/"),
    );
    expect(fromApiToTeam).toEqual([]);
  });
});

describe("the functions' checker, on a small tree that breaks every rule", () => {
  let root: string;
  const files: Record<string, string> = {
    "tsconfig.json": JSON.stringify({
      compilerOptions: {
        paths: {
          "@shared/*": ["./shared/*"],
          "@core/*": ["./functions/core/*"],
          "@adapters/*": ["./functions/adapters/*"],
        },
      },
    }),
    "functions/config.ts": `import { table } from "@adapters/table";\nexport const config = table;`,
    "functions/logger.ts": "export const log = () => 1;",
    "functions/core/use-case.ts": [
      `import { table } from "@adapters/table";`,
      `import { config } from "../config";`,
      `import { log } from "../logger";`,
      `import { LIMITS } from "@shared/limits";`,
      `import { rule } from "./rule";`,
      `export const all = [table, config, log, LIMITS, rule];`,
    ].join("\n"),
    "functions/core/rule.ts": "export const rule = 1;",
    "functions/adapters/table.ts": [
      `import type { Ports } from "../wiring/feature";`,
      `import { rule } from "@core/rule";`,
      `export const table = (ports?: Ports) => [ports, rule];`,
    ].join("\n"),
    "functions/wiring/feature.ts": [
      `import { table } from "@adapters/table";`,
      `import { config } from "../config";`,
      `import { route } from "../api/routes/route";`,
      `export type Ports = { table: typeof table; config: typeof config; route: typeof route };`,
    ].join("\n"),
    "functions/api/http.ts": "export const json = () => 1;",
    "functions/api/routes/route.ts": [
      `import { json } from "../http";`,
      `import { teamWiring } from "../../team/wiring";`,
      `import { job } from "../../workers/job/handler";`,
      `import type { Ports } from "../../wiring/feature";`,
      `export const route = (ports: Ports) => [json, teamWiring, job, ports];`,
    ].join("\n"),
    "functions/team/wiring.ts": `import { table } from "@adapters/table";\nexport const teamWiring = table;`,
    "functions/team/routes/outings.ts": [
      `import { json } from "../../api/http";`,
      `import { route } from "../../api/routes/route";`,
      `import { teamWiring } from "../wiring";`,
      `export const outings = [json, route, teamWiring];`,
    ].join("\n"),
    "functions/workers/job/handler.ts": [
      `import { teamWiring } from "../../team/wiring";`,
      `import { cli } from "../../../tools/cli";`,
      `import { helper } from "../../lib/helper";`,
      `export const job = [teamWiring, cli, helper];`,
    ].join("\n"),
    "functions/lib/helper.ts": "export const helper = 1;",
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "import-boundaries-functions-"));
    for (const [file, code] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), code);
    }
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("reports each broken arrow, aliases resolved", async () => {
    const violations = functionBoundaryViolations(await functionImportEdges(root));
    expect(violations.sort()).toEqual(
      [
        "functions/adapters/table.ts -> ../wiring/feature: adapters may not import wiring",
        "functions/api/routes/route.ts -> ../../team/wiring: api may not import team",
        "functions/api/routes/route.ts -> ../../workers/job/handler: api may not import workers",
        "functions/config.ts -> @adapters/table: base may not import adapters",
        "functions/core/use-case.ts -> ../config: core may import only core and shared/",
        "functions/core/use-case.ts -> @adapters/table: core may import only core and shared/",
        "functions/team/routes/outings.ts -> ../../api/routes/route: team may not import api",
        "functions/wiring/feature.ts -> ../api/routes/route: wiring may not import api",
        "functions/workers/job/handler.ts -> ../../../tools/cli: outside functions/, only shared/",
        "functions/workers/job/handler.ts -> ../../lib/helper: functions/lib is not a known layer",
        "functions/workers/job/handler.ts -> ../../team/wiring: workers may not import team",
      ].sort(),
    );
  });
});

describe("the functions' checker, on a small tree whose core reaches every layer above it", () => {
  let root: string;
  const files: Record<string, string> = {
    "tsconfig.json": JSON.stringify({ compilerOptions: {} }),
    "functions/logger.ts": "export const log = () => 1;",
    "functions/core/use-case.ts": [
      `import { log } from "../logger";`,
      `import { ports } from "../wiring/feature";`,
      `import { table } from "../adapters/table";`,
      `import { json } from "../api/http";`,
      `import { teamWiring } from "../team/wiring";`,
      `import { job } from "../workers/job/handler";`,
      `export const all = [log, ports, table, json, teamWiring, job];`,
    ].join("\n"),
    "functions/wiring/feature.ts": "export const ports = 1;",
    "functions/adapters/table.ts": "export const table = 1;",
    "functions/api/http.ts": "export const json = () => 1;",
    "functions/team/wiring.ts": "export const teamWiring = 1;",
    "functions/workers/job/handler.ts": "export const job = 1;",
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "import-boundaries-core-"));
    for (const [file, code] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), code);
    }
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("lets core take the logger, and refuses wiring, adapters, api, team and workers", async () => {
    const violations = functionBoundaryViolations(await functionImportEdges(root));
    expect(violations.sort()).toEqual(
      [
        "functions/core/use-case.ts -> ../adapters/table: core may import only core and shared/",
        "functions/core/use-case.ts -> ../api/http: core may import only core and shared/",
        "functions/core/use-case.ts -> ../team/wiring: core may import only core and shared/",
        "functions/core/use-case.ts -> ../wiring/feature: core may import only core and shared/",
        "functions/core/use-case.ts -> ../workers/job/handler: core may import only core and shared/",
      ].sort(),
    );
  });
});
