import { createRoute, z } from "@hono/zod-openapi";
import { dataEnvelope } from "../contract/envelopes";
import { apiPaths } from "../contract/paths";
import { recipeSummary } from "../contract/recipes";
import { createContentCache } from "../content-cache/content-cache";
import { createRouter } from "../http/bindings";
import { invalid, json } from "../http/openapi-responses";
import { boundedInteger } from "../http/search-params";
import { presentRecipeSummary } from "../recipes/recipe-presenter";
import { listPopularThisWeek } from "./popular-queries";

const popularThisWeekRoute = createRoute({
  method: "get",
  path: apiPaths.popularThisWeek,
  summary: "The recipes most reviewed and cooked in the last 7 days, topped up with the most popular of all time",
  request: { query: z.object({ limit: boundedInteger(1, 24).default(8) }) },
  responses: { 200: json(dataEnvelope(z.array(recipeSummary)), "Popular recipes"), 422: invalid("Invalid limit") },
});

/** Kept with the content version (a review or a cooksnap moves it) and the day: the week moves on with no write. */
const popularAnswers = createContentCache({ maxEntries: 16 });

export const popularRouter = createRouter().openapi(popularThisWeekRoute, async (c) => {
  const { limit } = c.req.valid("query");
  const { db, locale } = c.var;
  const mediaBaseUrl = c.var.env.MEDIA_BASE_URL;
  const day = new Date().toISOString().slice(0, 10);
  const data = await popularAnswers(db, `week:${day}:${locale}:${mediaBaseUrl}:${limit}`, async () =>
    (await listPopularThisWeek(db, limit)).map((row) => presentRecipeSummary(row, locale, mediaBaseUrl)),
  );
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ data }, 200);
});
