import { createRoute, z } from "@hono/zod-openapi";
import { and, asc, isNotNull, lte, sql } from "drizzle-orm";
import { validationErrorBody } from "../contract/envelopes";
import { SITEMAP_MAX_PER_PAGE, sitemapRecipePage } from "../contract/sitemap";
import type { Database } from "../db/client";
import { recipes } from "../db/schema";
import { createRouter } from "../http/bindings";
import { json } from "../http/openapi-responses";
import { boundedInteger, pageMeta } from "../http/search-params";

const sitemapRoute = createRoute({
  method: "get",
  path: "/api/recipes/sitemap",
  summary: "Every published recipe's id, slug and last change, by id, for sitemaps",
  request: {
    query: z.object({
      page: boundedInteger(1, 100_000).default(1),
      per_page: boundedInteger(1, SITEMAP_MAX_PER_PAGE).default(1000),
    }),
  },
  responses: { 200: json(sitemapRecipePage, "One page of published recipes"), 422: json(validationErrorBody, "Invalid paging") },
});

const isPublished = and(isNotNull(recipes.publishedAt), lte(recipes.publishedAt, sql`now()`));

async function listPublishedRecipeSlugs(db: Database, page: number, perPage: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: recipes.id, slug: recipes.slug, updatedAt: recipes.updatedAt })
      .from(recipes)
      .where(isPublished)
      .orderBy(asc(recipes.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: sql<number>`count(*)::int` }).from(recipes).where(isPublished),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

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
