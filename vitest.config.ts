import { defineConfig } from "vitest/config";
import { viteAliases } from "./tools/path-aliases";

/**
 * One configuration, four projects: `npx vitest run --project unit|integration|infra|e2e`.
 * Integration and e2e files share one emulator, so they run one at a time.
 */
export default defineConfig({
  // tsconfig.json's paths (@shared, @core, @adapters), for every project.
  resolve: { alias: viteAliases() },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/integration-global-setup.ts"],
          setupFiles: ["tests/support/integration-setup.ts"],
          // One file at a time in one process: they share the emulator's state.
          pool: "forks",
          poolOptions: { forks: { singleFork: true } },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "infra",
          include: ["tests/infra/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/e2e-global-setup.ts"],
          setupFiles: ["tests/support/e2e-setup.ts"],
          // One file at a time in one process: they share the emulator's state.
          pool: "forks",
          poolOptions: { forks: { singleFork: true } },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
