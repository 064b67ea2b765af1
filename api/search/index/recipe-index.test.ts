import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { facetAnswer, searchPage } from "../../contract/search";
import { createCatalogue, createRecipe, createUser, paellaRecipe } from "../../../tests/support/factories";
import { useTestApi } from "../../../tests/support/api-harness";
import { freshRecipeIndex } from "./recipe-index";

/**
 * Search filters and counts in an in-memory index (decisions/017) that catches up from the rows
 * migration 0009 stamps: every kind of write must show in the very next answer.
 */
const api = useTestApi();
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
let authorId: number;

beforeAll(async () => {
  catalogue = await createCatalogue(api.db);
  authorId = (await createUser(api.db)).id;
});

async function search(query: string) {
  const response = await api.request(`/api/recipes/search?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return searchPage.parse(await response.json());
}

async function facets(query: string) {
  const response = await api.request(`/api/filtered-categories-with-counts?${query}`);
  expect(response.status).toBe(200);
  return facetAnswer.parse(await response.json()).data;
}

const slugs = (page: { data: Array<{ slug: string }> }) => page.data.map((recipe) => recipe.slug).sort();
const recipe = (slug: string, overrides: Parameters<typeof paellaRecipe>[0] = {}) => paellaRecipe({ slug, title: { es: `Arroz ${slug}`, en: `Rice ${slug}` }, ...overrides });

describe("the search index", () => {
  it("shows new, changed and removed recipes in the next answer", async () => {
    expect((await search("include_tag_slugs=tradicional")).meta.total).toBe(0);
    await createRecipe(api.db, catalogue, authorId, recipe("uno"));
    await createRecipe(api.db, catalogue, authorId, recipe("dos", { tags: ["sin-gluten"] }));
    expect(slugs(await search("include_tag_slugs=tradicional"))).toEqual(["uno"]);
    expect((await facets("")).tags.find((tag) => tag.slug === "sin-gluten")?.count).toBe(2);

    await api.db.execute(sql`update recipes set average_rating = 4.8, reviews_count = 3 where slug = 'dos'`);
    expect(slugs(await search("min_average_rating=4.5"))).toEqual(["dos"]);
    expect((await search("sort_by=rating")).data[0]!.slug).toBe("dos");

    await api.db.execute(sql`update users set is_ai_chef = true where id = ${authorId}`);
    expect((await search("author_type=ai_chef")).meta.total).toBe(2);
    expect((await facets("")).author_type).toEqual([
      { value: "ai_chef", count: 2 },
      { value: "community", count: 0 },
    ]);

    await api.db.execute(sql`update recipes set published_at = now() + interval '1 day' where slug = 'uno'`);
    expect(slugs(await search(""))).toEqual(["dos"]);

    await api.db.execute(sql`delete from recipes where slug = 'dos'`);
    expect((await search("")).meta.total).toBe(0);
    expect((await facets("")).tags.find((tag) => tag.slug === "sin-gluten")?.count ?? 0).toBe(0);
  });

  it("follows changes to a recipe's catalogue links", async () => {
    await createRecipe(api.db, catalogue, authorId, recipe("tres"));
    const garlic = catalogue.ingredientBySlug.get("ajo")!.id;
    expect(slugs(await search(`include_ingredient_ids=${garlic}`))).toEqual(["tres"]);
    await api.db.execute(sql`delete from recipe_ingredients where ingredient_id = ${garlic}`);
    expect((await search(`include_ingredient_ids=${garlic}`)).meta.total).toBe(0);
    expect(slugs(await search(`exclude_ingredient_ids=${garlic}`))).toEqual(["tres"]);
  });

  it("starts over after the recipes table is emptied", async () => {
    expect((await search("")).meta.total).toBeGreaterThan(0);
    await api.db.execute(sql`truncate recipes cascade`);
    expect((await search("")).meta.total).toBe(0);
    await createRecipe(api.db, catalogue, authorId, recipe("cuatro"));
    expect(slugs(await search(""))).toEqual(["cuatro"]);
    expect((await facets("")).total).toBe(1);
  });

  it("updates a changed row where it stands, and rebuilds when its words or links change", async () => {
    await createRecipe(api.db, catalogue, authorId, recipe("cinco"));
    await createRecipe(api.db, catalogue, authorId, recipe("seis"));
    expect(slugs(await search("q=arroz"))).toEqual(["cinco", "cuatro", "seis"]);
    const index = await freshRecipeIndex(api.db);
    const text = index.columns().text;
    const before = index.inPlaceUpdates;

    // A review's trigger rewrites the recipe's rating: the next answers see it, with no rebuild.
    await api.db.execute(sql`update recipes set average_rating = 4.9, reviews_count = 7 where slug = 'seis'`);
    expect(slugs(await search("q=arroz&min_average_rating=4.5"))).toEqual(["seis"]);
    expect((await search("q=arroz&sort_by=popular")).data[0]!.slug).toBe("seis");
    expect((await facets("q=arroz&min_average_rating=4.5")).total).toBe(1);
    // Unpublished, flagged author, published again.
    await api.db.execute(sql`update recipes set published_at = null where slug = 'seis'`);
    expect(slugs(await search("q=arroz"))).toEqual(["cinco", "cuatro"]);
    await api.db.execute(sql`update users set is_ai_chef = false where id = ${authorId}`);
    expect((await search("author_type=ai_chef")).meta.total).toBe(0);
    expect((await facets("")).author_type).toEqual([
      { value: "ai_chef", count: 0 },
      { value: "community", count: 2 },
    ]);
    await api.db.execute(sql`update recipes set published_at = now() - interval '1 hour' where slug = 'seis'`);
    expect(slugs(await search("q=arroz&min_average_rating=4.5"))).toEqual(["seis"]);
    expect(index.inPlaceUpdates - before).toBe(4);
    expect(index.columns().text).toBe(text);

    // A new title changes the words: the columns are rebuilt and the new word is found at once.
    await api.db.execute(sql`update recipes set title_es = 'Risotto de setas' where slug = 'cinco'`);
    expect(slugs(await search("q=risotto"))).toEqual(["cinco"]);
    expect(index.inPlaceUpdates - before).toBe(4);
    expect(index.columns().text).not.toBe(text);
  });
});
