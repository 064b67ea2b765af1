import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { dataEnvelope } from "../contract/envelopes";
import { recipeSummary } from "../contract/recipes";
import { recipes, reviews } from "../db/schema";
import { createCatalogue, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** "Popular this week" on the visitors' home (decision 071). */
const api = useTestApi();
const answer = dataEnvelope(z.array(recipeSummary));
const ids: Record<string, number> = {};

beforeAll(async () => {
  const catalogue = await createCatalogue(api.db);
  const author = await createUser(api.db);
  for (const slug of ["clasico", "de-moda", "tranquilo"]) {
    ids[slug] = await createRecipe(api.db, catalogue, author.id, paellaRecipe({ slug, title: { es: slug, en: slug } }));
  }
  // An all-time favourite with old reviews, and a recipe reviewed twice this week (and once a month ago).
  await api.db.update(recipes).set({ reviewsCount: 40, averageRating: 4.9 }).where(eq(recipes.id, ids.clasico!));
  for (const when of [sql`now() - interval '1 day'`, sql`now() - interval '2 days'`, sql`now() - interval '30 days'`]) {
    const reviewer = await createUser(api.db);
    await api.db.insert(reviews).values({ recipeId: ids["de-moda"]!, userId: reviewer.id, rating: 5, body: "Muy rica, la repetiré.", createdAt: when });
  }
});

describe("GET /api/popular-recipes", () => {
  it("puts what was reviewed this week first, then the all-time favourites", async () => {
    const response = await api.request("/api/popular-recipes?limit=3", { locale: "en" });
    expect(response.status).toBe(200);
    const { data } = answer.parse(await response.json());
    expect(data.map((recipe) => recipe.slug)).toEqual(["de-moda", "clasico", "tranquilo"]);
  });

  it("refuses a limit out of bounds", async () => {
    expect((await api.request("/api/popular-recipes?limit=0")).status).toBe(422);
    expect((await api.request("/api/popular-recipes?limit=abc")).status).toBe(422);
  });
});
