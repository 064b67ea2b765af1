import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readPlaywrightReport, readVitestReport, slowestTests } from "../../scripts/test-reports";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "test-reports-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
function reportFile(name: string, report: unknown) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(report));
  return file;
}

// The shape Vitest 3's JSON reporter writes for a file with a failing test and a file whose beforeAll threw.
const vitestReport = {
  numPassedTests: 1,
  numFailedTests: 1,
  numPendingTests: 2,
  numTodoTests: 0,
  testResults: [
    {
      name: "/repo/api/a.test.ts",
      status: "failed",
      message: "",
      assertionResults: [
        { fullName: "group passes", status: "passed", failureMessages: [] },
        {
          fullName: "group fails",
          status: "failed",
          failureMessages: ["AssertionError: expected 1 to be 2 // Object.is equality\n    at /repo/api/a.test.ts:2:94"],
          meta: { database: "PostgreSQL" },
        },
        { fullName: "group skipped", status: "skipped", failureMessages: [] },
      ],
    },
    { name: "/repo/api/b.test.ts", status: "failed", message: "setup broke", assertionResults: [{ fullName: "never runs", status: "skipped", failureMessages: [] }] },
  ],
};

describe("the closing lines of npm test", () => {
  it("name each failed Vitest test with its file and first line, and count a broken setup as failed, not skipped", () => {
    const tally = readVitestReport("vitest", reportFile("vitest.json", vitestReport), 1, "/repo");
    expect(tally).toEqual({
      passed: 1,
      failed: 2,
      skipped: 1,
      failures: ["vitest (PostgreSQL): api/a.test.ts › group fails: AssertionError: expected 1 to be 2 // Object.is equality", "vitest: api/b.test.ts: setup broke"],
    });
  });

  it("count a suite that failed without a report, or failed with every test passed, as one failure", () => {
    expect(readVitestReport("vitest", path.join(dir, "absent.json"), 1, "/repo")).toMatchObject({ failed: 1, failures: ["vitest: ended with code 1 and no report"] });
    expect(readVitestReport("vitest", path.join(dir, "absent.json"), 0, "/repo")).toEqual({ passed: 0, failed: 0, skipped: 0, failures: [] });
    const allPassed = reportFile("passed.json", { ...vitestReport, numFailedTests: 0, testResults: [] });
    expect(readVitestReport("vitest", allPassed, 1, "/repo").failed).toBe(1);
  });

  it("name each Playwright test that failed on its last try and each error outside the tests, and count a flaky one as passed", () => {
    const report = {
      stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 0 },
      errors: [{ message: "\u001b[31mError: Timed out waiting 120000ms from config.webServer.\u001b[39m" }],
      suites: [
        {
          specs: [{ title: "works", file: "home.spec.ts", line: 4, tests: [{ status: "expected", results: [{}] }] }],
          suites: [
            {
              specs: [
                {
                  title: "saves",
                  file: "saved.spec.ts",
                  line: 9,
                  tests: [{ status: "unexpected", results: [{ error: { message: "Error: expect(locator).toBeVisible() failed\n\nLocator: …" } }] }],
                },
                { title: "retried", file: "saved.spec.ts", line: 30, tests: [{ status: "flaky", results: [{ error: { message: "first try" } }, {}] }] },
              ],
            },
          ],
        },
      ],
    };
    expect(readPlaywrightReport(reportFile("playwright.json", report), 1)).toEqual({
      passed: 4,
      failed: 2,
      skipped: 0,
      failures: ["playwright: Error: Timed out waiting 120000ms from config.webServer.", "playwright: saved.spec.ts:9 › saves: Error: expect(locator).toBeVisible() failed"],
    });
  });

  it("list every test with its time, slowest first, from either runner's report", () => {
    const vitest = reportFile("timed-vitest.json", {
      ...vitestReport,
      testResults: [
        {
          name: "/repo/api/a.test.ts",
          status: "passed",
          assertionResults: [
            { fullName: "quick", status: "passed", duration: 40 },
            { fullName: "slow", status: "passed", duration: 9_500 },
          ],
        },
      ],
    });
    const playwright = reportFile("timed-playwright.json", {
      stats: { expected: 1, unexpected: 0, flaky: 0, skipped: 0 },
      suites: [{ specs: [{ title: "browses", file: "browse.spec.ts", line: 3, tests: [{ status: "expected", results: [{ duration: 2_000 }] }] }] }],
    });
    expect([...slowestTests(vitest, "/repo"), ...slowestTests(playwright, "/repo")].sort((a, b) => b.seconds - a.seconds)).toEqual([
      { seconds: 9.5, name: "api/a.test.ts › slow" },
      { seconds: 2, name: "browser: browse.spec.ts:3 › browses" },
      { seconds: 0.04, name: "api/a.test.ts › quick" },
    ]);
    expect(slowestTests(path.join(dir, "absent.json"), "/repo")).toEqual([]);
  });
});
