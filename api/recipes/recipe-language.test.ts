import { beforeAll, describe, expect, it } from "vitest";
import { dataEnvelope } from "../contract/envelopes";
import { recipeDetail, recipeSummary } from "../contract/recipes";
import { z } from "zod";
import { createCatalogue, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** A recipe written in one language reads in it throughout, lines included (issue 30). */
describe("a recipe in one language", () => {
  const api = useTestApi();

  beforeAll(async () => {
    const catalogue = await createCatalogue(api.db);
    const cook = await createUser(api.db, { name: "Jane Cook", slug: "jane-cook" });
    await createRecipe(
      api.db,
      catalogue,
      cook.id,
      paellaRecipe({
        slug: "garlic-rice",
        title: { es: "", en: "Garlic rice" },
        description: { es: "", en: "Rice with plenty of garlic." },
        ingredients: [
          ["arroz-bomba", 400, "g"],
          ["ajo", 2, "clove", { es: "", en: "minced" }],
        ],
        steps: [
          { es: "", en: "Fry the garlic." },
          { es: "", en: "Add the rice." },
        ],
      }),
      { isFeatured: true },
    );
  });

  it("gives its lines in its own language on the other language's page: name, unit words and note", async () => {
    const response = await api.request("/api/recipes/garlic-rice", { locale: "es" });
    const { data } = dataEnvelope(recipeDetail).parse(await response.json());
    expect(data.text_locale).toBe("en");
    expect(data.ingredients.map((line) => line.description)).toEqual(["400 g bomba rice", "2 cloves garlic, minced"]);
    expect(data.ingredients[1]).toMatchObject({ note: "minced", ingredient: { name: "garlic" } });
  });

  it("tells cards which language it is in", async () => {
    const spanish = dataEnvelope(z.array(recipeSummary)).parse(await (await api.request("/api/recipes/featured", { locale: "es" })).json());
    expect(spanish.data.find((recipe) => recipe.slug === "garlic-rice")).toMatchObject({ locale: "es", text_locale: "en", title: "Garlic rice" });
    const english = dataEnvelope(z.array(recipeSummary)).parse(await (await api.request("/api/recipes/featured", { locale: "en" })).json());
    expect(english.data.find((recipe) => recipe.slug === "garlic-rice")).toMatchObject({ locale: "en", text_locale: "en" });
  });
});
