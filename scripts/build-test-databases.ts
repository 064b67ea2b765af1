/**
 * Builds the run's template databases (tests/support/database-templates.ts) ahead of the tests that
 * copy them: `npm test` runs it beside the static checks. Whatever needs a template builds it itself
 * when this has not run.
 */
import { buildDatabaseTemplates } from "../tests/support/database-templates";

const started = performance.now();
await buildDatabaseTemplates(process.env.TEST_DATABASE_URL || undefined);
console.log(`template databases ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
