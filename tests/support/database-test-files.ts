import fs from "node:fs";
import path from "node:path";

/**
 * The test files whose database follows TEST_DATABASE_URL: those that make one through
 * tests/support/test-database.ts or the API harness. `npm test` runs these again against a
 * PostgreSQL server; the rest would only repeat themselves there (issue 28).
 */
const makesItsDatabase = /\b(useTestApi|createTestDatabase|createSiteDatabase)\(/;
/**
 * A sweep of the site's HTTP surface (the authorization matrices, hostile input, cross-site posts)
 * says so with this line: what it tests is the code in front of the database, the same on either
 * engine, so it runs once, on the embedded one (decision 090).
 */
const embeddedOnly = /^\/\/ test-database: embedded only\b/m;

export function filesFollowingTestDatabase(root: string, folders: readonly string[]): string[] {
  return folders
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name)),
    )
    .filter((file) => {
      const text = fs.readFileSync(file, "utf8");
      return makesItsDatabase.test(text) && !embeddedOnly.test(text);
    })
    .map((file) => path.relative(root, file))
    .sort();
}
