import { defineConfig } from "vitest/config";
import { workspaceAliases } from "./scripts/workspace-aliases.mjs";

/**
 * Two projects. `unit`: the fast in-process suite (`npm run test:unit`): no database, no browser, no packing,
 * no type-checking runs. `integration`: everything that needs PostgreSQL/PGlite, the service, Chromium, the
 * packed tarball or the TypeScript compiler. `npm test` runs both. The test tree mirrors `src/` and
 * `adapters/`: the test of `src/metrics/pii/phone.ts` is under `test/src/metrics/pii/`; the service package's
 * (`service/src/`) under `test/service/`.
 */
const INTEGRATION = [
  "test/package.test.ts",
  "test/types/**/*.test.ts",
  "test/docs/**/*.test.ts",
  "test/src/cli/**/*.test.ts",
  "test/service/**/*.test.ts",
  "test/src/capture/delivery*.test.ts",
  "test/src/capture/redaction.test.ts",
  "test/src/capture/app-faults.test.ts",
  "test/**/*.e2e.test.ts",
];

export default defineConfig({
  // The workspace packages by name, on their sources (scripts/workspace-aliases.mjs).
  resolve: {
    alias: Object.entries(workspaceAliases).map(([name, path]) => ({
      find: new RegExp(`^${name.replace(/[/.]/g, "\\$&")}$`),
      replacement: path,
    })),
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        // The unit files share their worker's module cache (each file would otherwise import the library,
        // its lexicons and models again: ~2x the suite's time here). A file must not leave state behind:
        // environment variables through test/helpers/env.ts, servers and homes closed in afterAll.
        test: { name: "unit", include: ["test/**/*.test.ts"], exclude: INTEGRATION, isolate: false },
      },
      { extends: true, test: { name: "integration", include: INTEGRATION } },
    ],
  },
});
