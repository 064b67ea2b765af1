import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { issueAccessToken } from "../access/access-tokens";
import { dataEnvelope, errorBody, validationErrorBody } from "../contract/envelopes";
import { recipeSummary } from "../contract/recipes";
import { memberTastes } from "../contract/tastes";
import { createCatalogue, createCategoryTree, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** A member's tastes (decision 071): what the onboarding saves and the home reads. */
const api = useTestApi();
const answer = dataEnvelope(memberTastes);
const saved = answer.extend({ message: z.string() });

beforeAll(async () => {
  const catalogue = await createCatalogue(api.db);
  const diets = await createCategoryTree(api.db, [
    {
      slug: "dietas",
      name: { es: "Dietas", en: "Diets" },
      type: "diet",
      children: [
        { slug: "vegetariana", name: { es: "Vegetariana", en: "Vegetarian" }, type: "diet" },
        { slug: "sin-lactosa", name: { es: "Sin lactosa", en: "Dairy-free" }, type: "diet" },
        // Also a tag (the catalogue's "sin-gluten"): the search requires it through the tag.
        { slug: "sin-gluten", name: { es: "Sin gluten", en: "Gluten-free" }, type: "diet" },
      ],
    },
  ]);
  for (const [slug, id] of diets) catalogue.categoryIds.set(slug, id);
  const author = await createUser(api.db);
  const recipe = (slug: string, categories: string[], day: number, withSaffron = true) =>
    createRecipe(
      api.db,
      catalogue,
      author.id,
      paellaRecipe({
        slug,
        title: { es: slug, en: slug },
        categories,
        ingredients: withSaffron ? paellaRecipe().ingredients : paellaRecipe().ingredients.filter(([ingredient]) => ingredient !== "azafran"),
      }),
      { publishedAt: new Date(Date.UTC(2026, 9, day)) },
    );
  await recipe("verde-y-sin-lactosa", ["vegetariana", "sin-lactosa"], 1);
  await recipe("verde-sin-lactosa-sin-azafran", ["vegetariana", "sin-lactosa"], 2, false);
  await recipe("solo-verde", ["vegetariana"], 3);
  await recipe("ni-lo-uno-ni-lo-otro", [], 4);
  const searched = (slug: string, tags: string[], ingredients: string[]) =>
    createRecipe(
      api.db,
      catalogue,
      author.id,
      paellaRecipe({
        slug,
        title: { es: `Buscable ${slug}`, en: `Searchable ${slug}` },
        tags,
        ingredients: paellaRecipe().ingredients.filter(([slug]) => ingredients.includes(slug)),
      }),
      { publishedAt: new Date(Date.UTC(2026, 8, 1)) },
    );
  await searched("buscable-sin-gluten-sin-tomate", ["sin-gluten"], ["arroz-bomba", "ajo"]);
  await searched("buscable-sin-gluten-con-tomate", ["sin-gluten"], ["arroz-bomba", "tomate"]);
  await searched("buscable-con-gluten-sin-tomate", ["tradicional"], ["arroz-bomba", "ajo"]);
});

async function member() {
  const user = await createUser(api.db, { emailVerifiedAt: null });
  return issueAccessToken(api.db, user.id, "test");
}

const put = (token: string | undefined, json: unknown, locale: "es" | "en" = "es") => api.request("/api/user/tastes", { method: "PUT", token, json, locale });

describe("a member's tastes", () => {
  it("start unasked, with the diets, cuisines and catalogue ingredients the onboarding offers in the member's language", async () => {
    const token = await member();
    const response = await api.request("/api/user/tastes", { token, locale: "en" });
    expect(response.status).toBe(200);
    const { data } = answer.parse(await response.json());
    expect(data).toMatchObject({ diets: [], dislikes: [], cuisines: [], onboarded: false });
    expect(data.options.diets).toEqual([
      { slug: "vegetariana", name: "Vegetarian" },
      { slug: "sin-lactosa", name: "Dairy-free" },
      { slug: "sin-gluten", name: "Gluten-free" },
    ]);
    expect(data.options.cuisines).toEqual([{ slug: "espanola", name: "Spanish" }]);
    // Only common dislikes the catalogue holds are offered.
    expect(data.options.dislikes).toEqual([{ slug: "ajo", name: "garlic" }]);
  });

  it("are saved by an unverified member too, once each, and read back with their names", async () => {
    const token = await member();
    const response = await put(token, { diets: ["vegetariana", "vegetariana"], dislikes: ["tomate"], cuisines: ["valenciana"] });
    expect(response.status).toBe(200);
    const body = saved.parse(await response.json());
    expect(body.message).toBe("Hemos guardado tus gustos: tu inicio y tus búsquedas los tendrán en cuenta.");
    expect(body.data).toMatchObject({
      diets: [{ slug: "vegetariana", name: "Vegetariana" }],
      dislikes: [{ slug: "tomate", name: "tomate" }],
      cuisines: [{ slug: "valenciana", name: "Valenciana" }],
      onboarded: true,
    });
    // Saving again replaces them.
    expect((await put(token, { diets: ["sin-lactosa"], dislikes: [], cuisines: [] })).status).toBe(200);
    const { data } = answer.parse(await (await api.request("/api/user/tastes", { token })).json());
    expect(data.diets.map((diet) => diet.slug)).toEqual(["sin-lactosa"]);
    expect(data.dislikes).toEqual([]);
  });

  it("are skipped with empty lists, which counts as asked", async () => {
    const token = await member();
    const body = saved.parse(await (await put(token, { diets: [], dislikes: [], cuisines: [] }, "en")).json());
    expect(body.message).toBe("No problem: you can tell us your tastes later.");
    expect(body.data.onboarded).toBe(true);
  });

  it("refuse what is not a diet, a cuisine or a catalogue ingredient, in the request's language", async () => {
    const token = await member();
    const wrong = await put(token, { diets: ["espanola"], dislikes: ["kryptonita"], cuisines: [] }, "en");
    expect(wrong.status).toBe(422);
    const body = validationErrorBody.parse(await wrong.json());
    expect(body.errors).toEqual({ diets: ["Choose your diets from the list."], dislikes: ["We couldn't find that ingredient in the catalogue: choose one from the list."] });
    const tooMany = await put(token, { diets: [], dislikes: Array.from({ length: 21 }, (_, index) => `ingrediente-${index}`), cuisines: [] });
    expect(tooMany.status).toBe(422);
    const notAList = await put(token, { diets: "vegetariana", dislikes: [], cuisines: [] });
    expect(notAList.status).toBe(422);
    // Nothing was saved.
    const { data } = answer.parse(await (await api.request("/api/user/tastes", { token })).json());
    expect(data.onboarded).toBe(false);
  });

  it("choose the newest recipes that meet every diet and hold none of the ingredients left out", async () => {
    const token = await member();
    const recipesFor = async () => {
      const response = await api.request("/api/user/tastes/recipes?limit=10", { token });
      expect(response.status).toBe(200);
      return dataEnvelope(z.array(recipeSummary))
        .parse(await response.json())
        .data.map((recipe) => recipe.slug);
    };
    expect(await recipesFor()).toEqual([]);
    await put(token, { diets: ["vegetariana", "sin-lactosa"], dislikes: [], cuisines: [] });
    expect(await recipesFor()).toEqual(["verde-sin-lactosa-sin-azafran", "verde-y-sin-lactosa"]);
    await put(token, { diets: ["vegetariana"], dislikes: ["azafran"], cuisines: [] });
    expect(await recipesFor()).toEqual(["verde-sin-lactosa-sin-azafran"]);
    expect((await api.request("/api/user/tastes/recipes?limit=99", { token })).status).toBe(422);
  });

  it("stand for search filters (decision 075): each diet with a tag required, each ingredient left out excluded", async () => {
    const token = await member();
    const { data: unasked } = answer.parse(await (await api.request("/api/user/tastes", { token })).json());
    expect(unasked.search).toEqual({ include_tag_slugs: [], exclude_ingredient_ids: [] });
    // "vegetariana" has no tag in this catalogue: only the home's strip can read it.
    const { data } = saved.parse(await (await put(token, { diets: ["sin-gluten", "vegetariana"], dislikes: ["tomate"], cuisines: [] })).json());
    expect(data.search).toEqual({ include_tag_slugs: ["sin-gluten"], exclude_ingredient_ids: ["tomate"] });
    // A disliked ingredient outside the common list is still offered, so the settings form keeps it.
    expect(data.options.dislikes.map((option) => option.slug)).toContain("tomate");
    const query = new URLSearchParams({
      q: "buscable",
      include_tag_slugs: data.search.include_tag_slugs.join(","),
      exclude_ingredient_ids: data.search.exclude_ingredient_ids.join(","),
    });
    const response = await api.request(`/api/recipes/search?${query.toString()}`, { token });
    expect(response.status).toBe(200);
    const found = dataEnvelope(z.array(recipeSummary)).parse(await response.json());
    expect(found.data.map((recipe) => recipe.slug)).toEqual(["buscable-sin-gluten-sin-tomate"]);
  });

  it("are a member's own: a visitor is told to sign in", async () => {
    const response = await api.request("/api/user/tastes");
    expect(response.status).toBe(401);
    expect((await api.request("/api/user/tastes/recipes")).status).toBe(401);
    expect(errorBody.parse(await response.json()).message).toBeTruthy();
  });
});
