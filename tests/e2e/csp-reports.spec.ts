import { type APIRequestContext, expect, test } from "@playwright/test";
import { admin, DEMO_PASSWORD } from "../../api/seed/data/people";
import { origin, ports } from "./support";

async function adminReports(request: APIRequestContext, base = "") {
  const login = await request.post(`${base}/api/auth/login`, { headers: { Accept: "application/json" }, data: { email: admin.email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { token } = await login.json();
  return async () => {
    const answer = await request.get(`${base}/api/admin/csp-reports?limit=100`, { headers: { Accept: "application/json", Authorization: `Bearer ${token}` } });
    expect(answer.status()).toBe(200);
    return (await answer.json()).data as Array<{ document_url: string; effective_directive: string; blocked_url: string; sample: string | null }>;
  };
}

/**
 * Issue 12, "tests that stay": markup injected into a page with an inline handler (the classic
 * stored-XSS payload) is blocked by the enforced CSP, Chromium queues its report for the
 * `report-to` group the page's headers name, and that report — Chromium's own body, posted as the
 * Reporting API posts it (application/reports+json) — is stored where the admin area will read it
 * (decisions/031). The upload itself is Chromium's: under Playwright it never left the queue (no
 * upload in Chromium's net log, with or without --short-reporting-delay), so the test delivers the
 * queued report itself.
 */
test("an inline handler without the nonce is blocked, reported by Chromium, and the report is stored", async ({ page, request }) => {
  // Short enough to fit in the 40 characters of script Chromium samples ('report-sample').
  const marker = `csp-canary-${Date.now()}`;
  const cdp = await page.context().newCDPSession(page);
  const queued: Array<{ type: string; destination: string; initiatorUrl: string; body: Record<string, unknown> }> = [];
  cdp.on("Network.reportingApiReportAdded", ({ report }) => queued.push(report as unknown as (typeof queued)[number]));
  await cdp.send("Network.enable");
  await cdp.send("Network.enableReportingApi", { enable: true });

  const served = await page.goto("/about");
  const csp = served!.headers()["content-security-policy"]!;
  expect(csp).toContain("report-uri /api/csp-reports");
  expect(csp).toContain("report-to csp-endpoint");
  expect(served!.headers()["reporting-endpoints"]).toBe('csp-endpoint="/api/csp-reports"');
  await page.evaluate(
    (canary) =>
      document.body.insertAdjacentHTML("beforeend", `<img src="/favicon.svg?x" onerror="/*${canary}*/ window.cspCanary = true" onload="/*${canary}*/ window.cspCanary = true">`),
    marker,
  );
  await expect.poll(() => queued.find((report) => String(report.body.sample).includes(marker))).toBeTruthy();
  expect(await page.evaluate(() => (window as unknown as { cspCanary?: boolean }).cspCanary)).toBeUndefined();
  const report = queued.find((item) => String(item.body.sample).includes(marker))!;
  expect(report).toMatchObject({ type: "csp-violation", destination: "csp-endpoint", body: { effectiveDirective: "script-src-attr", blockedURL: "inline" } });

  const userAgent = await page.evaluate(() => navigator.userAgent);
  const delivered = await request.post("/api/csp-reports", {
    headers: { "Content-Type": "application/reports+json" },
    data: JSON.stringify([{ type: report.type, age: 0, url: report.initiatorUrl, user_agent: userAgent, body: report.body }]),
  });
  expect(delivered.status()).toBe(204);
  const reports = await adminReports(request);
  expect((await reports()).find((stored) => stored.sample?.includes(marker))).toMatchObject({
    document_url: expect.stringMatching(/\/about$/),
    effective_directive: "script-src-attr",
    blocked_url: "inline",
  });
});

test("with the API elsewhere, the site passes reports on to it", async ({ request }) => {
  const documentUrl = `${origin(ports.overHttp)}/forwarded-${Date.now()}`;
  const body = { "csp-report": { "document-uri": documentUrl, "effective-directive": "img-src", "blocked-uri": "https://images.example/x.png", disposition: "enforce" } };
  const sent = await request.post(`${origin(ports.overHttp)}/api/csp-reports`, { headers: { "Content-Type": "application/csp-report" }, data: JSON.stringify(body) });
  expect(sent.status()).toBe(204);
  const reports = await adminReports(request, origin(ports.standaloneApi));
  expect((await reports()).find((report) => report.document_url === documentUrl)).toMatchObject({ effective_directive: "img-src", blocked_url: "https://images.example/x.png" });
});
