import fs from "node:fs";
import path from "node:path";

/**
 * The test files whose database follows TEST_DATABASE_URL: those that make one through
 * tests/support/test-database.ts or the API harness. `npm test` runs these again against a
 * PostgreSQL server; the rest would only repeat themselves there (issue 28).
 */
const makesItsDatabase = /\b(useTestApi|createTestDatabase|createSiteDatabase)\(/;

export function filesFollowingTestDatabase(root: string, folders: readonly string[]): string[] {
  return folders
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name)),
    )
    .filter((file) => makesItsDatabase.test(fs.readFileSync(file, "utf8")))
    .map((file) => path.relative(root, file))
    .sort();
}
