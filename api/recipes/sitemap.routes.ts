import { createRoute, z } from "@hono/zod-openapi";
import { SITEMAP_MAX_PER_PAGE } from "../contract/limits";
import { apiPaths } from "../contract/paths";
import { sitemapRecipePage } from "../contract/sitemap";
import { createRouter } from "../http/bindings";
import { invalid, json } from "../http/openapi-responses";
import { boundedInteger, pageMeta } from "../http/search-params";
import { listPublishedRecipeSlugs } from "./recipe-queries";

const sitemapRoute = createRoute({
  method: "get",
  path: apiPaths.sitemapRecipes,
  summary: "Every published recipe's id, slug and last change, by id, for sitemaps",
  request: {
    query: z.object({
      page: boundedInteger(1, 100_000).default(1),
      per_page: boundedInteger(1, SITEMAP_MAX_PER_PAGE).default(1000),
    }),
  },
  responses: { 200: json(sitemapRecipePage, "One page of published recipes"), 422: invalid("Invalid paging") },
});

export const sitemapRouter = createRouter().openapi(sitemapRoute, async (c) => {
  const { page, per_page: perPage } = c.req.valid("query");
  const { rows, total } = await listPublishedRecipeSlugs(c.var.db, page, perPage);
  c.header("Cache-Control", "public, max-age=300");
  return c.json(
    {
      data: rows.map((row) => ({ id: row.id, slug: row.slug, updated_at: row.updatedAt.toISOString() })),
      meta: pageMeta(total, page, perPage),
    },
    200,
  );
});
