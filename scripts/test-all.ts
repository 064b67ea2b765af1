/**
 * `npm test`: every test. The format check and the linters first (Prettier, ESLint, Knip), while the
 * run's template databases are built beside them (tests/support/database-templates.ts); then the
 * production build; then unit, API and server tests in one Vitest run (every file on PGlite, and
 * the files whose database follows TEST_DATABASE_URL again on that PostgreSQL server when it is
 * set: vitest.config.ts); then the browser tests (Playwright in Chromium against the build). Prints
 * the load average at the start and the end, each phase's wall time, the slowest tests, each failed
 * test by name (scripts/test-reports.ts), and ends with one line: "N passed, N failed, N skipped".
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ReportTally, type TestDuration, readPlaywrightReport, readVitestReport, slowestTests } from "./test-reports";

const root = path.resolve(import.meta.dirname, "..");
const tmp = path.join(root, "tests/.tmp");
fs.mkdirSync(tmp, { recursive: true });
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(", ");
const loadAtStart = loadAverage();
// One set of template databases for the whole run, even across midnight (tests/support/database-templates.ts).
process.env.TEST_TEMPLATES_DAY ||= new Date().toISOString().slice(0, 10);
console.log(`npm test on ${os.availableParallelism()} cores; load average ${loadAtStart} (1, 5, 15 minutes)`);

const wallTimes: [label: string, seconds: number][] = [];
function timed<T>(label: string, started: number, result: T): T {
  wallTimes.push([label, (performance.now() - started) / 1000]);
  return result;
}

function run(label: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n── ${label} ──`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return timed(label, started, result.status ?? 1);
}

/** Like run, without waiting: its output goes to `logFile` and is printed once it ends, so it does not interleave with the phase beside it. */
function runAlongside(label: string, command: string, args: readonly string[], logFile: string) {
  console.log(`\n── ${label}: beside the phases below; its output follows when it ends ──`);
  const started = performance.now();
  const log = fs.openSync(logFile, "w");
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", log, log], env: process.env });
  return new Promise<number>((resolve) => {
    const finish = (code: number) => {
      timed(`${label} (beside the checks)`, started, code);
      fs.closeSync(log);
      console.log(`\n── ${label}: ended with code ${code} ──\n${fs.readFileSync(logFile, "utf8")}`);
      resolve(code);
    };
    child.once("error", () => finish(1));
    child.once("exit", (code) => finish(code ?? 1));
  });
}

const suiteStarted = performance.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test by name, printed in the last lines. */
const failedNames: string[] = [];
function count(tally: ReportTally) {
  totals.passed += tally.passed;
  totals.failed += tally.failed;
  totals.skipped += tally.skipped;
  failedNames.push(...tally.failures);
}

const failures: string[] = [];
const durations: TestDuration[] = [];
// The checks below keep one core busy: the templates take the other.
const templatesBuilt = runAlongside("template databases", process.execPath, ["--import", "tsx", "scripts/build-test-databases.ts"], path.join(tmp, "templates.log"));
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

if ((await templatesBuilt) !== 0) {
  failures.push("template databases");
  totals.failed += 1;
}

const vitestReport = path.join(tmp, "vitest-results.json");
fs.rmSync(vitestReport, { force: true });
const databases = process.env.TEST_DATABASE_URL ? `PGlite, and PostgreSQL at ${process.env.TEST_DATABASE_URL}` : "PGlite; PostgreSQL's pass skipped: TEST_DATABASE_URL is not set";
const vitestExit = run(`unit, API and server tests (${databases})`, bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`]);
if (vitestExit !== 0) failures.push("vitest");
count(readVitestReport("vitest", vitestReport, vitestExit, root));
durations.push(...slowestTests(vitestReport, root));

if (failures.includes("build")) {
  console.log("\nBrowser tests not run: the build failed (counted as one failure).");
  totals.failed += 1;
} else {
  const playwrightReport = path.join(tmp, "playwright-results.json");
  fs.rmSync(playwrightReport, { force: true });
  const playwrightExit = run("browser tests (Playwright, Chromium)", bin("playwright"), ["test"]);
  if (playwrightExit !== 0) failures.push("playwright");
  count(readPlaywrightReport(playwrightReport, playwrightExit));
  durations.push(...slowestTests(playwrightReport, root));
}

const SLOWEST_SHOWN = 15;
console.log(`\nThe ${SLOWEST_SHOWN} slowest tests:`);
for (const { seconds, name } of durations.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_SHOWN)) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
console.log(`\nWall time by phase (${os.availableParallelism()} cores; load average ${loadAtStart} at the start, ${loadAverage()} at the end):`);
for (const [label, seconds] of wallTimes) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${label}`);
console.log(`  ${((performance.now() - suiteStarted) / 1000).toFixed(0).padStart(5)} s  in all`);
if (failedNames.length > 0) console.log(`\nFailed tests:\n${failedNames.map((name) => `  ✗ ${name}`).join("\n")}`);
console.log(`\n${failures.length ? `Failed: ${failures.join(", ")}` : "All test suites passed"}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.passed === 0 ? 1 : 0);
