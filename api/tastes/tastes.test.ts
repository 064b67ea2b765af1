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

  it("are a member's own: a visitor is told to sign in", async () => {
    const response = await api.request("/api/user/tastes");
    expect(response.status).toBe(401);
    expect((await api.request("/api/user/tastes/recipes")).status).toBe(401);
    expect(errorBody.parse(await response.json()).message).toBeTruthy();
  });
});
