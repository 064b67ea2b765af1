import path from "node:path";
import { describe, expect, it } from "vitest";
import { filesFollowingTestDatabase } from "../support/database-test-files";

const root = path.resolve(import.meta.dirname, "../..");

describe("the files the PostgreSQL pass runs (decisions 062, 090)", () => {
  const files = filesFollowingTestDatabase(root, ["api", "app", "server", "tests"]);

  it("runs the files that make their database, the API's tests among them", () => {
    expect(files).toContain("api/forums/forums.test.ts");
    expect(files).toContain("api/recipes/recipe-answers.test.ts");
    expect(files).not.toContain("server/route-matching.test.ts");
  });

  it("leaves the sweeps of the HTTP surface to the embedded engine", () => {
    for (const sweep of ["api-authorization", "web-authorization", "cross-site-posts", "hostile-input"]) expect(files).not.toContain(`tests/process/${sweep}.test.ts`);
  });
});
