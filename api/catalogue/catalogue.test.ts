import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { category, categoryDetail, filterableCategoryGroup, tag, tagDetail } from "../contract/catalogue";
import { dataEnvelope, errorBody, pageEnvelope, validationErrorBody } from "../contract/envelopes";
import { recipeSummary } from "../contract/recipes";
import { categories, recipes } from "../db/schema";
import { useTestApi } from "../../tests/support/api-harness";
import { createCatalogue, createCategoryTree, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";

const recipePage = pageEnvelope(recipeSummary);

/*
 * 14 published recipes: two Valencian (a descendant of Spanish), twelve filed straight under Spanish,
 * all rice dishes and "traditional"; only the paella is gluten-free, and it is filed under two diets
 * (two children of "Dietas"), where it must count once. A draft must never count.
 */
describe("catalogue API", () => {
  const api = useTestApi();

  beforeAll(async () => {
    const catalogue = await createCatalogue(api.db);
    const spanishId = catalogue.categoryIds.get("espanola")!;
    await api.db.insert(categories).values({ slug: "vasca", nameEs: "Vasca", nameEn: "Basque", type: "cuisine", parentId: spanishId, level: 2 });
    const diets = await createCategoryTree(api.db, [
      {
        slug: "dietas",
        name: { es: "Dietas", en: "Diets" },
        type: "diet",
        children: [
          { slug: "sin-gluten", name: { es: "Sin gluten", en: "Gluten-free" }, type: "diet" },
          { slug: "sin-lactosa", name: { es: "Sin lactosa", en: "Dairy-free" }, type: "diet" },
        ],
      },
    ]);
    for (const [slug, id] of diets) catalogue.categoryIds.set(slug, id);
    const author = await createUser(api.db);
    const paellaId = await createRecipe(
      api.db,
      catalogue,
      author.id,
      paellaRecipe({ title: { es: "Paella valenciana", en: "Paella from Valencia" }, categories: ["sin-gluten", "sin-lactosa"] }),
      { publishedAt: new Date("2026-10-01T10:00:00Z") },
    );
    const bakedId = await createRecipe(
      api.db,
      catalogue,
      author.id,
      paellaRecipe({
        slug: "arroz-al-horno",
        title: { es: "Arroz al horno", en: "Valencian baked rice" },
        tags: ["tradicional"],
        prepMinutes: 10,
        cookMinutes: 20,
        restMinutes: 0,
      }),
      { publishedAt: new Date("2026-10-02T10:00:00Z") },
    );
    await api.db.update(recipes).set({ averageRating: 4.8, reviewsCount: 10 }).where(eq(recipes.id, paellaId));
    await api.db.update(recipes).set({ averageRating: 4.2, reviewsCount: 30 }).where(eq(recipes.id, bakedId));
    for (let day = 1; day <= 12; day++) {
      await createRecipe(
        api.db,
        catalogue,
        author.id,
        paellaRecipe({ slug: `arroz-${day}`, title: { es: `Arroz ${day}`, en: `Rice ${day}` }, cuisine: "espanola", tags: ["tradicional"] }),
        { publishedAt: new Date(Date.UTC(2026, 8, day)) },
      );
    }
    await createRecipe(api.db, catalogue, author.id, paellaRecipe({ slug: "borrador" }), { publishedAt: new Date(Date.now() + 86_400_000) });
  });

  describe("GET /api/categories", () => {
    it("returns the category tree with published recipe counts that include descendants", async () => {
      const response = await api.request("/api/categories", { locale: "en" });
      expect(response.status).toBe(200);
      const { data } = dataEnvelope(z.array(category)).parse(await response.json());
      const world = data.find((root) => root.slug === "cocinas-del-mundo")!;
      expect(world).toMatchObject({ name: "World cuisines", level: 0, parent_id: null, recipe_count: 14 });
      const spanish = world.children[0]!;
      expect(spanish).toMatchObject({ slug: "espanola", level: 1, parent_id: world.id, recipe_count: 14 });
      expect(spanish.children.find((child) => child.slug === "valenciana")).toMatchObject({ name: "Valencian", recipe_count: 2, children: [] });
      expect(data.find((root) => root.slug === "arroces")).toMatchObject({ type: "course", recipe_count: 14 });
    });

    it("counts a recipe filed in two children of a category once in that category", async () => {
      const { data } = dataEnvelope(z.array(category)).parse(await (await api.request("/api/categories", { locale: "es" })).json());
      const diets = data.find((root) => root.slug === "dietas")!;
      expect(diets.children.map((child) => [child.slug, child.recipe_count])).toEqual([
        ["sin-gluten", 1],
        ["sin-lactosa", 1],
      ]);
      expect(diets.recipe_count).toBe(1);
      const detail = dataEnvelope(categoryDetail).parse(await (await api.request("/api/categories/dietas")).json());
      expect(detail.data.recipe_count).toBe(1);
      const listed = recipePage.parse(await (await api.request("/api/categories/dietas/recipes")).json());
      expect(listed.meta.total).toBe(detail.data.recipe_count);
    });
  });

  describe("GET /api/filterable-categories", () => {
    it("groups the categories with recipes by type, depth first, in a fixed order", async () => {
      const response = await api.request("/api/filterable-categories", { locale: "es" });
      expect(response.status).toBe(200);
      const { data } = dataEnvelope(z.array(filterableCategoryGroup)).parse(await response.json());
      expect(data.map((group) => group.type)).toEqual(["cuisine", "course", "diet", "occasion"]);
      const cuisines = data[0]!.categories;
      expect(cuisines.map((item) => [item.slug, item.level, item.recipe_count])).toEqual([
        ["cocinas-del-mundo", 0, 14],
        ["espanola", 1, 14],
        ["valenciana", 2, 2],
      ]);
      expect(cuisines[1]).toMatchObject({ name: "Española", parent_id: cuisines[0]!.id });
      expect(data[1]!.categories).toEqual([expect.objectContaining({ slug: "arroces", name: "Arroces", recipe_count: 14 })]);
      expect(data[2]!.categories.map((item) => [item.slug, item.recipe_count])).toEqual([
        ["dietas", 1],
        ["sin-gluten", 1],
        ["sin-lactosa", 1],
      ]);
    });

    it("leaves out categories without recipes", async () => {
      const { data } = dataEnvelope(z.array(filterableCategoryGroup)).parse(await (await api.request("/api/filterable-categories")).json());
      expect(data.flatMap((group) => group.categories.map((item) => item.slug))).not.toContain("vasca");
    });
  });

  describe("GET /api/categories/{slug}", () => {
    it("returns the category in the request's language with its parent, children and breadcrumb ancestors", async () => {
      const response = await api.request("/api/categories/valenciana", { locale: "en" });
      expect(response.status).toBe(200);
      const { data } = dataEnvelope(categoryDetail).parse(await response.json());
      expect(data).toMatchObject({ slug: "valenciana", name: "Valencian", type: "cuisine", level: 2, recipe_count: 2, children: [] });
      expect(data.parent).toMatchObject({ slug: "espanola", name: "Spanish", recipe_count: 14 });
      expect(data.ancestors.map((item) => item.slug)).toEqual(["cocinas-del-mundo", "espanola"]);
    });

    it("lists every child with its count, empty ones included", async () => {
      const { data } = dataEnvelope(categoryDetail).parse(await (await api.request("/api/categories/espanola", { locale: "es" })).json());
      expect(data.children.map((child) => [child.slug, child.name, child.recipe_count])).toEqual([
        ["valenciana", "Valenciana", 2],
        ["vasca", "Vasca", 0],
      ]);
      expect(data.parent).toMatchObject({ slug: "cocinas-del-mundo", name: "Cocinas del mundo" });
    });

    it("says which slug it could not find, in both languages", async () => {
      const english = await api.request("/api/categories/atlantida", { locale: "en" });
      expect(english.status).toBe(404);
      expect(errorBody.parse(await english.json())).toEqual({ message: "Category with slug 'atlantida' not found." });
      const spanish = await api.request("/api/categories/atlantida", { locale: "es" });
      expect(spanish.status).toBe(404);
      expect(errorBody.parse(await spanish.json())).toEqual({ message: "No se encontró la categoría con el slug 'atlantida'." });
    });
  });

  describe("GET /api/categories/{slug}/recipes", () => {
    it("pages through the recipes of the category and its descendants, 12 by default", async () => {
      const first = recipePage.parse(await (await api.request("/api/categories/espanola/recipes")).json());
      expect(first.data).toHaveLength(12);
      expect(first.meta).toMatchObject({ current_page: 1, last_page: 2, total: 14, per_page: 12 });
      // Newest first: the two Valencian recipes (October) lead.
      expect(first.data.slice(0, 2).map((recipe) => recipe.slug)).toEqual(["arroz-al-horno", "paella-valenciana"]);

      const second = recipePage.parse(await (await api.request("/api/categories/espanola/recipes?page=2")).json());
      expect(second.data.map((recipe) => recipe.slug)).toEqual(["arroz-2", "arroz-1"]);
      expect(second.meta).toMatchObject({ current_page: 2, last_page: 2, total: 14 });

      const root = recipePage.parse(await (await api.request("/api/categories/cocinas-del-mundo/recipes?limit=100")).json());
      expect(root.meta.total).toBe(14);
      expect(root.data.map((recipe) => recipe.slug)).not.toContain("borrador");
    });

    it("narrows to the descendant asked for and takes a limit", async () => {
      const body = recipePage.parse(await (await api.request("/api/categories/valenciana/recipes?limit=1", { locale: "en" })).json());
      expect(body.data.map((recipe) => [recipe.slug, recipe.title])).toEqual([["arroz-al-horno", "Valencian baked rice"]]);
      expect(body.meta).toMatchObject({ current_page: 1, last_page: 2, total: 2, per_page: 1 });
    });

    it("answers an empty page past the last one, and an empty category with no recipes", async () => {
      const past = recipePage.parse(await (await api.request("/api/categories/valenciana/recipes?page=5")).json());
      expect(past.data).toEqual([]);
      expect(past.meta).toMatchObject({ current_page: 5, last_page: 1, total: 2 });
      const empty = recipePage.parse(await (await api.request("/api/categories/vasca/recipes")).json());
      expect(empty).toMatchObject({ data: [], meta: { total: 0, last_page: 1 } });
    });

    it("sorts by rating, popularity, time and title in the request's language", async () => {
      const order = async (query: string, locale: "es" | "en" = "es") =>
        recipePage.parse(await (await api.request(`/api/categories/valenciana/recipes?${query}`, { locale })).json()).data.map((recipe) => recipe.slug);
      expect(await order("sort_by=rating")).toEqual(["paella-valenciana", "arroz-al-horno"]);
      expect(await order("sort_by=popular")).toEqual(["arroz-al-horno", "paella-valenciana"]);
      expect(await order("sort_by=time_desc")).toEqual(["paella-valenciana", "arroz-al-horno"]);
      expect(await order("sort_by=title_asc", "es")).toEqual(["arroz-al-horno", "paella-valenciana"]);
      expect(await order("sort_by=title_asc", "en")).toEqual(["paella-valenciana", "arroz-al-horno"]);
    });

    it("answers 404 with the catalogue message for an unknown category", async () => {
      const response = await api.request("/api/categories/atlantida/recipes", { locale: "en" });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Category with slug 'atlantida' not found." });
    });

    it("refuses a bad page, limit or sort with a 422", async () => {
      const zero = await api.request("/api/categories/espanola/recipes?page=0", { locale: "es" });
      expect(zero.status).toBe(422);
      expect(validationErrorBody.parse(await zero.json()).errors).toEqual({ page: ["Campo page debe estar entre 1 y 1000"] });

      const tooFar = await api.request("/api/categories/espanola/recipes?page=1001", { locale: "en" });
      expect(tooFar.status).toBe(422);
      expect((await tooFar.json()).errors.page).toEqual(["Field page must be between 1 and 1000"]);

      const tooMany = await api.request("/api/categories/espanola/recipes?limit=101", { locale: "es" });
      expect(tooMany.status).toBe(422);
      expect((await tooMany.json()).errors.limit).toEqual(["Campo limit debe estar entre 1 y 100"]);

      const notNumber = await api.request("/api/categories/espanola/recipes?limit=doce", { locale: "es" });
      expect(notNumber.status).toBe(422);
      expect((await notNumber.json()).errors.limit).toEqual(["El campo limit debe ser un número entero."]);

      const badSort = await api.request("/api/categories/espanola/recipes?sort_by=random", { locale: "es" });
      expect(badSort.status).toBe(422);
      expect((await badSort.json()).errors.sort_by).toEqual(["Opción de ordenamiento inválida"]);
    });
  });

  describe("tags", () => {
    it("returns every tag in the request's language", async () => {
      const response = await api.request("/api/tags", { locale: "es" });
      const { data } = dataEnvelope(z.array(tag)).parse(await response.json());
      expect(data).toEqual([
        { id: expect.any(Number), name: "Sin gluten", slug: "sin-gluten" },
        { id: expect.any(Number), name: "Tradicional", slug: "tradicional" },
      ]);
    });

    it("returns one tag with its published recipe count", async () => {
      const response = await api.request("/api/tags/sin-gluten", { locale: "en" });
      expect(response.status).toBe(200);
      expect(dataEnvelope(tagDetail).parse(await response.json()).data).toEqual({ id: expect.any(Number), name: "Gluten-free", slug: "sin-gluten", recipe_count: 1 });
    });

    it("pages through a tag's recipes", async () => {
      const only = recipePage.parse(await (await api.request("/api/tags/sin-gluten/recipes")).json());
      expect(only.data.map((recipe) => recipe.slug)).toEqual(["paella-valenciana"]);
      expect(only.meta).toMatchObject({ current_page: 1, last_page: 1, total: 1, per_page: 12 });

      const third = recipePage.parse(await (await api.request("/api/tags/tradicional/recipes?limit=5&page=3")).json());
      expect(third.data).toHaveLength(4);
      expect(third.meta).toMatchObject({ current_page: 3, last_page: 3, total: 14, per_page: 5 });
    });

    it("answers 404 for an unknown tag, on the tag and on its recipes", async () => {
      const english = await api.request("/api/tags/inexistente", { locale: "en" });
      expect(english.status).toBe(404);
      expect(await english.json()).toEqual({ message: "Tag with slug 'inexistente' not found." });
      const spanish = await api.request("/api/tags/inexistente/recipes", { locale: "es" });
      expect(spanish.status).toBe(404);
      expect(await spanish.json()).toEqual({ message: "No se encontró la etiqueta con el slug 'inexistente'." });
    });

    it("refuses a bad limit on a tag's recipes", async () => {
      const response = await api.request("/api/tags/tradicional/recipes?limit=0", { locale: "en" });
      expect(response.status).toBe(422);
      expect((await response.json()).errors.limit).toEqual(["Field limit must be between 1 and 100"]);
    });
  });

  describe("GET /api/recipes", () => {
    it("pages through every published recipe, newest first, and sorts on request", async () => {
      const first = recipePage.parse(await (await api.request("/api/recipes")).json());
      expect(first.meta).toMatchObject({ current_page: 1, last_page: 2, total: 14, per_page: 12 });
      expect(first.data[0]!.slug).toBe("arroz-al-horno");

      const quickest = recipePage.parse(await (await api.request("/api/recipes?sort_by=time_asc&limit=1")).json());
      expect(quickest.data.map((recipe) => recipe.slug)).toEqual(["arroz-al-horno"]);
      expect(quickest.meta.last_page).toBe(14);
    });

    it("refuses a page over 1000", async () => {
      const response = await api.request("/api/recipes?page=1001", { locale: "es" });
      expect(response.status).toBe(422);
    });
  });

  it("documents the new endpoints in the OpenAPI document", async () => {
    const document = (await (await api.request("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    for (const path of ["/api/filterable-categories", "/api/categories/{slug}", "/api/categories/{slug}/recipes", "/api/tags/{slug}", "/api/tags/{slug}/recipes", "/api/recipes"]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
  });
});
