/**
 * Reads the JSON reports Vitest and Playwright write, for `npm test`'s closing lines: how many
 * passed, failed and were skipped, and each failure by name (CI keeps only the tail of the output).
 * A suite that ends in error without a report, or a file whose setup failed before its tests ran,
 * counts as failed: the closing line never turns a setup failure into a skip or into nothing.
 */
import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

export type ReportTally = { passed: number; failed: number; skipped: number; failures: string[] };
export type TestDuration = { seconds: number; name: string };

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string; fullName: string; duration?: number | null; failureMessages?: string[]; meta?: { database?: string } }[];
  }[];
};

type PlaywrightTest = { status: string; projectName?: string; results: { duration?: number; error?: { message?: string } }[] };
type PlaywrightSuite = { suites?: PlaywrightSuite[]; specs?: { title: string; file: string; line: number; tests: PlaywrightTest[] }[] };
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: { message?: string }[];
  suites?: PlaywrightSuite[];
};

const MESSAGE_LENGTH = 240;
function firstLine(message: string | undefined) {
  // Playwright's messages carry terminal colours.
  const line =
    stripVTControlCharacters(message ?? "")
      .trim()
      .split("\n")[0] ?? "";
  return line.length > MESSAGE_LENGTH ? `${line.slice(0, MESSAGE_LENGTH)}…` : line;
}

function missingReport(suite: string, exitCode: number): ReportTally {
  return exitCode === 0
    ? { passed: 0, failed: 0, skipped: 0, failures: [] }
    : { passed: 0, failed: 1, skipped: 0, failures: [`${suite}: ended with code ${exitCode} and no report`] };
}

export function readVitestReport(suite: string, file: string, exitCode: number, root: string): ReportTally {
  if (!fs.existsSync(file)) return missingReport(suite, exitCode);
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as VitestReport;
  const failures: string[] = [];
  for (const result of report.testResults) {
    const testFile = path.relative(root, result.name);
    const failedTests = result.assertionResults.filter((test) => test.status === "failed");
    for (const test of failedTests) {
      const database = test.meta?.database ? ` (${test.meta.database})` : "";
      failures.push(`${suite}${database}: ${testFile} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (result.status === "failed" && failedTests.length === 0) failures.push(`${suite}: ${testFile}: ${firstLine(result.message)}`);
  }
  // A file whose setup failed (an import, a beforeAll) reports its tests as skipped: they count as failed, at least one per file.
  const filesFailedOutsideTests = report.testResults.filter((result) => result.status === "failed" && !result.assertionResults.some((test) => test.status === "failed"));
  const notRun = (result: (typeof filesFailedOutsideTests)[number]) => result.assertionResults.filter((test) => test.status !== "passed").length;
  const testsOfFailedSetups = filesFailedOutsideTests.reduce((sum, result) => sum + Math.max(1, notRun(result)), 0);
  const skippedBySetups = filesFailedOutsideTests.reduce((sum, result) => sum + notRun(result), 0);
  let failed = report.numFailedTests + testsOfFailedSetups;
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    failures.push(`${suite}: ended with code ${exitCode} with every test passed (an error outside the tests: see its output)`);
  }
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests - skippedBySetups, failures };
}

function* playwrightTests(suites: PlaywrightSuite[]): Generator<{ name: string; test: PlaywrightTest }> {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) for (const test of spec.tests) yield { name: `${spec.file}:${spec.line} › ${spec.title}`, test };
    yield* playwrightTests(suite.suites ?? []);
  }
}

export function readPlaywrightReport(file: string, exitCode: number): ReportTally {
  if (!fs.existsSync(file)) return missingReport("playwright", exitCode);
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as PlaywrightReport;
  // `errors` holds what failed outside a test: a web server that did not start, a global setup, a file that did not load.
  const errors = report.errors ?? [];
  const failures = errors.map((error) => `playwright: ${firstLine(error.message)}`);
  for (const { name, test } of playwrightTests(report.suites ?? [])) {
    if (test.status === "unexpected") failures.push(`playwright: ${name}: ${firstLine(test.results.at(-1)?.error?.message)}`);
  }
  let failed = report.stats.unexpected + errors.length;
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    failures.push(`playwright: ended with code ${exitCode} with every test passed (an error outside the tests: see its output)`);
  }
  return { passed: report.stats.expected + report.stats.flaky, failed, skipped: report.stats.skipped, failures };
}

/** Every test of a Vitest or Playwright JSON report with its duration, slowest first, for the next slowdown to be found from the log. */
export function slowestTests(file: string, root: string): TestDuration[] {
  if (!fs.existsSync(file)) return [];
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<VitestReport & PlaywrightReport>;
  const durations: TestDuration[] = [];
  for (const result of report.testResults ?? []) {
    for (const test of result.assertionResults) {
      const database = test.meta?.database ? ` (${test.meta.database})` : "";
      if (test.duration) durations.push({ seconds: test.duration / 1000, name: `${path.relative(root, result.name)}${database} › ${test.fullName}` });
    }
  }
  for (const { name, test } of playwrightTests(report.suites ?? [])) {
    const milliseconds = test.results.reduce((sum, result) => sum + (result.duration ?? 0), 0);
    if (milliseconds) durations.push({ seconds: milliseconds / 1000, name: `browser: ${name}` });
  }
  return durations.sort((a, b) => b.seconds - a.seconds);
}
