/**
 * `npm test`: every test. The format check and the linters first (Prettier, ESLint, Knip); then the
 * production build; then unit, API and server tests (Vitest, against PGlite, and again against
 * PostgreSQL when TEST_DATABASE_URL is set); then the browser tests (Playwright in Chromium against
 * the build). Ends with one line: "N passed, N failed, N skipped".
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const tmp = path.join(root, "tests/.tmp");
fs.mkdirSync(tmp, { recursive: true });
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

function run(label: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n── ${label} ──`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
/**
 * A suite that ends in error without a report, or a file whose setup failed before its tests ran,
 * counts as failed: the closing line never turns a setup failure into a skip or into nothing.
 */
function countVitest(file: string, exitCode: number) {
  if (!fs.existsSync(file)) {
    if (exitCode !== 0) totals.failed += 1;
    return;
  }
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: { status: string; assertionResults: { status: string }[] }[];
  };
  // A file whose setup failed (an import, a beforeAll) reports its tests as skipped: they count as failed, at least one per file.
  const filesFailedOutsideTests = report.testResults.filter((result) => result.status === "failed" && !result.assertionResults.some((test) => test.status === "failed"));
  const notRun = (result: (typeof filesFailedOutsideTests)[number]) => result.assertionResults.filter((test) => test.status !== "passed").length;
  const testsOfFailedSetups = filesFailedOutsideTests.reduce((sum, result) => sum + Math.max(1, notRun(result)), 0);
  const skippedBySetups = filesFailedOutsideTests.reduce((sum, result) => sum + notRun(result), 0);
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + testsOfFailedSetups;
  totals.skipped += report.numPendingTests + report.numTodoTests - skippedBySetups;
  if (exitCode !== 0 && report.numFailedTests + testsOfFailedSetups === 0) totals.failed += 1;
}
function countPlaywright(file: string, exitCode: number) {
  if (!fs.existsSync(file)) {
    if (exitCode !== 0) totals.failed += 1;
    return;
  }
  // `errors` holds what failed outside a test: a web server that did not start, a global setup, a file that did not load.
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; errors?: unknown[] };
  const errorsOutsideTests = report.errors?.length ?? 0;
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected + errorsOutsideTests;
  totals.skipped += report.stats.skipped;
  if (exitCode !== 0 && report.stats.unexpected + errorsOutsideTests === 0) totals.failed += 1;
}

const failures: string[] = [];
// Static checks first: seconds each, and each counts as one test. A failure is named in the last
// lines but does not stop the suites below. `npm run format` fixes the first; `npm run lint` repeats the others.
const checks: [label: string, name: string, bin: string, args: string[]][] = [
  ["format check (Prettier)", "format", "prettier", ["--check", "."]],
  ["lint (ESLint: boundaries, import cycles, console, hooks)", "lint", "eslint", [".", "--max-warnings=0"]],
  ["unused exports, types and files (Knip)", "unused exports", "knip", ["--no-progress"]],
];
for (const [label, name, binary, args] of checks) {
  if (run(label, bin(binary), args) === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

// The server tests and the browser tests run the production build.
if (run("production build", bin("remix"), ["vite:build"]) !== 0) {
  failures.push("build");
  totals.failed += 1;
}

const vitestReport = path.join(tmp, "vitest-results.json");
fs.rmSync(vitestReport, { force: true });
const vitestExit = run("unit and API tests (PGlite)", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`], {
  TEST_DATABASE_URL: "",
});
if (vitestExit !== 0) failures.push("vitest");
countVitest(vitestReport, vitestExit);

if (process.env.TEST_DATABASE_URL) {
  const pgReport = path.join(tmp, "vitest-postgres-results.json");
  fs.rmSync(pgReport, { force: true });
  // The same API tests against a PostgreSQL server.
  const pgExit = run(`API tests (PostgreSQL at ${process.env.TEST_DATABASE_URL})`, bin("vitest"), [
    "run",
    "api",
    "app/api-client",
    "tests/process",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${pgReport}`,
  ]);
  if (pgExit !== 0) failures.push("vitest (PostgreSQL)");
  countVitest(pgReport, pgExit);
} else {
  console.log("\nPostgreSQL API tests skipped: TEST_DATABASE_URL is not set.");
}

if (failures.includes("build")) {
  console.log("\nBrowser tests not run: the build failed (counted as one failure).");
  totals.failed += 1;
} else {
  const playwrightReport = path.join(tmp, "playwright-results.json");
  fs.rmSync(playwrightReport, { force: true });
  const playwrightExit = run("browser tests (Playwright, Chromium)", bin("playwright"), ["test"]);
  if (playwrightExit !== 0) failures.push("playwright");
  countPlaywright(playwrightReport, playwrightExit);
}

console.log(`\n${failures.length ? `Failed: ${failures.join(", ")}` : "All test suites passed"}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.passed === 0 ? 1 : 0);
