import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, members } from "#api/seed/data/people";
import { type ProductionServer, startProductionServer } from "../support/production-server";

/**
 * `npm start` on an empty data folder, as a first-time visitor runs it with its output going to a
 * file (no terminal): it says what it is doing, step by step with timings, and prints none of the
 * noise that made a healthy start look broken. Then how its cookies follow the scheme the site is
 * served over (decision 043).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-first-start-"));
const servers: ProductionServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A request with the Host header a browser elsewhere on the network would send (fetch will not set Host). */
function send(server: ProductionServer, target: string, { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port: server.port, path: target, method, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.once("error", reject);
    request.end(body);
  });
}

const member = members[0]!;
// Sign-in limits count per account and address across restarts (decision 077): the last test signs in as another member.
const secondMember = members[1]!;

/** Signs the demo member in through the sign-in form as a browser on `host` would; the Set-Cookie lines. */
async function signIn(server: ProductionServer, host: string, extra: Record<string, string> = {}, as: { email: string } = member) {
  const answer = await send(server, "/sign-in", {
    method: "POST",
    headers: { Host: host, Origin: `http://${host}`, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded", ...extra },
    body: new URLSearchParams({ email: as.email, password: DEMO_PASSWORD }).toString(),
  });
  expect(answer.status, answer.body.slice(0, 300)).toBeGreaterThanOrEqual(300);
  expect(answer.status).toBeLessThan(400);
  const cookies = answer.headers["set-cookie"] ?? [];
  const session = cookies.find((cookie) => cookie.startsWith("__session="));
  expect(session, cookies.join("\n")).toBeDefined();
  return { session: session!, cookies };
}

describe("a first `npm start`", () => {
  it("says what it is doing while it prepares the site, without the build's and Remix's noise", async () => {
    const server = await startProductionServer({ DATA_DIR: dataDir, TRUST_PROXY: "" }, { script: "scripts/start.ts", readyWithinMs: 600_000 });
    servers.push(server);
    await server.ready;
    const output = server.output();
    const steps = [
      "[start] checking the installation",
      `[api] creating the embedded database in ${path.join(dataDir, "pgdata")} (first start only)…`,
      "[api] embedded database created in ",
      "[api] applying database migrations…",
      "[api] migrations applied in ",
      "[api] empty database: loading the demo content…",
      "[api] demo content seeded: ",
      "[start] ready to serve after ",
      "[web] Sazón listening on",
    ];
    let at = -1;
    for (const step of steps) {
      const found = output.indexOf(step, at + 1);
      expect(found, `"${step}" after the step before it, in:\n${output}`).toBeGreaterThan(at);
      at = found;
    }
    expect(output).toMatch(/\[start\] (the web app's build is up to date|web app built in \d+\.\d s)/);
    // Off a terminal the progress bar is a plain line at each quarter, not a line per recipe.
    const bars = output.split("\n").filter((line) => line.startsWith("[api] demo content ["));
    expect(bars.map((line) => line.match(/\((\d+)%\)$/)?.[1])).toEqual(["25", "50", "75", "100"]);
    expect(output).not.toContain("\r");

    // A signed-in member's live channel asks for its signature, as the bell does on every page.
    const { session } = await signIn(server, `127.0.0.1:${server.port}`);
    const auth = await send(server, "/resources/broadcasting-auth", {
      method: "POST",
      headers: { Cookie: session.split(";")[0]!, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
      body: "socket_id=1234.5678&channel_name=private-App.Models.User.999999",
    });
    expect(auth.status).toBe(403);
    expect(JSON.parse(auth.body)).toHaveProperty("message");

    const noise = ["Generated an empty chunk", "contains an annotation that Rollup cannot interpret", "REMIX FUTURE CHANGE"];
    for (const line of noise) expect(server.output(), line).not.toContain(line);
  }, 660_000);

  it("over plain http sets cookies without Secure, so signing in sticks from another device on the network", async () => {
    const server = servers[0]!;
    expect(server.output()).toContain("[web] cookies are not marked Secure");
    const lan = `192.168.1.20:${server.port}`;
    const { session, cookies } = await signIn(server, lan);
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*Secure/i);
    // The browser keeps the cookie and sends it back: the member is signed in.
    const dashboard = await send(server, "/user/dashboard", { headers: { Host: lan, Cookie: session.split(";")[0]! } });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toContain(member.name);
    // Without TRUST_PROXY, anyone's X-Forwarded-Proto is not believed.
    const forwarded = await signIn(server, lan, { "X-Forwarded-Proto": "https" });
    expect(forwarded.session).not.toMatch(/;\s*Secure/i);
    expect(await server.stop()).toBe(0);
  }, 120_000);

  it("marks them Secure when SITE_URL is https, or when a trusted proxy says the request came over https", async () => {
    const https = await startProductionServer({ DATA_DIR: dataDir, SITE_URL: "https://sazon.example", TRUST_PROXY: "" });
    servers.push(https);
    await https.ready;
    expect(https.output()).toContain("[web] cookies are Secure: the site is served over HTTPS (SITE_URL https://sazon.example)");
    expect(https.output(), "a second start loads no demo content").not.toContain("demo content seeded");
    const { cookies } = await signIn(https, `127.0.0.1:${https.port}`, {}, secondMember);
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    expect(await https.stop()).toBe(0);

    const proxied = await startProductionServer({ DATA_DIR: dataDir, TRUST_PROXY: "true" });
    servers.push(proxied);
    await proxied.ready;
    const host = `127.0.0.1:${proxied.port}`;
    expect((await signIn(proxied, host, { "X-Forwarded-Proto": "https" }, secondMember)).session).toMatch(/;\s*Secure/i);
    expect((await signIn(proxied, host, {}, secondMember)).session).not.toMatch(/;\s*Secure/i);
    expect(await proxied.stop()).toBe(0);
  }, 300_000);
});
