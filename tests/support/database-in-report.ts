import { beforeEach } from "vitest";

/**
 * Vitest's setup file: tags each test with the database it ran against, so `npm test`'s closing
 * lines (scripts/test-reports.ts) name the pass a failure came from (both run in one Vitest run).
 */
beforeEach(({ task }) => {
  task.meta.database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
});

declare module "vitest" {
  interface TaskMeta {
    database?: "PostgreSQL" | "PGlite";
  }
}
