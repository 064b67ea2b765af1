import { createRoute, z } from "@hono/zod-openapi";
import { requirePermission } from "../access/auth-middleware";
import { cspReport, hiddenSearchTerm } from "../contract/admin";
import { dataEnvelope } from "../contract/envelopes";
import { apiPaths } from "../contract/paths";
import { createRouter } from "../http/bindings";
import { ApiError } from "../http/errors";
import { forbidden as forbiddenAs, invalid as invalidAs, json, jsonBody, notFound, unauthorized } from "../http/openapi-responses";
import { boundedInteger } from "../http/search-params";
import { hideSearchTerm, listHiddenSearchTerms, unhideSearchTerm } from "../search/suggestions/popular-searches";
import { listCspReports } from "../security/csp-reports";

/**
 * The admin area's calls (§6: admins only; decisions/031). Its pages are not built yet: these are
 * what they will call.
 */
const invalid = invalidAs();
const forbidden = forbiddenAs("Not an admin");

const searchTerm = z.string({ message: "validation.string" }).trim().min(2, { message: "validation.min_length" }).max(100, { message: "validation.max_length" });

const listHiddenRoute = createRoute({
  method: "get",
  path: apiPaths.hiddenPopularSearches,
  summary: "The texts kept off the popular searches, latest first",
  responses: { 200: json(dataEnvelope(z.array(hiddenSearchTerm)), "Hidden texts"), 401: unauthorized, 403: forbidden },
});

const hideRoute = createRoute({
  method: "post",
  path: apiPaths.hiddenPopularSearches,
  summary: "Keeps a text off the popular searches, in both languages, from the next request on",
  request: { body: jsonBody(z.object({ query: searchTerm })) },
  responses: { 201: json(dataEnvelope(z.object({ query: z.string() })), "Hidden"), 401: unauthorized, 403: forbidden, 422: invalid },
});

const unhideRoute = createRoute({
  method: "delete",
  path: apiPaths.hiddenPopularSearch,
  summary: "Lets a hidden text be listed again",
  request: { params: z.object({ query: searchTerm }) },
  responses: { 204: { description: "Listed again" }, 401: unauthorized, 403: forbidden, 404: notFound("Not hidden"), 422: invalid },
});

const cspReportsRoute = createRoute({
  method: "get",
  path: apiPaths.adminCspReports,
  summary: "The latest Content-Security-Policy violations browsers reported",
  request: { query: z.object({ limit: boundedInteger(1, 100).default(50) }) },
  responses: { 200: json(dataEnvelope(z.array(cspReport)), "Latest first"), 401: unauthorized, 403: forbidden, 422: invalid },
});

const router = createRouter();
// Before any validation: a visitor gets 401 and a member without the permission 403 whatever they send.
router.use("/api/admin/popular-searches/*", async (c, next) => {
  requirePermission(c, "hide:popular-search");
  await next();
});
router.use(apiPaths.adminCspReports, async (c, next) => {
  requirePermission(c, "read:csp-report");
  await next();
});

export const adminRouter = router
  .openapi(listHiddenRoute, async (c) => c.json({ data: await listHiddenSearchTerms(c.var.db) }, 200))
  .openapi(hideRoute, async (c) => {
    const query = await hideSearchTerm(c.var.db, c.req.valid("json").query, requirePermission(c, "hide:popular-search").id);
    return c.json({ data: { query } }, 201);
  })
  .openapi(unhideRoute, async (c) => {
    if (!(await unhideSearchTerm(c.var.db, c.req.valid("param").query))) throw new ApiError(404, "http.not_found");
    return c.body(null, 204);
  })
  .openapi(cspReportsRoute, async (c) => c.json({ data: await listCspReports(c.var.db, c.req.valid("query").limit) }, 200));
