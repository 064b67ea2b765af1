import fs from "node:fs";
import { chromium, defineConfig, devices } from "@playwright/test";
import { ports as E2E_PORTS } from "./tests/e2e/ports";

/**
 * Playwright's own Chromium when it has one, else Debian's headless shell (browsers cannot be
 * downloaded here): the same engine without the full browser's window machinery, 30–55 % less CPU
 * on our two cores (issue 28). Debian's full Chromium when the shell is not installed.
 */
function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    const bundled = chromium.executablePath();
    if (fs.existsSync(bundled)) return undefined;
  } catch {
    // No bundled browser: fall through to the system one.
  }
  return ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((candidate) => fs.existsSync(candidate));
}

const provider = `http://127.0.0.1:${E2E_PORTS.oauthProvider}`;
/** Both social providers point at the local OAuth provider. */
const socialProviders = Object.fromEntries(
  (["GOOGLE", "FACEBOOK"] as const).flatMap((name) => [
    [`${name}_CLIENT_ID`, `sazon-${name.toLowerCase()}`],
    [`${name}_CLIENT_SECRET`, `${name.toLowerCase()}-secret`],
    [`${name}_AUTHORIZE_URL`, `${provider}/authorize`],
    [`${name}_TOKEN_URL`, `${provider}/token`],
    [`${name}_USERINFO_URL`, `${provider}/userinfo`],
  ]),
);
const tmp = "tests/.tmp/e2e";
// The browser tests check pages, not capacity: on a busy machine a request waits its turn rather than get a 503 (decision 033);
// the XSS corpus stores hundreds of payloads at once while the other worker browses, which has made requests wait over 30 s on 2 cores.
const production = { NODE_ENV: "production", SITE_URL: "", SEED_DEMO: "true", RATE_LIMIT_SCALE: "1000", ADMISSION_MAX_WAIT_MS: "120000" };
const serve = "node --import tsx server.ts";
/** A server's data folder, a copy of the run's seeded one (tests/support/database-templates.ts): the first server to need it builds it. */
const seededDataDir = (folder: string) => `node --import tsx tests/support/copy-data-dir.ts seeded ${folder}`;
// The first server builds the seeded template while the others wait for it: 17 s idle, over a minute on a busy 2-core machine.
const SERVER_START_BUDGET_MS = 300_000;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A budget against hangs, not a speed check (each step keeps its own wait). A journey of a dozen page loads and four
  // axe runs (saved-recipes.spec.ts) takes 23 s alone, 45 s beside the other worker, and passed 60 s on CI at load average 13.
  timeout: 120_000,
  // How long a page may take to come to show what a test waits for: Playwright's default 5 s is tight on two cores at the load average of 13 CI has run at.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "tests/.tmp/playwright-results.json" }]],
  use: {
    baseURL: `http://localhost:${E2E_PORTS.inProcess}`,
    // Snapshots and sources, without the screencast: its screenshots cost the browser a core (issue 28).
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"],
    },
  },
  // The XSS corpus is the longest file: listed first, it starts first and the other worker takes the rest meanwhile.
  projects: [
    { name: "xss", testMatch: "xss.spec.ts", use: { ...devices["Desktop Chrome"] } },
    { name: "chromium", testIgnore: "xss.spec.ts", use: { ...devices["Desktop Chrome"] } },
  ],
  // The production build (made by `npm test` beforehand) served as `npm start` serves it.
  webServer: [
    {
      command: "node --import tsx tests/support/oauth-provider.ts",
      url: `http://127.0.0.1:${E2E_PORTS.oauthControl}/health`,
      env: { OAUTH_MOCK_PORT: String(E2E_PORTS.oauthProvider), OAUTH_MOCK_CONTROL_PORT: String(E2E_PORTS.oauthControl) },
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `${seededDataDir(`${tmp}/in-process`)} && ${serve}`,
      url: `http://localhost:${E2E_PORTS.inProcess}/healthz`,
      env: { ...production, ...socialProviders, PORT: String(E2E_PORTS.inProcess), DATA_DIR: `${tmp}/in-process` },
      timeout: SERVER_START_BUDGET_MS,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `${seededDataDir(`${tmp}/standalone-api`)} && node --import tsx api/main.ts`,
      url: `http://localhost:${E2E_PORTS.standaloneApi}/healthz`,
      env: { ...production, API_PORT: String(E2E_PORTS.standaloneApi), DATA_DIR: `${tmp}/standalone-api` },
      timeout: SERVER_START_BUDGET_MS,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: serve,
      url: `http://localhost:${E2E_PORTS.overHttp}/about`,
      env: { ...production, PORT: String(E2E_PORTS.overHttp), API_BASE_URL: `http://127.0.0.1:${E2E_PORTS.standaloneApi}`, DATA_DIR: `${tmp}/over-http` },
      timeout: SERVER_START_BUDGET_MS,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // Nothing listens on port 9: every API call fails, as when the API is down.
      command: serve,
      url: `http://localhost:${E2E_PORTS.apiDown}/about`,
      env: { ...production, PORT: String(E2E_PORTS.apiDown), API_BASE_URL: "http://127.0.0.1:9", DATA_DIR: `${tmp}/api-down` },
      timeout: SERVER_START_BUDGET_MS,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
