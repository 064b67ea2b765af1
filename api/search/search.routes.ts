import { createRoute, z } from "@hono/zod-openapi";
import { pageEnvelope, validationErrorBody } from "../contract/envelopes";
import { recipeSummary } from "../contract/recipes";
import { createRouter } from "../http/bindings";
import { pageMeta, pageParams, searchText } from "../http/search-params";
import { presentRecipeSummary } from "../recipes/recipe-presenter";
import { searchRecipes } from "./recipe-search";

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });

const searchRoute = createRoute({
  method: "get",
  path: "/api/recipes/search",
  summary: "Recipes whose title or description contains the text, in either language",
  request: { query: z.object({ q: searchText.default(""), ...pageParams }) },
  responses: { 200: json(pageEnvelope(recipeSummary), "A page of recipes"), 422: json(validationErrorBody, "Invalid parameters") },
});

export const searchRouter = createRouter()
  .openapi(searchRoute, async (c) => {
    const { q, page, per_page } = c.req.valid("query");
    const { rows, total } = await searchRecipes(c.var.db, { q, page, perPage: per_page });
    return c.json(
      { data: rows.map((row) => presentRecipeSummary(row, c.var.locale, c.var.env.MEDIA_BASE_URL)), meta: pageMeta(total, page, per_page) },
      200,
    );
  });
