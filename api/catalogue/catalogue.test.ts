import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { category, tag } from "../contract/catalogue";
import { dataEnvelope } from "../contract/envelopes";
import { useTestApi } from "../../tests/support/api-harness";
import { createCatalogue, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";

describe("catalogue API", () => {
  const api = useTestApi();

  beforeAll(async () => {
    const catalogue = await createCatalogue(api.db);
    const author = await createUser(api.db);
    await createRecipe(api.db, catalogue, author.id);
    await createRecipe(api.db, catalogue, author.id, paellaRecipe({ slug: "arroz-al-horno" }));
  });

  it("returns the category tree with counts that include descendants", async () => {
    const response = await api.request("/api/categories", { locale: "en" });
    expect(response.status).toBe(200);
    const { data } = dataEnvelope(z.array(category)).parse(await response.json());
    const world = data.find((root) => root.slug === "cocinas-del-mundo")!;
    expect(world).toMatchObject({ name: "World cuisines", level: 0, parent_id: null, recipe_count: 2 });
    const spanish = world.children[0]!;
    expect(spanish).toMatchObject({ slug: "espanola", level: 1, parent_id: world.id, recipe_count: 2 });
    expect(spanish.children[0]).toMatchObject({ slug: "valenciana", name: "Valencian", recipe_count: 2, children: [] });
    expect(data.find((root) => root.slug === "arroces")).toMatchObject({ type: "course", recipe_count: 2 });
  });

  it("returns every tag in the request's language", async () => {
    const response = await api.request("/api/tags", { locale: "es" });
    const { data } = dataEnvelope(z.array(tag)).parse(await response.json());
    expect(data).toEqual([
      { id: expect.any(Number), name: "Sin gluten", slug: "sin-gluten" },
      { id: expect.any(Number), name: "Tradicional", slug: "tradicional" },
    ]);
  });
});
