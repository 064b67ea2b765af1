import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "../access/access-tokens";
import { category } from "../contract/catalogue";
import { recipeReviews } from "../contract/community";
import { dataEnvelope } from "../contract/envelopes";
import { recipeDetail, recipeSummary } from "../contract/recipes";
import { z } from "zod";
import { recipes, users } from "../db/schema";
import { createContentCache } from "../content-cache/content-cache";
import { readSearchIndexVersion } from "../db/search-index-version";
import { recipeTag } from "../contract/cache-tags";
import { createCatalogue, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/**
 * The answers kept with the content version (recipe-answers.ts, recipe-review-pages.ts, the
 * category counts): each is read twice so it is kept, then a write, then the very next read must
 * show it.
 */
const api = useTestApi();
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
let chefId = 0;

const detail = dataEnvelope(recipeDetail);
const summaries = dataEnvelope(z.array(recipeSummary));
const categories = dataEnvelope(z.array(category));

async function read<T extends z.ZodType>(path: string, schema: T, init: Parameters<typeof api.request>[1] = {}): Promise<z.infer<T>> {
  const response = await api.request(path, init);
  expect(response.status).toBe(200);
  return schema.parse(await response.json());
}

/** Twice, so the second answer comes from the cache when there is one. */
async function readKept<T extends z.ZodType>(path: string, schema: T, init: Parameters<typeof api.request>[1] = {}) {
  await read(path, schema, init);
  return read(path, schema, init);
}

let sequence = 0;
async function newRecipe(options: Parameters<typeof createRecipe>[4] = {}, overrides: Parameters<typeof paellaRecipe>[0] = {}) {
  const slug = `arroz-kept-${++sequence}`;
  const id = await createRecipe(api.db, catalogue, chefId, paellaRecipe({ slug, title: { es: `Arroz ${sequence}`, en: `Rice ${sequence}` }, ...overrides }), options);
  return { id, slug };
}

async function member() {
  const user = await createUser(api.db);
  return { ...user, token: await issueAccessToken(api.db, user.id, "test") };
}

beforeAll(async () => {
  catalogue = await createCatalogue(api.db);
  chefId = (await createUser(api.db, { name: "Carmen Montero", slug: "carmen-montero-kept", isAiChef: true })).id;
});

describe("answers kept with the content version", () => {
  it("shows a recipe's edit, and its author's new name, on the next read, in each language", async () => {
    const { id, slug } = await newRecipe();
    expect((await readKept(`/api/recipes/${slug}`, detail, { locale: "es" })).data.title).toBe(`Arroz ${sequence}`);
    expect((await readKept(`/api/recipes/${slug}`, detail, { locale: "en" })).data.title).toBe(`Rice ${sequence}`);

    await api.db.update(recipes).set({ titleEs: "Arroz al horno", titleEn: "Baked rice" }).where(eq(recipes.id, id));
    expect((await read(`/api/recipes/${slug}`, detail, { locale: "es" })).data.title).toBe("Arroz al horno");
    expect((await read(`/api/recipes/${id}`, detail, { locale: "en" })).data.title).toBe("Baked rice");

    await api.db.update(users).set({ name: "Carmen M." }).where(eq(users.id, chefId));
    expect((await read(`/api/recipes/${slug}`, detail)).data.user.name).toBe("Carmen M.");
  });

  it("shows a new review, an edit of its text alone and its deletion on the next read of the reviews and the recipe", async () => {
    const { slug } = await newRecipe();
    const reviewer = await member();
    expect((await readKept(`/api/recipes/${slug}/reviews`, recipeReviews)).data).toEqual([]);
    expect((await readKept(`/api/recipes/${slug}`, detail)).data.reviews_count).toBe(0);

    const created = await api.request(`/api/recipes/${slug}/reviews`, { method: "POST", token: reviewer.token, json: { rating: 4, body: "Rico" } });
    expect(created.status).toBe(201);
    const { id: reviewId } = ((await created.json()) as { data: { id: number } }).data;
    expect((await read(`/api/recipes/${slug}/reviews`, recipeReviews)).data.map((item) => item.body)).toEqual(["Rico"]);
    expect((await readKept(`/api/recipes/${slug}`, detail)).data).toMatchObject({ reviews_count: 1, average_rating: 4 });

    // The same rating, new words: the page must still change.
    expect((await api.request(`/api/reviews/${reviewId}`, { method: "PUT", token: reviewer.token, json: { rating: 4, body: "Muy rico" } })).status).toBe(200);
    expect((await read(`/api/recipes/${slug}/reviews`, recipeReviews)).data.map((item) => item.body)).toEqual(["Muy rico"]);

    await api.db.update(users).set({ name: "Nuevo nombre" }).where(eq(users.id, reviewer.id));
    expect((await read(`/api/recipes/${slug}/reviews`, recipeReviews)).data[0]!.user.name).toBe("Nuevo nombre");

    expect((await api.request(`/api/reviews/${reviewId}`, { method: "DELETE", token: reviewer.token })).status).toBe(200);
    expect((await read(`/api/recipes/${slug}/reviews`, recipeReviews)).data).toEqual([]);
    expect((await read(`/api/recipes/${slug}`, detail)).data).toMatchObject({ reviews_count: 0, average_rating: 0 });
  });

  it("keeps the reader's own review out of what is shared", async () => {
    const { slug } = await newRecipe();
    const [ana, ben] = [await member(), await member()];
    await api.request(`/api/recipes/${slug}/reviews`, { method: "POST", token: ana.token, json: { rating: 5 } });
    expect((await readKept(`/api/recipes/${slug}/reviews`, recipeReviews, { token: ana.token })).mine?.rating).toBe(5);
    expect((await read(`/api/recipes/${slug}/reviews`, recipeReviews, { token: ben.token })).mine).toBeNull();
    expect((await read(`/api/recipes/${slug}/reviews`, recipeReviews)).mine).toBeNull();
  });

  it("shows a new related recipe, a new featured recipe and new category counts on the next read", async () => {
    const { slug } = await newRecipe({}, { tags: [] });
    const before = await readKept(`/api/recipes/${slug}/related?limit=24`, summaries);
    const featuredBefore = await readKept("/api/recipes/featured?limit=50", summaries);
    const countsBefore = await readKept("/api/categories", categories);
    const total = (tree: z.infer<typeof category>[]) => tree.reduce((sum, root) => sum + root.recipe_count, 0);

    const added = await newRecipe({ isFeatured: true, publishedAt: new Date() }, { tags: [] });
    expect((await read(`/api/recipes/${slug}/related?limit=24`, summaries)).data.map((recipe) => recipe.slug)).toContain(added.slug);
    expect((await read(`/api/recipes/${slug}/related?limit=24`, summaries)).data.length).toBe(before.data.length + 1);
    expect((await read("/api/recipes/featured?limit=50", summaries)).data[0]!.slug).toBe(added.slug);
    expect(featuredBefore.data.map((recipe) => recipe.slug)).not.toContain(added.slug);
    expect(total((await read("/api/categories", categories)).data)).toBeGreaterThan(total(countsBefore.data));
  });

  it("shows a scheduled recipe once its time comes, with no write in between", async () => {
    await readKept("/api/recipes/featured?limit=50", summaries);
    const soon = await newRecipe({ isFeatured: true, publishedAt: new Date(Date.now() + 1_500) });
    expect((await readKept("/api/recipes/featured?limit=50", summaries)).data.map((recipe) => recipe.slug)).not.toContain(soon.slug);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect((await read("/api/recipes/featured?limit=50", summaries)).data.map((recipe) => recipe.slug)).toContain(soon.slug);
  });

  it("answers a missing recipe with 404 each time, without keeping it", async () => {
    expect((await api.request("/api/recipes/no-such-recipe")).status).toBe(404);
    expect((await api.request("/api/recipes/no-such-recipe/related")).status).toBe(404);
    expect((await api.request("/api/recipes/no-such-recipe/reviews")).status).toBe(404);
  });
});

describe("createContentCache", () => {
  it("keeps at most maxEntries, computes once per version, and never keeps undefined or a failure", async () => {
    const cached = createContentCache({ maxEntries: 2 });
    let computed = 0;
    const value = (key: string) => cached(api.db, key, async () => `${key}-${++computed}`);
    expect(await Promise.all([value("a"), value("a")])).toEqual(["a-1", "a-1"]);
    await value("b");
    await value("c");
    // "a" was the least recently used of three: gone.
    expect(await value("a")).toBe("a-4");
    expect(await value("c")).toBe("c-3");

    await newRecipe();
    expect(await value("c")).toBe("c-5");

    let missing = 0;
    const lookUp = () => cached(api.db, "missing", async () => void missing++);
    await lookUp();
    await lookUp();
    expect(missing).toBe(2);
    let failures = 0;
    const failing = () => cached(api.db, "failing", () => Promise.reject(new Error(`failure ${++failures}`)));
    await expect(failing()).rejects.toThrow("failure 1");
    await expect(failing()).rejects.toThrow("failure 2");
  });

  it("keeps a tagged answer through a write it does not show, and drops it for one it shows (decision 086)", async () => {
    const cached = createContentCache({ maxEntries: 10 });
    const [shown, other] = [await newRecipe(), await newRecipe()];
    let computed = 0;
    const tagged = () =>
      cached(
        api.db,
        "tagged",
        async () => ++computed,
        () => [recipeTag(shown.id)],
      );
    const untagged = () => cached(api.db, "untagged", async () => ++computed);
    expect([await tagged(), await untagged()]).toEqual([1, 2]);

    const before = await readSearchIndexVersion(api.db);
    await api.db.update(recipes).set({ titleEs: "Otro arroz" }).where(eq(recipes.id, other.id));
    expect(await readSearchIndexVersion(api.db)).not.toBe(before);
    expect(await tagged()).toBe(1);
    expect(await untagged()).toBe(3);

    await api.db.update(recipes).set({ titleEs: "Arroz cambiado" }).where(eq(recipes.id, shown.id));
    expect(await tagged()).toBe(4);
    expect(await tagged()).toBe(4);
  });

  it("stands by its tags only for taggedMaxAgeMs once the version moved", async () => {
    const cached = createContentCache({ maxEntries: 10, taggedMaxAgeMs: 0 });
    const [shown, other] = [await newRecipe(), await newRecipe()];
    let computed = 0;
    const tagged = () =>
      cached(
        api.db,
        "tagged",
        async () => ++computed,
        () => [recipeTag(shown.id)],
      );
    expect(await tagged()).toBe(1);
    // No write: the version holds, whatever the tagged age.
    expect(await tagged()).toBe(1);
    await api.db.update(recipes).set({ titleEs: "Otro arroz más" }).where(eq(recipes.id, other.id));
    expect(await tagged()).toBe(2);
  });
});
