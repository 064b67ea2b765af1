import { beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "../access/access-tokens";
import { dataEnvelope, validationErrorBody } from "../contract/envelopes";
import { RECIPE_LIST_NAME_MAX_LENGTH } from "../contract/limits";
import { recipeListCard, recipeListDetail, recipeListMembership } from "../contract/recipe-lists";
import { z } from "zod";
import { createCatalogue, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** Recipe lists through the API against a real database: what owners may do, and what nobody else may see. */
const api = useTestApi();
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;

interface Member {
  id: number;
  slug: string;
  token: string;
}

async function member(overrides: Parameters<typeof createUser>[1] = {}): Promise<Member> {
  const user = await createUser(api.db, overrides);
  return { id: user.id, slug: user.slug, token: await issueAccessToken(api.db, user.id, "test") };
}

async function call(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  return { status: response.status, body: (await response.json()) as unknown };
}

const saved = dataEnvelope(recipeListCard).extend({ message: z.string() });
const cards = dataEnvelope(z.array(recipeListCard));
const detail = dataEnvelope(recipeListDetail);
const memberships = dataEnvelope(z.array(recipeListMembership));

let sequence = 0;
let author: Member;
async function recipe(publishedAt = new Date("2026-10-01T10:00:00Z")) {
  const slug = `lista-receta-${++sequence}`;
  const id = await createRecipe(api.db, catalogue, author.id, paellaRecipe({ slug, title: { es: `Arroz ${sequence}`, en: `Rice ${sequence}` } }), { publishedAt });
  return { id, slug };
}

async function createList(owner: Member, json: Record<string, unknown>) {
  const answer = await call("/api/recipe-lists", { method: "POST", token: owner.token, json });
  expect(answer.status).toBe(201);
  return saved.parse(answer.body).data;
}

async function recipeSlugs(owner: Member, list: string) {
  return detail.parse((await call(`/api/recipe-lists/${list}`, { token: owner.token })).body).data.recipes.map((item) => item.slug);
}

beforeAll(async () => {
  catalogue = await createCatalogue(api.db);
  author = await member();
});

describe("a member's lists", () => {
  it("creates private lists with unique slugs, keeps the slug on rename, reorders and deletes", async () => {
    const ana = await member();
    const first = await createList(ana, { name: "Cenas rápidas" });
    expect(first).toMatchObject({ slug: "cenas-rapidas", is_public: false, description: "", position: 1, recipes_count: 0, covers: [] });
    const second = await createList(ana, { name: "Cenas  rápidas!", description: "Para diario", is_public: true });
    expect(second).toMatchObject({ slug: "cenas-rapidas-2", is_public: true, position: 2 });
    const third = await createList(ana, { name: "🍕" });
    expect(third.slug).toBe("lista");

    const renamed = await call(`/api/recipe-lists/${first.slug}`, { method: "PATCH", token: ana.token, json: { name: "Cenas de diario", description: "Entre semana" } });
    expect(saved.parse(renamed.body).data).toMatchObject({ slug: "cenas-rapidas", name: "Cenas de diario", description: "Entre semana" });

    const reordered = await call("/api/recipe-lists/order", { method: "PUT", token: ana.token, json: { slugs: ["lista", "cenas-rapidas", "cenas-rapidas-2"] } });
    expect(cards.parse(reordered.body).data.map((list) => [list.slug, list.position])).toEqual([
      ["lista", 1],
      ["cenas-rapidas", 2],
      ["cenas-rapidas-2", 3],
    ]);
    // A list left out, named twice or not the caller's: refused, order unchanged.
    for (const slugs of [
      ["lista", "cenas-rapidas"],
      ["lista", "lista", "cenas-rapidas-2"],
      ["lista", "cenas-rapidas", "otra"],
    ]) {
      const refused = await call("/api/recipe-lists/order", { method: "PUT", token: ana.token, json: { slugs } });
      expect(refused.status).toBe(422);
      expect(validationErrorBody.parse(refused.body).errors.slugs).toBeDefined();
    }

    expect((await call(`/api/recipe-lists/${second.slug}`, { method: "DELETE", token: ana.token })).status).toBe(200);
    const left = cards.parse((await call("/api/recipe-lists", { token: ana.token })).body).data;
    expect(left.map((list) => [list.slug, list.position])).toEqual([
      ["lista", 1],
      ["cenas-rapidas", 2],
    ]);
    // The slug is free again.
    expect((await createList(ana, { name: "Cenas rápidas" })).slug).toBe("cenas-rapidas-2");
  });

  it("refuses bad input with §5 messages in the caller's language and changes nothing", async () => {
    const ana = await member();
    const long = "a".repeat(RECIPE_LIST_NAME_MAX_LENGTH + 1);
    const es = await call("/api/recipe-lists", { method: "POST", token: ana.token, locale: "es", json: { name: long } });
    expect(es.status).toBe(422);
    expect(validationErrorBody.parse(es.body).errors.name).toEqual([`El campo nombre no debe superar los ${RECIPE_LIST_NAME_MAX_LENGTH} caracteres.`]);
    const en = await call("/api/recipe-lists", { method: "POST", token: ana.token, locale: "en", json: { name: "  " } });
    expect(validationErrorBody.parse(en.body).errors.name).toEqual(["The name field is required."]);
    const nul = await call("/api/recipe-lists", { method: "POST", token: ana.token, json: { name: "Cenas", description: "a\u0000b" } });
    expect(nul.status).toBe(422);
    expect(cards.parse((await call("/api/recipe-lists", { token: ana.token })).body).data).toEqual([]);
  });

  it("stops at the most lists a member may keep", async () => {
    const ana = await member();
    const { RECIPE_LISTS_PER_MEMBER } = await import("../contract/limits");
    for (let n = 0; n < RECIPE_LISTS_PER_MEMBER; n++) await createList(ana, { name: `Lista ${n}` });
    const refused = await call("/api/recipe-lists", { method: "POST", token: ana.token, locale: "en", json: { name: "Una más" } });
    expect(refused.status).toBe(422);
    expect(validationErrorBody.parse(refused.body).errors.name![0]).toContain(`${RECIPE_LISTS_PER_MEMBER} lists`);
  });

  it("makes a list public only with a verified e-mail", async () => {
    const unverified = await member({ emailVerifiedAt: null });
    expect((await call("/api/recipe-lists", { method: "POST", token: unverified.token, json: { name: "Pública", is_public: true } })).status).toBe(403);
    const list = await createList(unverified, { name: "Privada" });
    expect((await call(`/api/recipe-lists/${list.slug}`, { method: "PATCH", token: unverified.token, json: { is_public: true } })).status).toBe(403);
    expect(saved.parse((await call(`/api/recipe-lists/${list.slug}`, { method: "PATCH", token: unverified.token, json: { name: "Sigue privada" } })).body).data.name).toBe(
      "Sigue privada",
    );
  });
});

describe("recipes in a list", () => {
  it("adds at the end or at a position, once, moves and removes them; counts and covers follow", async () => {
    const ana = await member();
    const list = await createList(ana, { name: "Arroces" });
    const [a, b, c, d] = [await recipe(), await recipe(), await recipe(), await recipe()];
    const path = `/api/recipe-lists/${list.slug}/recipes`;
    expect((await call(path, { method: "POST", token: ana.token, json: { recipe: a.id } })).status).toBe(201);
    expect((await call(path, { method: "POST", token: ana.token, json: { recipe: b.slug } })).status).toBe(201);
    const atFront = await call(path, { method: "POST", token: ana.token, json: { recipe: c.id, position: 1 } });
    expect(saved.parse(atFront.body).data.recipes_count).toBe(3);
    expect(await recipeSlugs(ana, list.slug)).toEqual([c.slug, a.slug, b.slug]);
    // Twice is once.
    const again = await call(path, { method: "POST", token: ana.token, json: { recipe: a.id } });
    expect(again.status).toBe(200);
    expect(await recipeSlugs(ana, list.slug)).toEqual([c.slug, a.slug, b.slug]);

    expect((await call(`${path}/${b.slug}`, { method: "PUT", token: ana.token, json: { position: 1 } })).status).toBe(200);
    expect(await recipeSlugs(ana, list.slug)).toEqual([b.slug, c.slug, a.slug]);
    expect((await call(`${path}/${b.id}`, { method: "PUT", token: ana.token, json: { position: 99 } })).status).toBe(200);
    expect(await recipeSlugs(ana, list.slug)).toEqual([c.slug, a.slug, b.slug]);
    expect((await call(`${path}/${d.slug}`, { method: "PUT", token: ana.token, json: { position: 1 } })).status).toBe(404);
    expect((await call(`${path}/${a.slug}`, { method: "PUT", token: ana.token, json: { position: 0 } })).status).toBe(422);

    const removed = await call(`${path}/${c.slug}`, { method: "DELETE", token: ana.token });
    expect(saved.parse(removed.body).data.recipes_count).toBe(2);
    expect(await recipeSlugs(ana, list.slug)).toEqual([a.slug, b.slug]);
    expect((await call(`${path}/${c.slug}`, { method: "DELETE", token: ana.token })).status).toBe(404);

    const card = cards.parse((await call("/api/recipe-lists", { token: ana.token })).body).data[0]!;
    expect(card.recipes_count).toBe(2);
    expect(card.covers.length).toBeLessThanOrEqual(2);

    // A recipe not out yet cannot be added; an unknown recipe neither.
    const draft = await recipe(new Date(Date.now() + 86_400_000));
    expect((await call(path, { method: "POST", token: ana.token, json: { recipe: draft.slug } })).status).toBe(404);
    expect((await call(path, { method: "POST", token: ana.token, json: { recipe: "no-existe" } })).status).toBe(404);
    expect((await call(path, { method: "POST", token: ana.token, json: { recipe: { id: 1 } } })).status).toBe(422);
  });

  it("tells which of the caller's lists hold a recipe", async () => {
    const ana = await member();
    const [one, two] = [await createList(ana, { name: "Una" }), await createList(ana, { name: "Dos" })];
    const paella = await recipe();
    await call(`/api/recipe-lists/${two.slug}/recipes`, { method: "POST", token: ana.token, json: { recipe: paella.id } });
    const answer = memberships.parse((await call(`/api/recipes/${paella.slug}/recipe-lists`, { token: ana.token })).body).data;
    expect(answer).toEqual([
      { slug: one.slug, name: "Una", is_public: false, contains: false },
      { slug: two.slug, name: "Dos", is_public: false, contains: true },
    ]);
    expect((await call(`/api/recipes/${paella.slug}/recipe-lists`)).status).toBe(401);
    expect((await call(`/api/recipes/no-existe/recipe-lists`, { token: ana.token })).status).toBe(404);
  });
});

describe("who sees a list", () => {
  it("shows a public list to anyone at its address and on the member's lists; a private one to nobody but its owner", async () => {
    const ana = await member();
    const other = await member();
    const open = await createList(ana, { name: "Para compartir", is_public: true });
    const secret = await createList(ana, { name: "Sólo mía" });
    const paella = await recipe();
    await call(`/api/recipe-lists/${open.slug}/recipes`, { method: "POST", token: ana.token, json: { recipe: paella.id } });

    for (const token of [undefined, other.token]) {
      const read = await call(`/api/users/${ana.slug}/recipe-lists/${open.slug}`, { token });
      expect(detail.parse(read.body).data).toMatchObject({ name: "Para compartir", recipes_count: 1, owner: { slug: ana.slug } });
      const hidden = await call(`/api/users/${ana.slug}/recipe-lists/${secret.slug}`, { token });
      const missing = await call(`/api/users/${ana.slug}/recipe-lists/no-existe`, { token });
      // A private list answers exactly as one that does not exist.
      expect([hidden.status, hidden.body]).toEqual([missing.status, missing.body]);
      expect(hidden.status).toBe(404);
      expect(cards.parse((await call(`/api/users/${ana.slug}/recipe-lists`, { token })).body).data.map((list) => list.slug)).toEqual([open.slug]);
    }
    expect((await call(`/api/users/${ana.slug}/recipe-lists/${secret.slug}`, { token: ana.token })).status).toBe(200);

    // Another member cannot read or change the owner's lists through their own addresses either.
    expect((await call(`/api/recipe-lists/${secret.slug}`, { token: other.token })).status).toBe(404);
    expect((await call(`/api/recipe-lists/${open.slug}`, { method: "PATCH", token: other.token, json: { name: "Mía" } })).status).toBe(404);
    expect((await call(`/api/recipe-lists/${open.slug}`, { method: "DELETE", token: other.token })).status).toBe(404);
    expect((await call(`/api/recipe-lists/${open.slug}/recipes`, { method: "POST", token: other.token, json: { recipe: paella.id } })).status).toBe(404);
    expect((await call(`/api/recipe-lists/${open.slug}/recipes/${paella.id}`, { method: "DELETE", token: other.token })).status).toBe(404);
    expect((await call(`/api/recipe-lists/${open.slug}/recipes/${paella.id}`, { method: "PUT", token: other.token, json: { position: 1 } })).status).toBe(404);
    expect((await call("/api/recipe-lists/order", { method: "PUT", token: other.token, json: { slugs: [open.slug, secret.slug] } })).status).toBe(422);
    expect(detail.parse((await call(`/api/recipe-lists/${open.slug}`, { token: ana.token })).body).data).toMatchObject({ name: "Para compartir", recipes_count: 1 });

    // Made private, it is gone for everyone else.
    await call(`/api/recipe-lists/${open.slug}`, { method: "PATCH", token: ana.token, json: { is_public: false } });
    expect((await call(`/api/users/${ana.slug}/recipe-lists/${open.slug}`)).status).toBe(404);
    // Visitors are asked to sign in for the owner's addresses.
    expect((await call("/api/recipe-lists")).status).toBe(401);
    expect((await call("/api/recipe-lists", { method: "POST", json: { name: "x" } })).status).toBe(401);
  });

  it("hides a private profile's lists", async () => {
    const hidden = await member({ privacySettings: { profile_public: false } } as Parameters<typeof createUser>[1]);
    await createList(hidden, { name: "Pública", is_public: true });
    expect((await call(`/api/users/${hidden.slug}/recipe-lists`)).status).toBe(404);
    expect((await call(`/api/users/${hidden.slug}/recipe-lists/publica`)).status).toBe(404);
    expect((await call(`/api/users/${hidden.slug}/recipe-lists/publica`, { token: hidden.token })).status).toBe(200);
  });
});
