import { count, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "../access/access-tokens";
import { cspReport } from "../contract/admin";
import { cspReports } from "../db/schema";
import { useTestApi } from "../../tests/support/api-harness";
import { createUser } from "../../tests/support/factories";
import { CSP_REPORTS_KEPT, storeCspReports } from "./csp-reports";

/** Browsers' CSP violation reports, as Chromium and Firefox send them (issue 12, "tests that stay"). */
const api = useTestApi();
let memberToken: string;
let adminToken: string;

beforeAll(async () => {
  const member = await createUser(api.db, { emailVerifiedAt: new Date() });
  memberToken = await issueAccessToken(api.db, member.id, "test");
  const admin = await createUser(api.db, { roles: ["admin"], emailVerifiedAt: new Date() });
  adminToken = await issueAccessToken(api.db, admin.id, "test");
});

let nextAddress = 1;
/** Posts a report as a browser does: no token, maybe the site's cookies, each test from its own address. */
function report(contentType: string, body: string, ip = `198.51.100.${nextAddress++}`) {
  return api.app.request("/api/csp-reports", {
    method: "POST",
    headers: { "Content-Type": contentType, "User-Agent": "Chromium test", "X-Forwarded-For": ip, Cookie: "XSRF-TOKEN=abc; sazon_session=xyz" },
    body,
  });
}

const legacy = {
  "csp-report": {
    "document-uri": "http://localhost:3000/auth/reset-password?token=secret#top",
    referrer: "",
    "violated-directive": "script-src-elem",
    "effective-directive": "script-src-elem",
    "original-policy": "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic'; report-uri /api/csp-reports",
    disposition: "enforce",
    "blocked-uri": "inline",
    "line-number": 12,
    "column-number": 7,
    "source-file": "http://localhost:3000/receta/paella?x=1",
    "status-code": 200,
    "script-sample": "alert(1)",
  },
};

const batch = [
  {
    type: "csp-violation",
    age: 10,
    url: "http://localhost:3000/buscar/?q=x",
    user_agent: "Mozilla/5.0 Chromium",
    body: {
      documentURL: "http://localhost:3000/buscar/?q=%3Cscript%3E",
      referrer: "",
      blockedURL: "https://evil.example/x.js?id=1",
      effectiveDirective: "script-src-elem",
      originalPolicy: "default-src 'self'",
      sourceFile: null,
      sample: "",
      disposition: "enforce",
      statusCode: 200,
      lineNumber: null,
      columnNumber: null,
    },
  },
  { type: "deprecation", age: 3, url: "http://localhost:3000/", user_agent: "Mozilla/5.0", body: { id: "x", message: "old API" } },
];

async function latest(limit = 10) {
  const response = await api.request(`/api/admin/csp-reports?limit=${limit}`, { token: adminToken });
  expect(response.status).toBe(200);
  return cspReport.array().parse((await response.json()).data);
}

describe("POST /api/csp-reports", () => {
  it("stores a report-uri report (application/csp-report), cookies and no CSRF token notwithstanding, without the addresses' queries", async () => {
    const response = await report("application/csp-report", JSON.stringify(legacy));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    const [stored] = await latest(1);
    expect(stored).toMatchObject({
      document_url: "http://localhost:3000/auth/reset-password",
      effective_directive: "script-src-elem",
      blocked_url: "inline",
      disposition: "enforce",
      source_file: "http://localhost:3000/receta/paella",
      line_number: 12,
      column_number: 7,
      sample: "alert(1)",
      user_agent: "Chromium test",
    });
  });

  it("stores the violations of a Reporting API batch (application/reports+json) and ignores other report types", async () => {
    const before = await api.db.select({ n: count() }).from(cspReports);
    const response = await report("application/reports+json", JSON.stringify(batch));
    expect(response.status).toBe(204);
    const after = await api.db.select({ n: count() }).from(cspReports);
    expect(after[0]!.n - before[0]!.n).toBe(1);
    const [stored] = await latest(1);
    expect(stored).toMatchObject({
      document_url: "http://localhost:3000/buscar/",
      blocked_url: "https://evil.example/x.js",
      effective_directive: "script-src-elem",
      source_file: null,
      line_number: null,
      user_agent: "Mozilla/5.0 Chromium",
    });
  });

  it("refuses what is not a report, and stores nothing", async () => {
    const before = await api.db.select({ n: count() }).from(cspReports);
    expect((await report("text/plain", JSON.stringify(legacy))).status).toBe(415);
    expect((await report("application/csp-report", "{not json")).status).toBe(400);
    expect((await report("application/csp-report", JSON.stringify({ "csp-report": { "document-uri": 5 } }))).status).toBe(422);
    expect((await report("application/csp-report", JSON.stringify({ hello: "world" }))).status).toBe(422);
    expect((await report("application/reports+json", JSON.stringify([{ type: "csp-violation", body: { documentURL: "x" } }]))).status).toBe(422);
    const tooMany = Array.from({ length: 51 }, () => batch[0]);
    expect((await report("application/reports+json", JSON.stringify(tooMany))).status).toBe(422);
    const huge = { "csp-report": { ...legacy["csp-report"], "script-sample": "x".repeat(70 * 1024) } };
    const tooLarge = await report("application/csp-report", JSON.stringify(huge));
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).message).toBe("La solicitud es demasiado grande.");
    const after = await api.db.select({ n: count() }).from(cspReports);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("cuts over-long text instead of losing the report", async () => {
    const long = { "csp-report": { ...legacy["csp-report"], "script-sample": "y".repeat(5000) } };
    expect((await report("application/csp-report", JSON.stringify(long))).status).toBe(204);
    const [stored] = await latest(1);
    expect(stored!.sample).toBe("y".repeat(1000));
  });

  it("limits one address to 60 reports a minute", async () => {
    const body = JSON.stringify(legacy);
    for (let index = 0; index < 60; index++) expect((await report("application/csp-report", body, "203.0.113.99")).status).toBe(204);
    const refused = await report("application/csp-report", body, "203.0.113.99");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await report("application/csp-report", body, "203.0.113.100")).status).toBe(204);
  });

  it(`keeps only the latest ${CSP_REPORTS_KEPT}`, async () => {
    const row = { documentUrl: "http://localhost:3000/", effectiveDirective: "img-src", blockedUrl: "https://x.example/", disposition: "enforce" };
    await storeCspReports(
      api.db,
      Array.from({ length: CSP_REPORTS_KEPT + 10 }, () => row),
    );
    expect((await report("application/csp-report", JSON.stringify(legacy))).status).toBe(204);
    const result = await api.db.execute(sql`select count(*)::int as n, min(id) as oldest, max(id) as newest from csp_reports`);
    const [kept] = (result as unknown as { rows: Array<{ n: number; oldest: number; newest: number }> }).rows;
    expect(Number(kept!.n)).toBe(CSP_REPORTS_KEPT);
    expect(Number(kept!.newest) - Number(kept!.oldest) + 1).toBe(CSP_REPORTS_KEPT);
    expect((await latest(1))[0]!.effective_directive).toBe("script-src-elem");
  });
});

describe("GET /api/admin/csp-reports", () => {
  it("is for admins only: 401 for visitors, 403 for members", async () => {
    expect((await api.request("/api/admin/csp-reports")).status).toBe(401);
    expect((await api.request("/api/admin/csp-reports", { token: memberToken })).status).toBe(403);
    expect((await api.request("/api/admin/csp-reports?limit=0", { token: memberToken })).status).toBe(403);
    expect((await api.request("/api/admin/csp-reports?limit=0", { token: adminToken })).status).toBe(422);
  });
});
