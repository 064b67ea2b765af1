import { beforeAll, describe, expect, it } from "vitest";
import { dataEnvelope, validationErrorBody } from "../contract/envelopes";
import { recipeDetail, recipeSummary } from "../contract/recipes";
import sharp from "sharp";
import { z } from "zod";
import { socialImageUrl } from "../contract/social-image";
import { eq } from "drizzle-orm";
import { ingredients, recipes } from "../db/schema";
import { listRelatedRecipes } from "./related-recipes";
import { createCatalogue, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

describe("recipes API", () => {
  const api = useTestApi();
  let paellaId = 0;

  beforeAll(async () => {
    const catalogue = await createCatalogue(api.db);
    const chef = await createUser(api.db, { name: "Carmen Montero", slug: "carmen-montero", isAiChef: true });
    paellaId = await createRecipe(api.db, catalogue, chef.id, paellaRecipe(), { isFeatured: true });
    for (let index = 1; index <= 14; index++) {
      await createRecipe(api.db, catalogue, chef.id, paellaRecipe({ slug: `arroz-${index}`, title: { es: `Arroz ${index}`, en: "" } }), {
        publishedAt: new Date(Date.UTC(2026, 8, index)),
      });
    }
    // Not yet published: must never show.
    await createRecipe(api.db, catalogue, chef.id, paellaRecipe({ slug: "borrador" }), { isFeatured: true, publishedAt: new Date(Date.now() + 86_400_000) });
  });

  it("lists 12 featured recipes by default, featured first, in the summary shape", async () => {
    const response = await api.request("/api/recipes/featured");
    expect(response.status).toBe(200);
    const body = dataEnvelope(z.array(recipeSummary)).parse(await response.json());
    expect(body.data).toHaveLength(12);
    expect(body.data[0]!.slug).toBe("paella-valenciana");
    expect(body.data.map((recipe) => recipe.slug)).not.toContain("borrador");
  });

  it("takes a limit and refuses a bad one with Laravel's 422 shape", async () => {
    const three = await api.request("/api/recipes/featured?limit=3");
    expect((await three.json()).data).toHaveLength(3);

    const bad = await api.request("/api/recipes/featured?limit=0", { locale: "en" });
    expect(bad.status).toBe(422);
    const body = validationErrorBody.parse(await bad.json());
    expect(Object.keys(body.errors)).toEqual(["limit"]);
    expect(body.message).toBe(body.errors.limit![0]);

    const spanish = await api.request("/api/recipes/featured?limit=abc", { locale: "es" });
    expect(spanish.status).toBe(422);
    expect((await spanish.json()).errors.limit).toEqual(["El campo limit debe ser un número entero."]);
    const tooMany = await api.request("/api/recipes/featured?limit=51", { locale: "es" });
    expect((await tooMany.json()).errors.limit).toEqual(["Campo limit debe estar entre 1 y 50"]);
  });

  it("finds a recipe by slug and by id, in Spanish by default", async () => {
    const bySlug = await api.request("/api/recipes/paella-valenciana");
    expect(bySlug.status).toBe(200);
    expect(bySlug.headers.get("content-language")).toBe("es");
    const { data } = dataEnvelope(recipeDetail).parse(await bySlug.json());
    expect(data.title).toBe("Paella valenciana");
    expect(data.ingredients.map((line) => line.description)).toEqual(["400 g de arroz bomba", "2 dientes de ajo, picados", "2 tomates, rallados", "1 pizca de azafrán"]);
    expect(data.steps[0]).toEqual({ position: 1, description: "Sofríe el ajo y el tomate.", image_url: null, section: null });
    expect(data.total_time_minutes).toBe(65);
    expect(data.nutrition.calories).toBe(610);
    expect(data.user).toMatchObject({ slug: "carmen-montero", is_ai_chef: true });
    expect(data.categories.map((category) => category.slug)).toEqual(expect.arrayContaining(["valenciana", "arroces"]));
    expect(data.featured_image_url).toMatch(/^\/api\/media\/recipes\/paella-valenciana-[0-9a-f]{10}\.svg$/);
    expect(data.published_at).toBe("2026-10-01T10:00:00.000Z");

    const byId = await api.request(`/api/recipes/${paellaId}`);
    expect((await byId.json()).data.slug).toBe("paella-valenciana");
  });

  it("speaks English when asked, and falls back to Spanish where a text is missing", async () => {
    const english = await api.request("/api/recipes/paella-valenciana", { locale: "en" });
    const { data } = dataEnvelope(recipeDetail).parse(await english.json());
    expect(data.locale).toBe("en");
    expect(data.title).toBe("Valencian paella");
    expect(data.ingredients.map((line) => line.description)).toEqual(["400 g bomba rice", "2 cloves garlic, minced", "2 tomatoes, grated", "1 pinch saffron"]);

    const fallback = await api.request("/api/recipes/arroz-3?locale=en");
    expect((await fallback.json()).data.title).toBe("Arroz 3");
  });

  it("gives each ingredient line the catalogue's synonyms in the answer's language, for cook mode", async () => {
    await api.db
      .update(ingredients)
      .set({ synonymsEs: ["arroz de Calasparra"], synonymsEn: ["paella rice"] })
      .where(eq(ingredients.slug, "arroz-bomba"));
    for (const [locale, synonyms] of [
      ["es", ["arroz de Calasparra"]],
      ["en", ["paella rice"]],
    ] as const) {
      const { data } = dataEnvelope(recipeDetail).parse(await (await api.request("/api/recipes/paella-valenciana", { locale })).json());
      expect(data.ingredients.find((line) => line.ingredient?.slug === "arroz-bomba")?.ingredient?.synonyms).toEqual(synonyms);
      expect(data.ingredients.find((line) => line.ingredient?.slug === "ajo")?.ingredient?.synonyms).toEqual([]);
    }
  });

  it("answers 404 with a message for an unknown or unpublished recipe", async () => {
    for (const key of ["no-existe", "borrador", "999999"]) {
      const response = await api.request(`/api/recipes/${key}`, { locale: "en" });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Recipe not found." });
    }
  });

  it("serves the recipe's illustration as a cacheable, script-free SVG", async () => {
    const { data } = await (await api.request("/api/recipes/paella-valenciana")).json();
    const image = await api.request(data.featured_image_url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/svg+xml");
    expect(image.headers.get("cache-control")).toContain("immutable");
    expect(image.headers.get("content-security-policy")).toContain("sandbox");
    expect(await image.text()).toMatch(/^<svg/);
    expect((await api.request("/api/media/recipes/nope-0000000000.svg")).status).toBe(404);
  });

  it("serves the illustration's social card as a 1200×630 PNG, cached for a year under the picture's own name", async () => {
    const { data } = await (await api.request("/api/recipes/paella-valenciana")).json();
    const cardUrl = socialImageUrl(data.featured_image_url)!;
    expect(cardUrl).toMatch(/\/api\/media\/social\/recipes\/paella-valenciana-[0-9a-f]{10}\.png$/);
    const card = await api.request(cardUrl);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/png");
    expect(card.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await card.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 1200, 630]);
    // The illustration itself, not a blank: the card's middle holds many colours.
    const { channels } = await sharp(bytes).extract({ left: 300, top: 100, width: 600, height: 430 }).stats();
    expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(20);
    // Asked again, the same bytes (kept, not rendered anew).
    expect(Buffer.from(await (await api.request(cardUrl)).arrayBuffer()).equals(bytes)).toBe(true);
    expect((await api.request("/api/media/social/recipes/nope-0000000000.png")).status).toBe(404);
    expect((await api.request("/api/media/social/recipes/paella.svg")).status).toBe(422);
  });

  it("lists the ingredients in use with their recipe counts", async () => {
    const response = await api.request("/api/recipes/available-ingredients?locale=en");
    const { data } = await response.json();
    expect(data).toContainEqual({ id: expect.any(Number), _id: expect.any(Number), name: "saffron", slug: "azafran", recipe_count: 15 });
  });
});

describe("related recipes", () => {
  const api = useTestApi();
  let paellaId = 0;

  beforeAll(async () => {
    const catalogue = await createCatalogue(api.db);
    const chef = await createUser(api.db);
    const day = (n: number) => ({ publishedAt: new Date(Date.UTC(2026, 8, n)) });
    paellaId = await createRecipe(api.db, catalogue, chef.id, paellaRecipe(), day(1));
    // Shares all four: cuisine, course and both tags.
    await createRecipe(api.db, catalogue, chef.id, paellaRecipe({ slug: "arroz-al-horno", title: { es: "Arroz al horno", en: "Baked rice" } }), day(2));
    // Share two each: the course and a tag; the other a cuisine and a tag, older but better rated.
    await createRecipe(api.db, catalogue, chef.id, paellaRecipe({ slug: "arroz-negro", cuisine: "espanola", tags: ["tradicional"] }), day(5));
    await createRecipe(api.db, catalogue, chef.id, paellaRecipe({ slug: "tortilla", course: "sin-curso", tags: ["sin-gluten"] }), day(3));
    await api.db.update(recipes).set({ averageRating: 4.5, reviewsCount: 3 }).where(eq(recipes.slug, "tortilla"));
    // Shares one: the tag only.
    await createRecipe(api.db, catalogue, chef.id, paellaRecipe({ slug: "croquetas", cuisine: "espanola", course: "sin-curso", tags: ["tradicional"] }), day(6));
    // Shares nothing, and a draft that shares everything: neither is related.
    await createRecipe(api.db, catalogue, chef.id, paellaRecipe({ slug: "gazpacho", cuisine: "espanola", course: "sin-curso", tags: [] }), day(7));
    await createRecipe(api.db, catalogue, chef.id, paellaRecipe({ slug: "borrador" }), { publishedAt: new Date(Date.now() + 86_400_000) });
  });

  const slugsOf = async (response: Response) =>
    dataEnvelope(z.array(recipeSummary))
      .parse(await response.json())
      .data.map((recipe) => recipe.slug);

  it("lists published recipes sharing the most categories and tags first, never the recipe itself", async () => {
    const response = await api.request("/api/recipes/paella-valenciana/related");
    expect(response.status).toBe(200);
    expect(await slugsOf(response)).toEqual(["arroz-al-horno", "tortilla", "arroz-negro", "croquetas"]);
  });

  it("finds the recipe by id too, and honours the limit", async () => {
    expect(await slugsOf(await api.request(`/api/recipes/${paellaId}/related?limit=2`))).toEqual(["arroz-al-horno", "tortilla"]);
  });

  it("speaks the requested language", async () => {
    const response = await api.request("/api/recipes/paella-valenciana/related?limit=1", { locale: "en" });
    expect(dataEnvelope(z.array(recipeSummary)).parse(await response.json()).data[0]).toMatchObject({ locale: "en", title: "Baked rice" });
  });

  it("finds the same recipes whether it counts from the rarest links or counts everything", async () => {
    const expected = ["arroz-al-horno", "tortilla", "arroz-negro", "croquetas"];
    // Budgets from "count everything" (0) through a partial pass that finds too few (8) to a pass over every link (100).
    for (const budget of [0, 4, 8, 12, 100]) {
      for (const limit of [1, 2, 4, 6]) {
        const rows = await listRelatedRecipes(api.db, paellaId, limit, { budget });
        expect(
          rows.map((row) => row.recipe.slug),
          `budget ${budget}, limit ${limit}`,
        ).toEqual(expected.slice(0, limit));
      }
    }
  });

  it("refuses a bad limit with a 422 and answers 404 for an unknown or unpublished recipe", async () => {
    for (const limit of ["0", "25", "many"]) {
      const response = await api.request(`/api/recipes/paella-valenciana/related?limit=${limit}`, { locale: "en" });
      expect(response.status).toBe(422);
      expect(Object.keys(validationErrorBody.parse(await response.json()).errors)).toEqual(["limit"]);
    }
    for (const key of ["no-existe", "borrador"]) {
      const response = await api.request(`/api/recipes/${key}/related`, { locale: "es" });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Receta no encontrada." });
    }
  });
});

describe("recipe search", () => {
  const api = useTestApi();

  beforeAll(async () => {
    const catalogue = await createCatalogue(api.db);
    const chef = await createUser(api.db);
    await createRecipe(api.db, catalogue, chef.id, paellaRecipe({ slug: "jamon-con-melon", title: { es: "Jamón con melón", en: "Ham with melon" } }));
    await createRecipe(api.db, catalogue, chef.id, paellaRecipe({ slug: "paella-valenciana" }));
    for (let index = 1; index <= 25; index++) {
      await createRecipe(api.db, catalogue, chef.id, paellaRecipe({ slug: `arroz-${index}`, title: { es: `Arroz ${index}`, en: `Rice ${index}` } }));
    }
  });

  it("stems words and forgives typos", async () => {
    const stemmed = await (await api.request("/api/recipes/search?q=melones")).json();
    expect(stemmed.data.map((recipe: { slug: string }) => recipe.slug)).toEqual(["jamon-con-melon"]);
    const typo = await (await api.request("/api/recipes/search?q=paela")).json();
    expect(typo.data[0].slug).toBe("paella-valenciana");
  });

  it("finds text in either language, ignoring accents and case", async () => {
    const spanish = await (await api.request("/api/recipes/search?q=JAMON")).json();
    expect(spanish.data.map((recipe: { slug: string }) => recipe.slug)).toEqual(["jamon-con-melon"]);
    const english = await (await api.request("/api/recipes/search?q=melon&locale=en")).json();
    expect(english.data[0].title).toBe("Ham with melon");
  });

  it("pages results with Laravel's meta", async () => {
    const response = await api.request("/api/recipes/search?q=arroz&per_page=10&page=3");
    const body = await response.json();
    // 25 "Arroz n" plus two whose description mentions rice.
    // The search API adds its own fields to the meta (api/search); Laravel's are what this checks.
    expect(body.meta).toMatchObject({ current_page: 3, last_page: 3, per_page: 10, total: 27, next_cursor: null });
    expect(body.data).toHaveLength(7);
    const everything = await (await api.request("/api/recipes/search")).json();
    expect(everything.meta.total).toBe(27);
    expect(everything.data).toHaveLength(20);
  });

  it("sanitises the text and refuses out-of-range paging with §5's messages", async () => {
    const cleaned = await (await api.request("/api/recipes/search?q=%3Cscript%3Ejamon")).json();
    expect(cleaned.data.map((recipe: { slug: string }) => recipe.slug)).toEqual([]);
    const tooLong = await api.request(`/api/recipes/search?q=${"a".repeat(501)}`, { locale: "es" });
    expect(tooLong.status).toBe(422);
    expect((await tooLong.json()).errors.q).toEqual(["Campo q excede longitud máxima"]);
    const badPage = await api.request("/api/recipes/search?page=1001", { locale: "en" });
    expect((await badPage.json()).errors.page).toEqual(["Field page must be between 1 and 1000"]);
  });
});
