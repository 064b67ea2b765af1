import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "../access/access-tokens";
import { accountExport } from "../contract/account-export";
import { authUser } from "../contract/auth";
import { dataEnvelope, errorBody } from "../contract/envelopes";
import { SAVED_RECIPES_MAX } from "../contract/limits";
import { recipeDetail } from "../contract/recipes";
import { memberProfileMeta, savedRecipesPage, savedRecipeStatus } from "../contract/saved-recipes";
import { recipes, savedRecipes } from "../db/schema";
import { createCatalogue, createRecipe, createSavedRecipe, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** Saved recipes ("Guardar") through the API, against a real database: every answer checked against what was done. */
const api = useTestApi();
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
let author: { id: number };

const statusAnswer = dataEnvelope(savedRecipeStatus).extend({ message: z.string() });
const profileAnswer = dataEnvelope(authUser).extend({ meta: memberProfileMeta });
const detailAnswer = dataEnvelope(recipeDetail);

async function member() {
  const user = await createUser(api.db);
  return { id: user.id, token: await issueAccessToken(api.db, user.id, "test") };
}

let sequence = 0;
async function recipe(publishedAt = new Date("2026-10-01T10:00:00Z")) {
  const slug = `guiso-${++sequence}`;
  const id = await createRecipe(api.db, catalogue, author.id, paellaRecipe({ slug, title: { es: `Guiso ${sequence}`, en: `Stew ${sequence}` } }), { publishedAt });
  return { id, slug };
}

async function call(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  return { status: response.status, body: (await response.json()) as unknown };
}

const save = (slug: string | number, token?: string, locale?: "es" | "en") => call(`/api/recipes/${slug}/save`, { method: "POST", token, locale });
const unsave = (slug: string | number, token?: string, locale?: "es" | "en") => call(`/api/recipes/${slug}/save`, { method: "DELETE", token, locale });
const list = async (token: string, query = "") => savedRecipesPage.parse((await call(`/api/user/saved-recipes${query}`, { token })).body);

beforeAll(async () => {
  catalogue = await createCatalogue(api.db);
  author = await createUser(api.db);
});

describe("saving a recipe", () => {
  it("saves and unsaves idempotently, by slug or id, with the count and a message in the caller's language", async () => {
    const ana = await member();
    const [first, second] = [await recipe(), await recipe()];

    const saved = await save(first.slug, ana.token, "en");
    expect(saved.status).toBe(200);
    expect(statusAnswer.parse(saved.body)).toEqual({ data: { recipe_id: first.id, is_saved: true, saved_recipes_count: 1 }, message: "Recipe saved." });
    // Saving twice is one save.
    expect(statusAnswer.parse((await save(first.id, ana.token)).body).data).toEqual({ recipe_id: first.id, is_saved: true, saved_recipes_count: 1 });
    expect(statusAnswer.parse((await save(second.slug, ana.token)).body).data.saved_recipes_count).toBe(2);
    const rows = await api.db.select().from(savedRecipes).where(eq(savedRecipes.userId, ana.id));
    expect(rows.map((row) => row.recipeId).sort()).toEqual([first.id, second.id].sort());

    const removed = await unsave(first.slug, ana.token);
    expect(statusAnswer.parse(removed.body)).toEqual({ data: { recipe_id: first.id, is_saved: false, saved_recipes_count: 1 }, message: "Receta quitada de tus guardadas." });
    // Unsaving a recipe that is not saved is fine.
    expect((await unsave(first.slug, ana.token)).status).toBe(200);
    expect((await list(ana.token)).data.map((item) => item.id)).toEqual([second.id]);
  });

  it("refuses visitors, unknown and unpublished recipes, and a member past the limit", async () => {
    const ana = await member();
    const open = await recipe();
    expect((await save(open.slug)).status).toBe(401);
    expect((await unsave(open.slug)).status).toBe(401);
    expect((await call("/api/user/saved-recipes")).status).toBe(401);

    const scheduled = await recipe(new Date(Date.now() + 86_400_000));
    const notFound = await save(scheduled.slug, ana.token);
    expect(notFound.status).toBe(404);
    expect(errorBody.parse(notFound.body).message).toBe("No encontramos esa receta publicada.");
    expect((await save("no-such-recipe", ana.token)).status).toBe(404);
    expect((await save("99999999", ana.token)).status).toBe(404);
    expect((await save("Bad%20Slug!", ana.token)).status).toBeGreaterThanOrEqual(400);
    expect(await api.db.select().from(savedRecipes).where(eq(savedRecipes.userId, ana.id))).toEqual([]);

    // SAVED_RECIPES_MAX saved: one more is refused, saving one already saved is still fine.
    const [template] = await api.db.select().from(recipes).where(eq(recipes.id, open.id));
    const { id: _id, ...fields } = template!;
    const bulk = await api.db
      .insert(recipes)
      .values(Array.from({ length: SAVED_RECIPES_MAX }, (_, index) => ({ ...fields, slug: `lleno-${index}` })))
      .returning({ id: recipes.id });
    await api.db.insert(savedRecipes).values(bulk.map((row) => ({ userId: ana.id, recipeId: row.id })));
    const refused = await save(open.slug, ana.token, "en");
    expect(refused.status).toBe(422);
    expect(errorBody.parse(refused.body).message).toBe(`You already have ${SAVED_RECIPES_MAX} saved recipes: remove one before saving another.`);
    expect((await save(bulk[0]!.id, ana.token)).status).toBe(200);
    expect(statusAnswer.parse((await unsave(bulk[0]!.id, ana.token)).body).data.saved_recipes_count).toBe(SAVED_RECIPES_MAX - 1);
    expect((await save(open.slug, ana.token)).status).toBe(200);
  });
});

describe("the saved recipes list", () => {
  it("pages newest save first by cursor, with the total, and only the caller's", async () => {
    const [ana, ben] = [await member(), await member()];
    const made = [];
    for (let index = 0; index < 5; index++) made.push(await recipe());
    // Saved a day apart, the last one made first, so the order is the saves', not the recipes'.
    for (const [index, item] of [...made].reverse().entries()) await createSavedRecipe(api.db, ana.id, item.id, new Date(Date.UTC(2026, 10, 1 + index)));
    await createSavedRecipe(api.db, ben.id, made[0]!.id);

    const first = await list(ana.token, "?per_page=2");
    expect(first.meta).toMatchObject({ per_page: 2, total: 5 });
    expect(first.data.map((item) => item.id)).toEqual([made[0]!.id, made[1]!.id]);
    expect(first.data[0]!.saved_at).toBe("2026-11-05T00:00:00.000Z");
    expect(first.data[0]).toMatchObject({ slug: made[0]!.slug, title: expect.stringMatching(/^Guiso/) });
    const second = await list(ana.token, `?per_page=2&cursor=${first.meta.next_cursor}`);
    const third = await list(ana.token, `?per_page=2&cursor=${second.meta.next_cursor}`);
    expect(third.meta.next_cursor).toBeNull();
    expect([...first.data, ...second.data, ...third.data].map((item) => item.id)).toEqual(made.map((item) => item.id));
    expect((await list(ben.token)).data.map((item) => item.id)).toEqual([made[0]!.id]);

    // The default page is 24; a forged or overlong cursor, or a page size out of range, is a 422, never a 500.
    expect((await list(ana.token)).meta.per_page).toBe(24);
    for (const query of [
      "?cursor=nonsense",
      `?cursor=${Buffer.from('["2026-13-45 99:00:00",1]').toString("base64url")}`,
      `?cursor=${"a".repeat(300)}`,
      "?per_page=0",
      "?per_page=51",
      "?per_page=x",
    ]) {
      expect((await call(`/api/user/saved-recipes${query}`, { token: ana.token })).status, query).toBe(422);
    }

    // A recipe taken back down leaves the list and the count until it is published again.
    await api.db.update(recipes).set({ publishedAt: null }).where(eq(recipes.id, made[2]!.id));
    const after = await list(ana.token);
    expect(after.meta.total).toBe(4);
    expect(after.data.map((item) => item.id)).not.toContain(made[2]!.id);
    await api.db
      .update(recipes)
      .set({ publishedAt: new Date("2026-10-01T10:00:00Z") })
      .where(eq(recipes.id, made[2]!.id));
  });

  it("answers an empty list for a member with no saves", async () => {
    const ana = await member();
    expect(await list(ana.token)).toEqual({ data: [], meta: { per_page: 24, next_cursor: null, total: 0 } });
  });
});

describe("the caller's saves on other answers", () => {
  it("marks the recipe detail for the member who saved it only, and gives the profile the count and ids", async () => {
    const [ana, ben] = [await member(), await member()];
    const [soup, stew] = [await recipe(), await recipe()];
    await save(soup.slug, ana.token);
    await createSavedRecipe(api.db, ana.id, stew.id, new Date(Date.now() + 60_000));

    const detail = async (token?: string) => detailAnswer.parse((await call(`/api/recipes/${soup.slug}`, { token })).body).data.is_saved;
    expect(await detail(ana.token)).toBe(true);
    expect(await detail(ben.token)).toBe(false);
    expect(await detail()).toBe(false);
    // The kept answer is a visitor's: asking as a member first does not leak into it.
    await unsave(soup.slug, ana.token);
    expect(await detail(ana.token)).toBe(false);
    await save(soup.slug, ana.token);

    const profile = profileAnswer.parse((await call("/api/user/profile", { token: ana.token })).body);
    expect(profile.data.id).toBe(ana.id);
    expect(profile.meta.saved_recipes).toEqual({ count: 2, recipe_ids: [stew.id, soup.id] });
    expect(profileAnswer.parse((await call("/api/user/profile", { token: ben.token })).body).meta.saved_recipes).toEqual({ count: 0, recipe_ids: [] });
  });

  it("are in the member's data export, and go with their account", async () => {
    const ana = await member();
    const soup = await recipe();
    await createSavedRecipe(api.db, ana.id, soup.id, new Date("2026-11-02T09:00:00Z"));
    const exported = accountExport.parse(await (await api.request("/api/user/export", { token: ana.token })).json());
    expect(exported.saved_recipes).toEqual([
      { recipe: { slug: soup.slug, title_es: expect.stringMatching(/^Guiso/), title_en: expect.stringMatching(/^Stew/) }, saved_at: "2026-11-02T09:00:00.000Z" },
    ]);
    await api.db.execute(sql`delete from users where id = ${ana.id}`);
    expect(await api.db.select().from(savedRecipes).where(eq(savedRecipes.userId, ana.id))).toEqual([]);
  });

  it("moves the member pages' version on every save and unsave (kept signed-in pages refresh)", async () => {
    const ana = await member();
    const soup = await recipe();
    const version = async () =>
      Number(((await api.db.execute(sql`select version from member_pages_version where id = 1`)) as unknown as { rows: [{ version: number | string }] }).rows[0].version);
    const before = await version();
    await save(soup.slug, ana.token);
    const saved = await version();
    expect(saved).toBeGreaterThan(before);
    await unsave(soup.slug, ana.token);
    expect(await version()).toBeGreaterThan(saved);
  });
});
