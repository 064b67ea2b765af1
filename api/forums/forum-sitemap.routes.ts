import { createRoute, z } from "@hono/zod-openapi";
import { SITEMAP_MAX_PER_PAGE } from "../contract/limits";
import { apiPaths } from "../contract/paths";
import { sitemapForumThreadPage } from "../contract/sitemap";
import { createRouter } from "../http/bindings";
import { invalid, json } from "../http/openapi-responses";
import { boundedInteger, pageMeta } from "../http/search-params";
import { listSitemapThreads } from "./forum-sitemap";

const forumSitemapRoute = createRoute({
  method: "get",
  path: apiPaths.sitemapForumThreads,
  summary: "Every forum thread's id, address key and last activity, by id, for sitemaps",
  request: {
    query: z.object({
      page: boundedInteger(1, 100_000).default(1),
      per_page: boundedInteger(1, SITEMAP_MAX_PER_PAGE).default(1000),
    }),
  },
  responses: { 200: json(sitemapForumThreadPage, "One page of forum threads"), 422: invalid("Invalid paging") },
});

export const forumSitemapRouter = createRouter().openapi(forumSitemapRoute, async (c) => {
  const { page, per_page: perPage } = c.req.valid("query");
  const { rows, total } = await listSitemapThreads(c.var.db, page, perPage);
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ data: rows, meta: pageMeta(total, page, perPage) }, 200);
});
