import { bodyLimit } from "hono/body-limit";
import { throttle } from "./throttle";
import { apiPaths } from "../contract/paths";
import { createRouter } from "../http/bindings";
import { ApiError } from "../http/errors";
import { parseCspReports, storeCspReports } from "./csp-reports";

/** A browser's report is a few kilobytes; a batch of them a few dozen. */
const REPORT_BODY_MAX_BYTES = 64 * 1024;
/** Per address and minute: a page breaking its policy in a loop reports that often, an attacker no more. */
const REPORTS_PER_MINUTE = 60;

const reportTypes = new Set(["application/csp-report", "application/reports+json", "application/json"]);

/**
 * Where browsers send Content-Security-Policy violations (`report-uri` and `report-to` name it,
 * server/security-headers.ts): no session, no CSRF token (browsers send neither with a report;
 * decisions/031), so it is bounded instead: body size, a rate per address, the reports kept.
 */
export const cspReportsRouter = createRouter().post(
  apiPaths.cspReports,
  bodyLimit({ maxSize: REPORT_BODY_MAX_BYTES, onError: () => Promise.reject(new ApiError(413, "http.too_large")) }),
  async (c) => {
    await throttle(c, "csp-report", c.var.clientIp, REPORTS_PER_MINUTE, 60);
    const contentType = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!reportTypes.has(contentType)) throw new ApiError(415, "http.unsupported_media_type");
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw new ApiError(400, "validation.invalid");
    }
    const reports = parseCspReports(contentType, body, c.req.header("user-agent"));
    if (!reports) throw new ApiError(422, "validation.invalid");
    await storeCspReports(c.var.db, reports);
    return c.body(null, 204);
  },
);
