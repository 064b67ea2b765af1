import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";
import { filesFollowingTestDatabase } from "./tests/support/database-test-files";

const everyTest = ["app/**/*.test.{ts,tsx}", "api/**/*.test.ts", "server/**/*.test.ts", "tests/unit/**/*.test.ts", "tests/process/**/*.test.ts"];
const postgresUrl = process.env.TEST_DATABASE_URL;

// Kept apart from vite.config.ts: the Remix plugin must not run under Vitest.
// One run, two workers: every test on the embedded database, and, when TEST_DATABASE_URL is set,
// again on that PostgreSQL server the files whose database follows it (issue 28).
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A worker process runs its files one after another keeping the modules they import: the API,
    // PGlite and the rest are imported once per process, not per file (decision 093).
    isolate: false,
    maxWorkers: 2,
    setupFiles: ["tests/support/database-in-report.ts", "tests/support/site-pages.ts"],
    projects: [
      { extends: true as const, test: { name: "pglite", include: everyTest, env: { TEST_DATABASE_URL: "" } } },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: { name: "postgres", include: filesFollowingTestDatabase(import.meta.dirname, ["api", "app", "server", "tests"]), env: { TEST_DATABASE_URL: postgresUrl } },
            },
          ]
        : []),
    ],
  },
});
