import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Article, ArticleInput, ArticleKind, ArticlePage, ArticleSearchResult } from "../contract/articles";
import { ARTICLES_TAG, articleTag, CACHE_TAGS_HEADER } from "../contract/cache-tags";
import { rowsOf } from "../db/rows-of";
import { users } from "../db/schema";
import { grantRole } from "../permissions/role-grants";
import { createArticle, createCatalogue, createRecipe, createUser, issueAccessToken, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** Articles (issue 34, decision 103) on a real database: editors write them, anyone reads them, plus-only ones show their opening, the search finds them. */
const api = useTestApi();
const SITE = "http://localhost:3000";

async function call<T>(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  return { status: response.status, tags: response.headers.get(CACHE_TAGS_HEADER), body: (await response.json()) as T & { message: string; errors?: Record<string, string[]> } };
}

const paragraph = (words: number, word = "sofrito") => Array.from({ length: words }, (_, index) => (index % 10 === 9 ? `${word}.` : word)).join(" ");

/** A valid article body: both languages long enough, overridable. */
const fields = (overrides: Partial<ArticleInput> | Record<string, unknown> = {}) => ({
  kind: "technique" as ArticleKind,
  title_es: "Cómo hacer un buen sofrito",
  title_en: "How to make a good sofrito",
  dek_es: "La base de media cocina española, paso a paso y sin prisa.",
  dek_en: "The base of half of Spanish cooking, step by step and unhurried.",
  body_es: `# Paciencia\n\nEl sofrito pide fuego lento y jamón.\n\nhttp://localhost:3000/receta/paella-de-articulo\n\n${paragraph(300)}\n\n<script>alert(1)</script> Final del artículo.`,
  body_en: `# Patience\n\nSofrito wants a low heat and ham.\n\n${paragraph(300, "onion")}\n\nThe end of the article.`,
  ...overrides,
});

let editor: { id: number; token: string };
let member: { id: number; token: string };
let plusMember: { id: number; token: string };

async function withToken(user: { id: number }) {
  return { id: user.id, token: await issueAccessToken(api.db, user.id, "test") };
}

beforeAll(async () => {
  const catalogue = await createCatalogue(api.db);
  const admin = await createUser(api.db, { name: "Admin Artículos" });
  const editorUser = await createUser(api.db, { name: "Elena Editora" });
  await grantRole(api.db, { userId: editorUser.id, role: "editor", actorId: admin.id, at: new Date() });
  editor = await withToken(editorUser);
  member = await withToken(await createUser(api.db, { name: "Mario Miembro" }));
  const plus = await createUser(api.db, { name: "Paula Plus" });
  await api.db.update(users).set({ plan: "plus" }).where(eq(users.id, plus.id));
  plusMember = await withToken(plus);
  await createRecipe(api.db, catalogue, editorUser.id, paellaRecipe({ slug: "paella-de-articulo", title: { es: "Paella del artículo", en: "The article's paella" } }));
  await createRecipe(api.db, catalogue, editorUser.id, paellaRecipe({ slug: "arroz-elegido", title: { es: "Arroz elegido", en: "Chosen rice" } }));
});

describe("writing articles", () => {
  it("lets editors alone write one; the Markdown is sanitised, headings start at h2, a recipe link becomes a card and a related recipe", async () => {
    expect((await call("/api/articles", { method: "POST", json: fields() })).status).toBe(401);
    expect((await call("/api/articles", { method: "POST", token: member.token, json: fields() })).status).toBe(403);

    const refused = await call("/api/articles", { method: "POST", token: editor.token, json: fields({ title_en: "Corto", body_es: "Poco", kind: "otro" }), locale: "en" });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(["body_es", "kind", "title_en"]);
    expect(refused.body.errors?.title_en?.[0]).toContain("English title");

    const unknownRecipe = await call("/api/articles", { method: "POST", token: editor.token, json: fields({ related_recipes: ["no-existe"] }) });
    expect(unknownRecipe.status).toBe(422);
    expect(unknownRecipe.body.errors?.related_recipes).toEqual(["No encontramos la receta publicada «no-existe»: quítala de las relacionadas."]);

    const created = await call<{ data: Article }>("/api/articles", { method: "POST", token: editor.token, json: fields({ related_recipes: ["arroz-elegido"] }) });
    expect(created.status).toBe(201);
    const article = created.body.data;
    expect(article).toMatchObject({ slug: "como-hacer-un-buen-sofrito", title: "Cómo hacer un buen sofrito", kind: "technique", preview: false, reading_minutes: 2 });
    expect(article.body_html).toContain("<h2>Paciencia</h2>");
    expect(article.body_html).not.toContain("<script");
    expect(article.body_html).toContain('data-recipe-card="paella-de-articulo"');
    expect(article.body_html).toContain("Paella del artículo");
    expect(article.related_recipes.map((recipe) => recipe.slug)).toEqual(["arroz-elegido", "paella-de-articulo"]);

    const again = await call("/api/articles", { method: "POST", token: editor.token, json: fields() });
    expect(again.status).toBe(422);
    expect(again.body.errors?.title_es).toBeDefined();
  });

  it("replaces an article's texts and related recipes on PUT, keeping its address, and moves its cache tag", async () => {
    const { id, slug } = await createArticle(api.db, editor.id, fields({ title_es: "Guía del pil pil", title_en: "A pil pil guide" }), { siteUrl: SITE });
    const stamp = async () => rowsOf<{ seq: string }>(await api.db.execute(sql`select coalesce(max(seq), 0)::text as seq from cache_tag_changes`))[0]!.seq;
    const before = await stamp();
    expect((await call(`/api/articles/${id}`, { method: "PUT", token: member.token, json: fields() })).status).toBe(403);
    const saved = await call<{ data: Article }>(`/api/articles/${id}`, {
      method: "PUT",
      token: editor.token,
      json: fields({ title_es: "Guía del pil pil, revisada", title_en: "A pil pil guide, revised", kind: "ingredient", body_en: `Only words. ${paragraph(200, "garlic")}` }),
      locale: "en",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ slug, title: "A pil pil guide, revised", kind: "ingredient" });
    // The Spanish body still links to the paella; the English one no longer does, and nothing was chosen.
    expect(saved.body.data.related_recipes.map((recipe) => recipe.slug)).toEqual(["paella-de-articulo"]);
    const tags = rowsOf<{ tag: string }>(await api.db.execute(sql`select distinct tag from cache_tag_changes where seq > ${before}::bigint`)).map((row) => row.tag);
    expect(tags).toEqual(expect.arrayContaining([articleTag(id), ARTICLES_TAG]));
    expect((await call("/api/articles/999999", { method: "PUT", token: editor.token, json: fields() })).status).toBe(404);
  });
});

describe("reading articles", () => {
  it("lists them newest first by cursor, one kind when asked, tagged with each article and the set", async () => {
    await createArticle(api.db, editor.id, fields({ title_es: "Historia del azafrán", title_en: "The story of saffron", kind: "ingredient" }), {
      siteUrl: SITE,
      publishedAt: new Date("2020-01-01T10:00:00Z"),
    });
    const first = await call<ArticlePage>("/api/articles?per_page=2");
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(2);
    expect(first.tags?.split(" ")).toEqual(expect.arrayContaining([ARTICLES_TAG, articleTag(first.body.data[0]!.id)]));
    const rest = await call<ArticlePage>(`/api/articles?per_page=50&cursor=${first.body.meta.next_cursor}`);
    const all = [...first.body.data, ...rest.body.data];
    expect(all.at(-1)?.slug).toBe("historia-del-azafran");
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    const ingredients = await call<ArticlePage>("/api/articles?kind=ingredient", { locale: "en" });
    expect(ingredients.body.data.every((item) => item.kind === "ingredient")).toBe(true);
    expect(ingredients.body.data.map((item) => item.title)).toContain("The story of saffron");
    expect((await call("/api/articles?kind=novela")).status).toBe(422);
    expect((await call("/api/articles?cursor=roto")).status).toBe(422);
  });

  it("shows a plus-only article's opening to visitors and free members, and all of it to plus members and editors", async () => {
    const { slug } = await createArticle(
      api.db,
      editor.id,
      fields({
        title_es: "Secretos del jamón ibérico",
        title_en: "Secrets of Iberian ham",
        plus_only: true,
        body_es: `Primer párrafo abierto.\n\n${paragraph(120)}\n\nEl secreto final.`,
      }),
      { siteUrl: SITE },
    );
    for (const token of [undefined, member.token]) {
      const { body } = await call<Article>(`/api/articles/${slug}`, { token });
      expect(body).toMatchObject({ plus_only: true, preview: true });
      expect(body.body_html).toContain("Primer párrafo abierto.");
      expect(body.body_html).not.toContain("El secreto final.");
    }
    for (const token of [plusMember.token, editor.token]) {
      const { body } = await call<Article>(`/api/articles/${slug}`, { token });
      expect(body.preview).toBe(false);
      expect(body.body_html).toContain("El secreto final.");
    }
    expect((await call("/api/articles/no-existe")).status).toBe(404);
    expect((await call("/api/articles/NO_VALE")).status).toBe(422);
  });

  it("is found by the search's words in either language, accents folded, with the words marked", async () => {
    const found = await call<{ data: ArticleSearchResult[] }>(`/api/articles/search?q=${encodeURIComponent("azafran")}`);
    expect(found.body.data.map((item) => item.slug)).toContain("historia-del-azafran");
    const saffron = found.body.data.find((item) => item.slug === "historia-del-azafran")!;
    expect(saffron.title_marked.some((part) => part.match && part.text === "azafrán")).toBe(true);
    const english = await call<{ data: ArticleSearchResult[] }>("/api/articles/search?q=saffron", { locale: "en" });
    expect(english.body.data[0]).toMatchObject({ slug: "historia-del-azafran", title: "The story of saffron" });
    expect((await call<{ data: unknown[] }>("/api/articles/search?q=ornitorrinco")).body.data).toEqual([]);
    expect((await call("/api/articles/search?q=")).status).toBe(422);
    expect((await call(`/api/articles/search?q=${encodeURIComponent("azafr\u0000n")}`)).status).toBe(422);
  });

  it("lists every article for the sitemap", async () => {
    const { body } = await call<{ data: { slug: string }[]; meta: { total: number } }>("/api/articles/sitemap");
    expect(body.data.map((item) => item.slug)).toContain("historia-del-azafran");
    expect(body.meta.total).toBe(body.data.length);
  });
});
