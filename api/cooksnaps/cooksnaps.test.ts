import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { issueAccessToken } from "../access/access-tokens";
import { cooksnap } from "../contract/cooksnaps";
import { cursorPage } from "../contract/community";
import { dataEnvelope, errorBody, validationErrorBody } from "../contract/envelopes";
import { notificationPage } from "../contract/notifications";
import { recipeDetail } from "../contract/recipes";
import { cooksnaps } from "../db/schema";
import { createCatalogue, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** Cooksnaps, "Lo he cocinado" (decision 055), on a real database and real photo files. */
const api = useTestApi();
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
const page = cursorPage(cooksnap);
const created = dataEnvelope(cooksnap).extend({ message: z.string() });
const detail = dataEnvelope(recipeDetail);

beforeAll(async () => {
  catalogue = await createCatalogue(api.db);
});

async function member(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(api.db, overrides);
  return { ...user, token: await issueAccessToken(api.db, user.id, "test") };
}

let sequence = 0;
async function recipeBy(author: { id: number }, options: Parameters<typeof createRecipe>[4] = {}) {
  const slug = `arroz-cocinado-${++sequence}`;
  await createRecipe(api.db, catalogue, author.id, paellaRecipe({ slug, title: { es: `Arroz ${sequence}`, en: `Rice ${sequence}` } }), options);
  return slug;
}

const jpeg = sharp({ create: { width: 120, height: 90, channels: 3, background: "#c2410c" } })
  .jpeg()
  .toBuffer();

async function photoOf(token: string): Promise<string> {
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(await jpeg)], "plato.jpg", { type: "image/jpeg" }));
  const response = await api.request("/api/photos", { method: "POST", token, form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function call(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  return { status: response.status, body: (await response.json()) as unknown };
}

const post = (slug: string, token: string | undefined, json: unknown, locale?: "es" | "en") => call(`/api/recipes/${slug}/cooksnaps`, { method: "POST", token, json, locale });

describe("posting a cooksnap", () => {
  it("publishes the member's own photo and comment, newest first on the recipe and the member's list, and counts it on the recipe", async () => {
    const author = await member();
    const slug = await recipeBy(author);
    const ana = await member({ name: "Ana Cocina" });
    const photo = await photoOf(ana.token);

    const answer = await post(slug, ana.token, { photo_id: photo, comment: "  Salió buenísima, con un poco más de caldo.  " });
    expect(answer.status).toBe(201);
    const body = created.parse(answer.body);
    expect(body.message).toBe("¡Gracias por compartir lo que has cocinado!");
    expect(body.data).toMatchObject({ comment: "Salió buenísima, con un poco más de caldo.", user: { name: "Ana Cocina", slug: ana.slug }, recipe: { slug } });
    expect(body.data.photo.srcset_avif).toContain(`/api/media/photos/${photo}/120.avif 120w`);
    expect(body.data.cooked_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const ben = await member();
    expect((await post(slug, ben.token, { photo_id: await photoOf(ben.token) })).status).toBe(201);

    const listed = page.parse((await call(`/api/recipes/${slug}/cooksnaps`)).body);
    expect(listed.data.map((item) => item.user.slug)).toEqual([ben.slug, ana.slug]);
    const first = page.parse((await call(`/api/recipes/${slug}/cooksnaps?per_page=1`)).body);
    expect(first.data.map((item) => item.user.slug)).toEqual([ben.slug]);
    const second = page.parse((await call(`/api/recipes/${slug}/cooksnaps?per_page=1&cursor=${first.meta.next_cursor}`)).body);
    expect(second.data.map((item) => item.user.slug)).toEqual([ana.slug]);
    expect(second.meta.next_cursor).toBeNull();

    expect(page.parse((await call(`/api/users/${ana.slug}/cooksnaps`)).body).data.map((item) => item.recipe.slug)).toEqual([slug]);
    expect(detail.parse((await call(`/api/recipes/${slug}`)).body).data.cooksnaps_count).toBe(2);
  });

  it("takes one per member, recipe and day: a second the same day is refused in the caller's language, the next day is fine", async () => {
    const slug = await recipeBy(await member());
    const ana = await member();
    expect((await post(slug, ana.token, { photo_id: await photoOf(ana.token), comment: "Primera vez" })).status).toBe(201);

    const again = await post(slug, ana.token, { photo_id: await photoOf(ana.token), comment: "Otra vez" });
    expect(again.status).toBe(422);
    expect(validationErrorBody.parse(again.body).message).toBe("Ya has compartido hoy que has cocinado esta receta. Podrás añadir otra foto mañana.");
    const english = await post(slug, ana.token, { photo_id: await photoOf(ana.token) }, "en");
    expect(errorBody.parse(english.body).message).toBe("You have already shared that you cooked this recipe today. You can add another photo tomorrow.");

    // A day later (moved in the database, not waited for).
    await api.db.execute(sql`update cooksnaps set cooked_on = cooked_on - 1, created_at = created_at - interval '1 day' where user_id = ${ana.id}`);
    expect((await post(slug, ana.token, { photo_id: await photoOf(ana.token), comment: "Al día siguiente" })).status).toBe(201);
    expect(page.parse((await call(`/api/recipes/${slug}/cooksnaps`)).body).data.map((item) => item.comment)).toEqual(["Al día siguiente", "Primera vez"]);
  });

  it("refuses someone else's photo, a photo already shown, a missing one, an unverified member, a visitor and a recipe not published", async () => {
    const slug = await recipeBy(await member());
    const [ana, ben] = [await member(), await member()];
    const bens = await photoOf(ben.token);
    const refused = await post(slug, ana.token, { photo_id: bens });
    expect(refused.status).toBe(422);
    expect(validationErrorBody.parse(refused.body).errors.photo_id).toEqual(["No encontramos esa foto entre las tuyas: súbela de nuevo."]);
    expect((await post(slug, ana.token, { photo_id: "0123456789abcdef0123" })).status).toBe(422);
    expect((await post(slug, ana.token, {})).status).toBe(422);
    expect((await post(slug, ana.token, { photo_id: await photoOf(ana.token), comment: "x".repeat(281) })).status).toBe(422);

    expect((await post(slug, ben.token, { photo_id: bens })).status).toBe(201);
    const otherRecipe = await recipeBy(await member());
    expect(validationErrorBody.parse((await post(otherRecipe, ben.token, { photo_id: bens })).body).errors.photo_id).toEqual(["Esa foto ya está en otro «Lo he cocinado»."]);

    const unverified = await member({ emailVerifiedAt: null });
    expect((await post(slug, unverified.token, { photo_id: "0123456789abcdef0123" })).status).toBe(403);
    expect((await post(slug, undefined, { photo_id: bens })).status).toBe(401);
    const draft = await recipeBy(await member(), { publishedAt: new Date("2099-01-01T00:00:00Z") });
    expect((await post(draft, ana.token, { photo_id: await photoOf(ana.token) })).status).toBe(404);
  });

  it("keeps the photo from being deleted while a cooksnap shows it", async () => {
    const slug = await recipeBy(await member());
    const ana = await member();
    const photo = await photoOf(ana.token);
    const answer = created.parse((await post(slug, ana.token, { photo_id: photo })).body);
    const refused = await call(`/api/photos/${photo}`, { method: "DELETE", token: ana.token });
    expect(refused.status).toBe(409);
    expect(errorBody.parse(refused.body).message).toMatch(/Lo he cocinado/);
    expect((await call(`/api/cooksnaps/${answer.data.id}`, { method: "DELETE", token: ana.token })).status).toBe(200);
    expect((await call(`/api/photos/${photo}`, { method: "DELETE", token: ana.token })).status).toBe(200);
  });
});

describe("the recipe's author is told", () => {
  it("in both languages, not for their own recipe, and not when switched off", async () => {
    const author = await member();
    const slug = await recipeBy(author);
    const ana = await member({ name: "Ana Fogones" });
    await post(slug, ana.token, { photo_id: await photoOf(ana.token) });
    await post(slug, author.token, { photo_id: await photoOf(author.token) });
    await api.drainOutboxEvents();

    const spanish = notificationPage.parse((await call("/api/notifications", { token: author.token })).body);
    expect(spanish.data.filter((item) => item.type === "cooksnap_posted")).toHaveLength(1);
    expect(spanish.data[0]).toMatchObject({ type: "cooksnap_posted", data: { link: `/receta/${slug}#cooksnaps` } });
    expect(spanish.data[0]!.data.message).toMatch(/^Ana Fogones ha cocinado tu receta «Arroz \d+» y ha subido una foto$/);
    const english = notificationPage.parse((await call("/api/notifications", { token: author.token, locale: "en" })).body);
    expect(english.data[0]!.data.message).toMatch(/^Ana Fogones cooked your recipe “Rice \d+” and shared a photo$/);

    const quiet = await member({ notificationPreferences: { cooksnap_posted: false } });
    const quietSlug = await recipeBy(quiet);
    await post(quietSlug, ana.token, { photo_id: await photoOf(ana.token) });
    await api.drainOutboxEvents();
    expect(notificationPage.parse((await call("/api/notifications", { token: quiet.token })).body).data).toHaveLength(0);
  });
});

describe("deleting a cooksnap", () => {
  it("is for its author and admins; others get 403, a missing one 404, a visitor 401", async () => {
    const slug = await recipeBy(await member());
    const [ana, ben, admin] = [await member(), await member(), await member({ roles: ["admin"] })];
    const first = created.parse((await post(slug, ana.token, { photo_id: await photoOf(ana.token) })).body).data.id;
    expect((await call(`/api/cooksnaps/${first}`, { method: "DELETE" })).status).toBe(401);
    expect((await call(`/api/cooksnaps/${first}`, { method: "DELETE", token: ben.token })).status).toBe(403);
    expect((await call(`/api/cooksnaps/${first}`, { method: "DELETE", token: admin.token })).status).toBe(200);
    expect((await call(`/api/cooksnaps/${first}`, { method: "DELETE", token: ana.token })).status).toBe(404);
    expect(await api.db.select().from(cooksnaps).where(eq(cooksnaps.id, first))).toEqual([]);
    expect(detail.parse((await call(`/api/recipes/${slug}`)).body).data.cooksnaps_count).toBe(0);
  });
});

describe("kept answers", () => {
  it("shows a new cooksnap and its deletion on the very next read of the recipe and its cooksnaps", async () => {
    const slug = await recipeBy(await member());
    const ana = await member();
    for (let i = 0; i < 2; i++) {
      expect(page.parse((await call(`/api/recipes/${slug}/cooksnaps`)).body).data).toEqual([]);
      expect(detail.parse((await call(`/api/recipes/${slug}`)).body).data.cooksnaps_count).toBe(0);
    }
    const id = created.parse((await post(slug, ana.token, { photo_id: await photoOf(ana.token), comment: "Recién hecho" })).body).data.id;
    expect(page.parse((await call(`/api/recipes/${slug}/cooksnaps`)).body).data.map((item) => item.comment)).toEqual(["Recién hecho"]);
    expect(detail.parse((await call(`/api/recipes/${slug}`)).body).data.cooksnaps_count).toBe(1);
    await call(`/api/cooksnaps/${id}`, { method: "DELETE", token: ana.token });
    expect(page.parse((await call(`/api/recipes/${slug}/cooksnaps`)).body).data).toEqual([]);
    expect(detail.parse((await call(`/api/recipes/${slug}`)).body).data.cooksnaps_count).toBe(0);
  });

  it("lists nothing of a member who keeps their activity to themselves, and 404 for a private profile", async () => {
    const hidden = await member({ privacySettings: { show_activity: false } });
    const slug = await recipeBy(await member());
    await post(slug, hidden.token, { photo_id: await photoOf(hidden.token) });
    expect(page.parse((await call(`/api/users/${hidden.slug}/cooksnaps`)).body).data).toEqual([]);
    expect(page.parse((await call(`/api/users/${hidden.slug}/cooksnaps`, { token: hidden.token })).body).data).toHaveLength(1);
    const closed = await member({ privacySettings: { profile_public: false } });
    expect((await call(`/api/users/${closed.slug}/cooksnaps`)).status).toBe(404);
  });
});

describe("what the people one follows cooked (their home, decision 081)", () => {
  it("lists the cooksnaps of the cooks one follows with the recipe cooked, newest first: published recipes only, none from a cook who keeps their activity private, nobody else's", async () => {
    const reader = await member();
    const [ana, ben, hidden, stranger] = [await member({ name: "Ana Sigue" }), await member(), await member({ privacySettings: { show_activity: false } }), await member()];
    for (const cook of [ana, ben, hidden]) await call(`/api/users/${cook.slug}/follow`, { method: "POST", token: reader.token });
    const [first, second, gone] = [await recipeBy(stranger), await recipeBy(stranger), await recipeBy(stranger)];
    await post(first, ana.token, { photo_id: await photoOf(ana.token), comment: "Con caldo casero" });
    await post(second, ben.token, { photo_id: await photoOf(ben.token), comment: "Repetiré" });
    await post(gone, ana.token, { photo_id: await photoOf(ana.token), comment: "De una receta borrada" });
    await post(first, hidden.token, { photo_id: await photoOf(hidden.token) });
    await post(first, stranger.token, { photo_id: await photoOf(stranger.token) });
    // A recipe deleted after it was cooked is no longer published: its cooksnap leaves the list.
    await api.db.execute(sql`update recipes set deleted_at = now() where slug = ${gone}`);

    const answer = await call("/api/feed/cooksnaps", { token: reader.token, locale: "en" });
    expect(answer.status).toBe(200);
    const listed = page.parse(answer.body);
    expect(listed.data.map((item) => [item.user.slug, item.recipe.slug, item.comment])).toEqual([
      [ben.slug, second, "Repetiré"],
      [ana.slug, first, "Con caldo casero"],
    ]);
    expect(listed.data[1]!.recipe.title).toMatch(/^Rice \d+$/);
    const one = page.parse((await call("/api/feed/cooksnaps?per_page=1", { token: reader.token })).body);
    expect(one.data).toHaveLength(1);
    expect(page.parse((await call(`/api/feed/cooksnaps?per_page=1&cursor=${one.meta.next_cursor}`, { token: reader.token })).body).data[0]!.user.slug).toBe(ana.slug);

    expect(page.parse((await call("/api/feed/cooksnaps", { token: stranger.token })).body).data).toEqual([]);
    expect((await call("/api/feed/cooksnaps")).status).toBe(401);
    expect((await call("/api/feed/cooksnaps?per_page=0", { token: reader.token })).status).toBe(422);
  });
});
