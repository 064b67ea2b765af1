import { z } from "@hono/zod-openapi";
import { desc, lte } from "drizzle-orm";
import type { Database } from "../db/client";
import { cspReports } from "../db/schema";

/** The latest reports kept for the admin area; older ones are deleted as new ones come. */
export const CSP_REPORTS_KEPT = 2000;
/** The most violations one request may carry (a Reporting API batch); more is not a browser's. */
const VIOLATIONS_PER_REQUEST = 50;

const TEXT_KEPT = 1000;
/** Browsers send what they send: over-long text is cut, never a reason to lose the report. */
const text = z.string().transform((value) => value.slice(0, TEXT_KEPT));
const position = z.number().int().min(0).max(2_147_483_647);

/** An address as stored: without its query and fragment, which may hold tokens (a reset link's). */
function withoutQuery(address: string): string {
  if (!URL.canParse(address)) return address.split(/[?#]/)[0]!;
  const url = new URL(address);
  url.search = "";
  url.hash = "";
  return url.href;
}
const address = text.transform(withoutQuery);

/** `report-uri`'s body (Content-Type application/csp-report), CSP Level 2's names. */
const legacyReport = z.object({
  "csp-report": z.object({
    "document-uri": address,
    "violated-directive": text.optional(),
    "effective-directive": text.optional(),
    "blocked-uri": address.default(""),
    disposition: text.default("enforce"),
    "source-file": address.optional(),
    "line-number": position.optional(),
    "column-number": position.optional(),
    "script-sample": text.optional(),
  }),
});

/** One entry of the Reporting API's batch (`report-to`, application/reports+json). */
const violationBody = z.object({
  documentURL: address,
  effectiveDirective: text,
  blockedURL: address.default(""),
  disposition: text.default("enforce"),
  sourceFile: address.nullish(),
  lineNumber: position.nullish(),
  columnNumber: position.nullish(),
  sample: text.nullish(),
});
const reportBatch = z
  .array(z.object({ type: z.string(), body: z.unknown(), user_agent: text.optional() }))
  .max(VIOLATIONS_PER_REQUEST)
  // Other report types (deprecation, intervention) may share the endpoint; only violations are kept.
  .transform((reports) => reports.filter((report) => report.type === "csp-violation"))
  .pipe(z.array(z.object({ type: z.string(), body: violationBody, user_agent: z.string().optional() })));

type NewReport = typeof cspReports.$inferInsert;

/** The violations in a body of either format, or undefined when it is not a report. */
export function parseCspReports(contentType: string, body: unknown, userAgent: string | undefined): NewReport[] | undefined {
  const agent = userAgent?.slice(0, TEXT_KEPT) || null;
  if (contentType === "application/reports+json") {
    const parsed = reportBatch.safeParse(body);
    if (!parsed.success) return undefined;
    return parsed.data.map(({ body: report, user_agent }) => ({
      documentUrl: report.documentURL,
      effectiveDirective: report.effectiveDirective,
      blockedUrl: report.blockedURL,
      disposition: report.disposition,
      sourceFile: report.sourceFile ?? null,
      lineNumber: report.lineNumber ?? null,
      columnNumber: report.columnNumber ?? null,
      sample: report.sample ?? null,
      userAgent: user_agent || agent,
    }));
  }
  const parsed = legacyReport.safeParse(body);
  if (!parsed.success) return undefined;
  const report = parsed.data["csp-report"];
  const directive = report["effective-directive"] ?? report["violated-directive"];
  if (!directive) return undefined;
  return [
    {
      documentUrl: report["document-uri"],
      effectiveDirective: directive,
      blockedUrl: report["blocked-uri"],
      disposition: report.disposition,
      sourceFile: report["source-file"] ?? null,
      lineNumber: report["line-number"] ?? null,
      columnNumber: report["column-number"] ?? null,
      sample: report["script-sample"] ?? null,
      userAgent: agent,
    },
  ];
}

/** Stores the reports and deletes all but the latest CSP_REPORTS_KEPT. */
export async function storeCspReports(db: Database, reports: NewReport[]) {
  if (reports.length === 0) return;
  await db.insert(cspReports).values(reports);
  const [boundary] = await db.select({ id: cspReports.id }).from(cspReports).orderBy(desc(cspReports.id)).offset(CSP_REPORTS_KEPT).limit(1);
  if (boundary) await db.delete(cspReports).where(lte(cspReports.id, boundary.id));
}

export async function listCspReports(db: Database, limit: number) {
  const rows = await db
    .select({
      id: cspReports.id,
      receivedAt: cspReports.receivedAt,
      document_url: cspReports.documentUrl,
      effective_directive: cspReports.effectiveDirective,
      blocked_url: cspReports.blockedUrl,
      disposition: cspReports.disposition,
      source_file: cspReports.sourceFile,
      line_number: cspReports.lineNumber,
      column_number: cspReports.columnNumber,
      sample: cspReports.sample,
      user_agent: cspReports.userAgent,
    })
    .from(cspReports)
    .orderBy(desc(cspReports.id))
    .limit(limit);
  return rows.map(({ receivedAt, ...row }) => ({ ...row, received_at: receivedAt.toISOString() }));
}
