import { createRoute, z } from "@hono/zod-openapi";
import { category, tag } from "../contract/catalogue";
import { dataEnvelope } from "../contract/envelopes";
import { createRouter } from "../http/bindings";
import { pickText } from "../i18n/bilingual";
import { listCategoriesWithDirectCounts, listTags } from "./catalogue-queries";
import { buildCategoryTree } from "./category-tree";

const categoriesRoute = createRoute({
  method: "get",
  path: "/api/categories",
  summary: "The category tree (cuisines, courses, diets, occasions) with recipe counts",
  responses: { 200: { description: "Category tree", content: { "application/json": { schema: dataEnvelope(z.array(category)) } } } },
});

const tagsRoute = createRoute({
  method: "get",
  path: "/api/tags",
  summary: "Every tag",
  responses: { 200: { description: "Tags", content: { "application/json": { schema: dataEnvelope(z.array(tag)) } } } },
});

export const catalogueRouter = createRouter()
  .openapi(categoriesRoute, async (c) => {
    const rows = await listCategoriesWithDirectCounts(c.var.db);
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ data: buildCategoryTree(rows, c.var.locale) }, 200);
  })
  .openapi(tagsRoute, async (c) => {
    const rows = await listTags(c.var.db);
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ data: rows.map((row) => ({ id: row.id, name: pickText(c.var.locale, row.nameEs, row.nameEn), slug: row.slug })) }, 200);
  });
