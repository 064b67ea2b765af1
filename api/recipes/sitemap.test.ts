import { beforeAll, describe, expect, it } from "vitest";
import { validationErrorBody } from "../contract/envelopes";
import { sitemapForumThreadPage, sitemapRecipePage } from "../contract/sitemap";
import { forumThreads } from "../db/schema";
import { createCatalogue, createForumCategories, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

describe("GET /api/recipes/sitemap", () => {
  const api = useTestApi();
  const publishedIds: number[] = [];

  beforeAll(async () => {
    const catalogue = await createCatalogue(api.db);
    const chef = await createUser(api.db);
    for (let index = 1; index <= 5; index++) {
      publishedIds.push(await createRecipe(api.db, catalogue, chef.id, paellaRecipe({ slug: `arroz-${index}` })));
    }
    // Not yet published: no sitemap may list it.
    await createRecipe(api.db, catalogue, chef.id, paellaRecipe({ slug: "borrador" }), { publishedAt: new Date(Date.now() + 86_400_000) });
  });

  it("lists every published recipe's id, slug and last change, ordered by id", async () => {
    const response = await api.request("/api/recipes/sitemap");
    expect(response.status).toBe(200);
    const body = sitemapRecipePage.parse(await response.json());
    expect(body.data.map((recipe) => recipe.id)).toEqual(publishedIds);
    expect(body.data.map((recipe) => recipe.slug)).toEqual(["arroz-1", "arroz-2", "arroz-3", "arroz-4", "arroz-5"]);
    expect(Object.keys(body.data[0]!).sort()).toEqual(["id", "slug", "updated_at"]);
    expect(new Date(body.data[0]!.updated_at).toISOString()).toBe(body.data[0]!.updated_at);
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 1, per_page: 1000, total: 5 });
  });

  it("pages through with page and per_page", async () => {
    const second = sitemapRecipePage.parse(await (await api.request("/api/recipes/sitemap?page=2&per_page=2")).json());
    expect(second.data.map((recipe) => recipe.slug)).toEqual(["arroz-3", "arroz-4"]);
    expect(second.meta).toMatchObject({ current_page: 2, last_page: 3, per_page: 2, total: 5 });
    const past = sitemapRecipePage.parse(await (await api.request("/api/recipes/sitemap?page=9&per_page=2")).json());
    expect(past.data).toEqual([]);
  });

  it("allows up to 50,000 per page and refuses more with the 422 shape", async () => {
    expect((await api.request("/api/recipes/sitemap?per_page=50000")).status).toBe(200);
    const tooMany = await api.request("/api/recipes/sitemap?per_page=50001", { locale: "es" });
    expect(tooMany.status).toBe(422);
    const body = validationErrorBody.parse(await tooMany.json());
    expect(body.errors.per_page).toEqual(["Campo per_page debe estar entre 1 y 50000"]);
    expect((await api.request("/api/recipes/sitemap?page=0")).status).toBe(422);
  });

  it("is not taken for a recipe slug", async () => {
    const response = await api.request("/api/recipes/sitemap");
    expect(await response.json()).toHaveProperty("meta");
  });
});

describe("GET /api/forums/sitemap", () => {
  const api = useTestApi();

  it("lists every forum thread's canonical key and last activity, ordered by id, in pages", async () => {
    const writer = await createUser(api.db);
    const [category] = await createForumCategories(api.db, [
      { slug: "dudas", name: { es: "Dudas", en: "Questions" }, description: { es: "Dudas.", en: "Questions." }, colour: "accent" },
    ]);
    const active = new Date("2026-11-30T09:15:00.000Z");
    const threads = await api.db
      .insert(forumThreads)
      .values([
        {
          categoryId: category!.id,
          userId: writer.id,
          title: "¿Arroz pegado?",
          slug: "arroz-pegado",
          bodySource: "¿Por qué?",
          bodyHtml: "<p>¿Por qué?</p>",
          lastActivityAt: active,
        },
        // A title that gives no slug: the id alone is its address.
        { categoryId: category!.id, userId: writer.id, title: "¿?", slug: "", bodySource: "¿?", bodyHtml: "<p>¿?</p>" },
      ])
      .returning({ id: forumThreads.id });
    const body = sitemapForumThreadPage.parse(await (await api.request("/api/forums/sitemap")).json());
    expect(body.data).toEqual([
      { id: threads[0]!.id, key: `arroz-pegado-${threads[0]!.id}`, last_activity_at: active.toISOString() },
      { id: threads[1]!.id, key: String(threads[1]!.id), last_activity_at: expect.any(String) },
    ]);
    const second = sitemapForumThreadPage.parse(await (await api.request("/api/forums/sitemap?page=2&per_page=1")).json());
    expect(second.data.map((thread) => thread.id)).toEqual([threads[1]!.id]);
    expect(second.meta).toMatchObject({ current_page: 2, last_page: 2, total: 2 });
    expect((await api.request("/api/forums/sitemap?per_page=50001")).status).toBe(422);
  });
});
