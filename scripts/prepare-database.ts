/**
 * Creates, migrates and seeds the database, then exits: `npm start` runs it in a process of its own
 * on a first start, beside the build, so the two overlap and the memory the embedded database grows
 * to while it is created and filled goes back to the system (decision 025, 043).
 */
import { loadApiEnv } from "../api/config/env";
import { DataDirLockedError } from "../api/db/data-dir-lock";
import { prepareDatabase } from "../api/runtime";

try {
  const { database } = await prepareDatabase(loadApiEnv());
  await database.close();
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
