/**
 * `npm test`: every test. The format check and the linters first (Prettier, ESLint, Knip); then the
 * production build; then unit, API and server tests (Vitest, against PGlite, and again against
 * PostgreSQL when TEST_DATABASE_URL is set: both at once on a machine with the cores for it,
 * decision 043); then the browser tests (Playwright in Chromium against the build). Prints each
 * phase's wall time, then each failed test by name (scripts/test-reports.ts), and ends with one line:
 * "N passed, N failed, N skipped".
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ReportTally, readPlaywrightReport, readVitestReport } from "./test-reports";

const root = path.resolve(import.meta.dirname, "..");
const tmp = path.join(root, "tests/.tmp");
fs.mkdirSync(tmp, { recursive: true });
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

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

/**
 * Like run, without waiting: for two phases at once. With a `logFile` its output goes there and is
 * printed once it ends, so the two do not interleave.
 */
function runAlongside(label: string, command: string, args: readonly string[], env: Record<string, string> = {}, logFile?: string) {
  console.log(`\n── ${label}${logFile ? ": at the same time as the phase above; its output follows when it ends" : ""} ──`);
  const started = performance.now();
  const log = logFile ? fs.openSync(logFile, "w") : undefined;
  const child = spawn(command, args, { cwd: root, stdio: log === undefined ? "inherit" : ["ignore", log, log], env: { ...process.env, ...env } });
  return new Promise<number>((resolve) => {
    const finish = (code: number) => {
      timed(`${label} (at the same time as the other database's)`, started, code);
      if (log !== undefined) {
        fs.closeSync(log);
        console.log(`\n── ${label} ──\n${fs.readFileSync(logFile!, "utf8")}`);
      }
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

/**
 * The PGlite and PostgreSQL runs at once when the machine has the cores: each Vitest keeps two
 * workers busy, and PostgreSQL itself wants a core. On 2 cores they were slower together than one
 * after the other, and setup hooks timed out (decision 043). TEST_DATABASES_AT_ONCE=true|false decides instead.
 */
const databasesAtOnce = process.env.TEST_DATABASES_AT_ONCE ? process.env.TEST_DATABASES_AT_ONCE === "true" : os.availableParallelism() >= 4;
const vitestReport = path.join(tmp, "vitest-results.json");
const pgReport = path.join(tmp, "vitest-postgres-results.json");
fs.rmSync(vitestReport, { force: true });
fs.rmSync(pgReport, { force: true });
const pgliteRun = [
  "unit and API tests (PGlite)",
  bin("vitest"),
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
  { TEST_DATABASE_URL: "" },
] as const;
// The same API tests against a PostgreSQL server.
const postgresRun = [
  `API tests (PostgreSQL at ${process.env.TEST_DATABASE_URL})`,
  bin("vitest"),
  ["run", "api", "app/api-client", "tests/process", "--reporter=default", "--reporter=json", `--outputFile.json=${pgReport}`],
] as const;

let vitestExit: number;
let pgExit: number | undefined;
if (process.env.TEST_DATABASE_URL && databasesAtOnce) {
  [vitestExit, pgExit] = await Promise.all([
    runAlongside(pgliteRun[0], pgliteRun[1], pgliteRun[2], pgliteRun[3]),
    runAlongside(postgresRun[0], postgresRun[1], postgresRun[2], {}, path.join(tmp, "vitest-postgres.log")),
  ]);
} else {
  vitestExit = run(pgliteRun[0], pgliteRun[1], [...pgliteRun[2]], pgliteRun[3]);
  if (process.env.TEST_DATABASE_URL) pgExit = run(postgresRun[0], postgresRun[1], [...postgresRun[2]]);
}
if (vitestExit !== 0) failures.push("vitest");
count(readVitestReport("vitest", vitestReport, vitestExit, root));
if (pgExit === undefined) console.log("\nPostgreSQL API tests skipped: TEST_DATABASE_URL is not set.");
else {
  if (pgExit !== 0) failures.push("vitest (PostgreSQL)");
  count(readVitestReport("vitest (PostgreSQL)", pgReport, pgExit, root));
}

if (failures.includes("build")) {
  console.log("\nBrowser tests not run: the build failed (counted as one failure).");
  totals.failed += 1;
} else {
  const playwrightReport = path.join(tmp, "playwright-results.json");
  fs.rmSync(playwrightReport, { force: true });
  const playwrightExit = run("browser tests (Playwright, Chromium)", bin("playwright"), ["test"]);
  if (playwrightExit !== 0) failures.push("playwright");
  count(readPlaywrightReport(playwrightReport, playwrightExit));
}

console.log(`\nWall time by phase (${os.availableParallelism()} cores; databases ${databasesAtOnce ? "at once" : "one after the other"}):`);
for (const [label, seconds] of wallTimes) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${label}`);
console.log(`  ${((performance.now() - suiteStarted) / 1000).toFixed(0).padStart(5)} s  in all`);
if (failedNames.length > 0) console.log(`\nFailed tests:\n${failedNames.map((name) => `  ✗ ${name}`).join("\n")}`);
console.log(`\n${failures.length ? `Failed: ${failures.join(", ")}` : "All test suites passed"}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.passed === 0 ? 1 : 0);
