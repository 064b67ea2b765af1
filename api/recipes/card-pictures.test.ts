import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { issueAccessToken } from "../access/access-tokens";
import { category } from "../contract/catalogue";
import { dataEnvelope, pageEnvelope } from "../contract/envelopes";
import { recipeDetail, recipeSummary } from "../contract/recipes";
import { recipes } from "../db/schema";
import { createCatalogue, createCategoryTree, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/**
 * Cards show a member's photo of the dish where there is one (decision 071): the recipe's own photo,
 * else its newest "Lo he cocinado" photo (kept in the recipe row by migration 0027's trigger), else
 * the generated illustration; the recipe's own page keeps its own picture. Each category shows the
 * picture of its most popular recipe.
 */
const api = useTestApi();
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
const cards = pageEnvelope(recipeSummary);
const tree = dataEnvelope(z.array(category));

const jpeg = (background: string) =>
  sharp({ create: { width: 160, height: 120, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function member() {
  const user = await createUser(api.db);
  return { ...user, token: await issueAccessToken(api.db, user.id, "test") };
}

async function photoOf(token: string, background = "#c2410c"): Promise<string> {
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(await jpeg(background))], "plato.jpg", { type: "image/jpeg" }));
  const response = await api.request("/api/photos", { method: "POST", token, form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function cooksnapOf(slug: string, token: string, photo: string) {
  const response = await api.request(`/api/recipes/${slug}/cooksnaps`, { method: "POST", token, json: { photo_id: photo, comment: "¡Riquísimo!" } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function cardOf(categorySlug: string, slug: string) {
  const response = await api.request(`/api/categories/${categorySlug}/recipes?per_page=50`, { locale: "en" });
  expect(response.status).toBe(200);
  return cards.parse(await response.json()).data.find((card) => card.slug === slug)!;
}

async function pageImageOf(slug: string) {
  const response = await api.request(`/api/recipes/${slug}`);
  expect(response.status).toBe(200);
  return dataEnvelope(recipeDetail).parse(await response.json()).data.image;
}

async function categoryNamed(slug: string) {
  const { data } = tree.parse(await (await api.request("/api/categories", { locale: "en" })).json());
  const all = data.flatMap(function flat(node): (typeof data)[number][] {
    return [node, ...node.children.flatMap(flat)];
  });
  return all.find((node) => node.slug === slug)!;
}

let sequence = 0;
async function recipeIn(categories: string[], authorId: number) {
  const slug = `tortilla-de-prueba-${++sequence}`;
  const id = await createRecipe(api.db, catalogue, authorId, paellaRecipe({ slug, title: { es: `Tortilla ${sequence}`, en: `Omelette ${sequence}` }, categories }));
  return { slug, id };
}

beforeAll(async () => {
  catalogue = await createCatalogue(api.db);
  const ids = await createCategoryTree(api.db, [
    {
      slug: "huevos",
      name: { es: "Huevos", en: "Eggs" },
      type: "course",
      children: [
        { slug: "tortillas", name: { es: "Tortillas", en: "Omelettes" }, type: "course" },
        { slug: "revueltos", name: { es: "Revueltos", en: "Scrambles" }, type: "course" },
      ],
    },
  ]);
  for (const [slug, id] of ids) catalogue.categoryIds.set(slug, id);
  await createCategoryTree(api.db, [{ slug: "vacia", name: { es: "Vacía", en: "Empty" }, type: "occasion" }]);
});

describe("a card's picture", () => {
  it("is the generated illustration until someone posts a cooksnap, then the newest cooksnap photo; the recipe page keeps its own", async () => {
    const author = await createUser(api.db);
    const { slug } = await recipeIn(["tortillas"], author.id);
    const before = await cardOf("tortillas", slug);
    expect(before.image?.url).toMatch(/^\/api\/media\/recipes\/.+\.svg$/);

    const ana = await member();
    const first = await photoOf(ana.token);
    await cooksnapOf(slug, ana.token, first);
    const ben = await member();
    const second = await photoOf(ben.token, "#15803d");
    const benSnap = await cooksnapOf(slug, ben.token, second);

    const after = await cardOf("tortillas", slug);
    expect(after.image).toMatchObject({ url: `/api/media/photos/${second}/160.webp`, width: 160, height: 120 });
    expect(after.image?.srcset_webp).toContain(`/api/media/photos/${second}/160.webp 160w`);
    expect((await pageImageOf(slug))?.url).toBe(before.image?.url);

    // Taking the newest away shows the one before it; taking every one away, the illustration again.
    expect((await api.request(`/api/cooksnaps/${benSnap}`, { method: "DELETE", token: ben.token })).status).toBe(200);
    expect((await cardOf("tortillas", slug)).image?.url).toBe(`/api/media/photos/${first}/160.webp`);
  });

  it("stays the recipe's own member photo when it has one", async () => {
    const author = await member();
    const { slug, id } = await recipeIn(["tortillas"], author.id);
    const own = await photoOf(author.token, "#1d4ed8");
    await api.db
      .update(recipes)
      .set({ featuredImageUrl: `/api/media/photos/${own}/160.webp`, featuredImageWidth: 160, featuredImageHeight: 120 })
      .where(eq(recipes.id, id));
    const cook = await member();
    await cooksnapOf(slug, cook.token, await photoOf(cook.token));
    expect((await cardOf("tortillas", slug)).image?.url).toBe(`/api/media/photos/${own}/160.webp`);
  });
});

describe("a category's picture", () => {
  it("is its most popular recipe's card picture, descendants included", async () => {
    const author = await createUser(api.db);
    const quiet = await recipeIn(["revueltos"], author.id);
    const loved = await recipeIn(["revueltos"], author.id);
    await api.db.update(recipes).set({ reviewsCount: 12, averageRating: 4.5 }).where(eq(recipes.id, loved.id));
    await api.db.update(recipes).set({ reviewsCount: 3, averageRating: 5 }).where(eq(recipes.id, quiet.id));
    const cook = await member();
    const photo = await photoOf(cook.token, "#a16207");
    await cooksnapOf(loved.slug, cook.token, photo);

    const scrambles = await categoryNamed("revueltos");
    expect(scrambles.image).toMatchObject({ url: `/api/media/photos/${photo}/160.webp`, width: 160, height: 120 });
    expect((await categoryNamed("huevos")).image?.url).toBe(`/api/media/photos/${photo}/160.webp`);
    // A category with no published recipe has no picture.
    expect((await categoryNamed("vacia")).image).toBeNull();
  });
});
