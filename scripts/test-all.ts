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
function countVitest(file: string) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}
function countPlaywright(file: string) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
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
if (run("production build", bin("remix"), ["vite:build"]) !== 0) failures.push("build");

const vitestReport = path.join(tmp, "vitest-results.json");
fs.rmSync(vitestReport, { force: true });
if (run("unit and API tests (PGlite)", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`], { TEST_DATABASE_URL: "" }) !== 0)
  failures.push("vitest");
countVitest(vitestReport);

if (process.env.TEST_DATABASE_URL) {
  const pgReport = path.join(tmp, "vitest-postgres-results.json");
  fs.rmSync(pgReport, { force: true });
  // The same API tests against a PostgreSQL server.
  if (
    run(`API tests (PostgreSQL at ${process.env.TEST_DATABASE_URL})`, bin("vitest"), [
      "run",
      "api",
      "app/api-client",
      "tests/process",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${pgReport}`,
    ]) !== 0
  )
    failures.push("vitest (PostgreSQL)");
  countVitest(pgReport);
} else {
  console.log("\nPostgreSQL API tests skipped: TEST_DATABASE_URL is not set.");
}

if (failures.includes("build")) {
  console.log("\nBrowser tests not run: the build failed.");
} else {
  const playwrightReport = path.join(tmp, "playwright-results.json");
  fs.rmSync(playwrightReport, { force: true });
  if (run("browser tests (Playwright, Chromium)", bin("playwright"), ["test"]) !== 0) failures.push("playwright");
  countPlaywright(playwrightReport);
}

console.log(`\n${failures.length ? `Failed: ${failures.join(", ")}` : "All test suites passed"}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.passed === 0 ? 1 : 0);
