import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { accountExport } from "../contract/account-export";
import { authUser } from "../contract/auth";
import { publicProfile } from "../contract/community";
import { dataEnvelope, validationErrorBody } from "../contract/envelopes";
import { gamificationAnswer } from "../contract/gamification";
import type { AuthoredRecipeInput } from "../contract/recipe-authoring";
import { shoppingList } from "../contract/shopping-list";
import { hashPassword } from "../auth/passwords";
import { issueAccessToken } from "../access/access-tokens";
import { createCatalogue, createFollow, createRecipe, createReview, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** The member's own account beyond signing in: profile details, avatar, deletion and export (decision 042), on a real database. */
const api = useTestApi();
const PASSWORD = "una-clave-bien-larga-9";
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
let passwordHash: string;
let sequence = 0;

beforeAll(async () => {
  catalogue = await createCatalogue(api.db);
  passwordHash = await hashPassword(PASSWORD);
});

async function member(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(api.db, { passwordHash, ...overrides });
  return { ...user, token: await issueAccessToken(api.db, user.id, "test") };
}

async function call(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  const type = response.headers.get("content-type") ?? "";
  return { status: response.status, headers: response.headers, body: (type.includes("json") ? await response.json() : await response.arrayBuffer()) as unknown };
}

const profileAnswer = dataEnvelope(authUser).extend({ message: publicProfile.shape.name });

function upload(token: string, bytes: Uint8Array<ArrayBuffer>, name = "foto.jpg", type = "image/jpeg") {
  const form = new FormData();
  form.set("avatar", new File([bytes], name, { type }));
  return api.app.request("/api/user/avatar", { method: "POST", body: form, headers: { Authorization: `Bearer ${token}`, Accept: "application/json" } });
}

/** A 200×100 photo, red on its left half, blue on its right, that a camera held sideways tagged "rotate 90°", with the camera and a GPS position in its EXIF. */
async function sidewaysPhoto() {
  const red = await sharp({ create: { width: 100, height: 100, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  return new Uint8Array(
    await sharp({ create: { width: 200, height: 100, channels: 3, background: "#0000ff" } })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: "CamaraSecreta" }, IFD3: { GPSLatitudeRef: "N", GPSLongitudeRef: "W" } })
      .toBuffer(),
  );
}

describe("profile details", () => {
  it("saves bio, location and links, shows them on the public profile, and keeps them when only the name is sent", async () => {
    const ana = await member();
    const saved = await call("/api/user/profile", {
      method: "PUT",
      token: ana.token,
      json: { name: "Ana Cocina", bio: "  Cocino los domingos.  ", location: "Zaragoza", links: ["https://ana.example.com/blog", "", "http://ana.example.org"] },
    });
    expect(saved.status).toBe(200);
    const user = profileAnswer.parse(saved.body).data;
    expect(user).toMatchObject({ name: "Ana Cocina", bio: "Cocino los domingos.", location: "Zaragoza", links: ["https://ana.example.com/blog", "http://ana.example.org"] });
    const shown = dataEnvelope(publicProfile).parse((await call(`/api/users/${ana.slug}`)).body).data;
    expect(shown).toMatchObject({ bio: "Cocino los domingos.", location: "Zaragoza", links: ["https://ana.example.com/blog", "http://ana.example.org"] });
    expect((await call("/api/user/profile", { method: "PUT", token: ana.token, json: { name: "Ana C." } })).status).toBe(200);
    expect(dataEnvelope(publicProfile).parse((await call(`/api/users/${ana.slug}`)).body).data).toMatchObject({ name: "Ana C.", bio: "Cocino los domingos." });
  });

  it.each([
    ["javascript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["ftp://ana.example.com"],
    ["ana.example.com"],
    ["https://usuario:clave@ana.example.com"],
    ["https://localhost"],
    [`https://ana.example.com/${"a".repeat(200)}`],
  ])("refuses %s as a link, in the request's language, and changes nothing", async (link) => {
    const ana = await member({ bio: "Antes" });
    const es = await call("/api/user/profile", { method: "PUT", token: ana.token, locale: "es", json: { name: ana.name, bio: "Después", links: [link] } });
    expect(es.status).toBe(422);
    expect(validationErrorBody.parse(es.body).errors["links.0"]).toEqual(["Cada enlace debe ser una dirección web completa que empiece por http:// o https://."]);
    const en = await call("/api/user/profile", { method: "PUT", token: ana.token, locale: "en", json: { name: ana.name, links: [link] } });
    expect(validationErrorBody.parse(en.body).errors["links.0"]).toEqual(["Each link must be a full web address starting with http:// or https://."]);
    expect(dataEnvelope(publicProfile).parse((await call(`/api/users/${ana.slug}`)).body).data.bio).toBe("Antes");
  });

  it("refuses more than three links, a bio past 500 characters and control characters", async () => {
    const ana = await member();
    const many = await call("/api/user/profile", {
      method: "PUT",
      token: ana.token,
      json: { name: ana.name, links: ["https://a.example", "https://b.example", "https://c.example", "https://d.example"] },
    });
    expect(many.status).toBe(422);
    expect(validationErrorBody.parse(many.body).errors.links).toBeDefined();
    const long = await call("/api/user/profile", { method: "PUT", token: ana.token, locale: "en", json: { name: ana.name, bio: "x".repeat(501) } });
    expect(validationErrorBody.parse(long.body).errors.bio).toEqual(["The bio field must not be greater than 500 characters."]);
    const control = await call("/api/user/profile", { method: "PUT", token: ana.token, json: { name: ana.name, location: "Bilbao\u0000" } });
    expect(control.status).toBe(422);
  });

  it("needs a verified e-mail to change what others see", async () => {
    const unverified = await member({ emailVerifiedAt: null });
    expect((await call("/api/user/profile", { method: "PUT", token: unverified.token, json: { name: unverified.name, bio: "Hola" } })).status).toBe(403);
    expect((await upload(unverified.token, await sidewaysPhoto())).status).toBe(403);
  });
});

describe("avatar", () => {
  it("stores an upright, square, metadata-free WebP at three sizes, served immutable, and replaces the previous one", async () => {
    const ana = await member();
    const response = await upload(ana.token, await sidewaysPhoto());
    expect(response.status).toBe(200);
    const url = profileAnswer.parse(await response.json()).data.avatar_url!;
    expect(url).toMatch(new RegExp(`^/api/avatars/${ana.id}-[a-z0-9]+-256\\.webp$`));
    for (const size of [64, 128, 256]) {
      const served = await api.request(url.replace("-256.webp", `-${size}.webp`));
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await served.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: "webp", width: size, height: size });
      // No EXIF (camera, GPS), XMP, IPTC or ICC left, and no orientation tag to honour.
      expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc, metadata.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
      expect(bytes.includes("CamaraSecreta")).toBe(false);
      // Turned as the camera said: the red left half is now the top.
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
      expect(pixel(size / 2, 2)[0]).toBeGreaterThan(200);
      expect(pixel(size / 2, size - 3)[2]).toBeGreaterThan(200);
    }
    const png = new Uint8Array(
      await sharp({ create: { width: 300, height: 300, channels: 4, background: "#00ff00" } })
        .png()
        .toBuffer(),
    );
    // Told by its content, not its name or claimed type.
    const replaced = await upload(ana.token, png, "notas.txt", "text/plain");
    expect(replaced.status).toBe(200);
    const newUrl = profileAnswer.parse(await replaced.json()).data.avatar_url!;
    expect(newUrl).not.toBe(url);
    expect((await api.request(url)).status).toBe(404);
    expect((await api.request(newUrl)).status).toBe(200);
    const removed = await call("/api/user/avatar", { method: "DELETE", token: ana.token });
    expect(profileAnswer.parse(removed.body).data.avatar_url).toBeNull();
    expect((await api.request(newUrl)).status).toBe(404);
  });

  it("refuses what is not a picture whatever its name, a broken picture and one past 5 MB, keeping the avatar", async () => {
    const ana = await member();
    const script = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>");
    const svg = await upload(ana.token, script, "foto.jpg", "image/jpeg");
    expect(svg.status).toBe(422);
    expect(validationErrorBody.parse(await svg.json()).errors.avatar).toEqual(["La foto debe ser una imagen JPEG, PNG, WebP o AVIF."]);
    const photo = await sidewaysPhoto();
    expect((await upload(ana.token, photo.subarray(0, 200))).status).toBe(422);
    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set(photo);
    expect([413, 422]).toContain((await upload(ana.token, huge)).status);
    const empty = await call("/api/user/avatar", { method: "POST", token: ana.token, json: {} });
    expect(empty.status).toBeGreaterThanOrEqual(400);
    expect(empty.status).toBeLessThan(500);
    expect(authUser.parse(dataEnvelope(authUser).parse((await call("/api/user/profile", { token: ana.token })).body).data).avatar_url).toBeNull();
  });

  it("refuses a 39-megapixel PNG of a few kilobytes by its header, before decoding it, in the page's language", async () => {
    const ana = await member();
    // The attack run's bomb: one colour, so it compresses to almost nothing.
    const bomb = new Uint8Array(
      await sharp({ create: { width: 7_200, height: 5_400, channels: 3, background: "#f5f5f4" } })
        .png({ palette: true, colours: 2, compressionLevel: 9 })
        .toBuffer(),
    );
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    const refused = await upload(ana.token, bomb, "bomba.png", "image/png");
    expect(refused.status).toBe(422);
    expect(validationErrorBody.parse(await refused.json()).errors.avatar).toEqual(["La foto tiene demasiados píxeles: como máximo 25 megapíxeles."]);
    expect(authUser.parse(dataEnvelope(authUser).parse((await call("/api/user/profile", { token: ana.token })).body).data).avatar_url).toBeNull();
  });

  it("counts avatars with the photos' uploads: of 40 sent at once, 30 are taken and the rest answered 429 with Retry-After", async () => {
    const ana = await member();
    const small = new Uint8Array(
      await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c2410c" } })
        .png()
        .toBuffer(),
    );
    const answers = await Promise.all(Array.from({ length: 40 }, () => upload(ana.token, small, "yo.png", "image/png")));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(Number(answers.find((answer) => answer.status === 429)!.headers.get("Retry-After"))).toBeGreaterThan(0);
    // The photos' own upload is counted in the same ten minutes.
    const form = new FormData();
    form.set("photo", new File([small], "plato.png", { type: "image/png" }));
    expect((await api.app.request("/api/photos", { method: "POST", body: form, headers: { Authorization: `Bearer ${ana.token}`, Accept: "application/json" } })).status).toBe(429);
  });

  it("answers 404 for a file that is not there and 422 for any other name", async () => {
    expect((await api.request("/api/avatars/1-abc-256.webp")).status).toBe(404);
    for (const file of ["..%2F..%2Fsecret.webp", "1-abc-512.webp", "1-abc-256.svg"]) expect((await api.request(`/api/avatars/${file}`)).status).toBe(422);
  });
});

async function reviewedWorld() {
  const author = await member();
  const leaving = await member({ name: "Quien Se Va" });
  const fan = await member();
  const slug = `arroz-${++sequence}`;
  const recipeId = await createRecipe(api.db, catalogue, author.id, paellaRecipe({ slug, title: { es: `Arroz ${sequence}`, en: `Rice ${sequence}` } }));
  const recipe = { id: recipeId, slug, titleEs: `Arroz ${sequence}`, titleEn: `Rice ${sequence}`, authorId: author.id };
  await createReview(api.db, { recipe, reviewer: leaving, rating: 1, body: "No me gustó nada." });
  await createReview(api.db, { recipe, reviewer: fan, rating: 5, body: "Buenísima." });
  await createFollow(api.db, leaving, author.id);
  await createFollow(api.db, fan, leaving.id);
  return { author, leaving, fan, recipe };
}

describe("deleting the account", () => {
  it("refuses a wrong or missing password, changing nothing, and counts the tries with the password change's", async () => {
    const ana = await member();
    const wrong = await call("/api/user/account", { method: "DELETE", token: ana.token, locale: "en", json: { password: "no-es-esta" } });
    expect(wrong.status).toBe(422);
    expect(validationErrorBody.parse(wrong.body).errors.password).toEqual(["The current password is incorrect."]);
    const missing = await call("/api/user/account", { method: "DELETE", token: ana.token, json: {} });
    expect(validationErrorBody.parse(missing.body).errors.password).toEqual(["Escribe tu contraseña para confirmar."]);
    for (let attempt = 0; attempt < 8; attempt++) {
      await call("/api/user/password", { method: "PUT", token: ana.token, json: { current_password: "otra-mala-1", password: PASSWORD, password_confirmation: PASSWORD } });
    }
    const limited = await call("/api/user/account", { method: "DELETE", token: ana.token, json: { password: PASSWORD } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect((await call("/api/user/profile", { token: ana.token })).status).toBe(200);
  });

  it("removes the member, their reviews (the recipe's rating follows), follows both ways, notifications naming them, every session and their avatar; the address signs up again", async () => {
    const { author, leaving, fan, recipe } = await reviewedWorld();
    const secondToken = await issueAccessToken(api.db, leaving.id, "another-browser");
    expect((await upload(leaving.token, await sidewaysPhoto())).status).toBe(200);
    const avatar = dataEnvelope(authUser).parse((await call("/api/user/profile", { token: leaving.token })).body).data.avatar_url!;
    const before = (await call(`/api/recipes/${recipe.slug}`)).body as { data: { reviews_count: number; average_rating: number } };
    expect(before.data).toMatchObject({ reviews_count: 2, average_rating: 3 });
    const authorNotifications = (await call("/api/notifications", { token: author.token })).body as { data: Array<{ data: { message: string } }> };
    expect(authorNotifications.data.some((n) => n.data.message.includes("Quien Se Va"))).toBe(true);

    const deleted = await call("/api/user/account", { method: "DELETE", token: leaving.token, locale: "es", json: { password: PASSWORD } });
    expect(deleted).toMatchObject({ status: 200, body: { message: "Hemos eliminado tu cuenta y todo lo que publicaste en Sazón." } });

    for (const token of [leaving.token, secondToken]) expect((await call("/api/user/profile", { token })).status).toBe(401);
    expect((await call(`/api/users/${leaving.slug}`)).status).toBe(404);
    const after = (await call(`/api/recipes/${recipe.slug}`)).body as { data: { reviews_count: number; average_rating: number } };
    expect(after.data).toMatchObject({ reviews_count: 1, average_rating: 5 });
    const reviews = (await call(`/api/recipes/${recipe.slug}/reviews`)).body as { data: Array<{ user: { id: number } }> };
    expect(reviews.data.map((review) => review.user.id)).toEqual([fan.id]);
    const authorProfile = dataEnvelope(publicProfile).parse((await call(`/api/users/${author.slug}`)).body).data;
    expect(authorProfile.followers_count).toBe(0);
    expect(dataEnvelope(publicProfile).parse((await call(`/api/users/${fan.slug}`)).body).data.following_count).toBe(0);
    const left = (await call("/api/notifications", { token: author.token })).body as { data: Array<{ data: { message: string } }> };
    expect(left.data.some((n) => n.data.message.includes("Quien Se Va"))).toBe(false);
    expect((await api.request(avatar)).status).toBe(404);
    // The author keeps the points the review and the follow gave them (decision 019).
    const stats = gamificationAnswer.parse((await call("/api/user/gamification-stats", { token: author.token })).body);
    expect(stats.data.data.points).toBe(10 + 10 + 5); // two reviews received, one follower

    const again = await call("/api/register", { method: "POST", json: { name: "Quien Vuelve", email: leaving.email, password: PASSWORD, password_confirmation: PASSWORD } });
    expect(again.status).toBe(201);
  });

  it("drops what the member's writes still owed in the outbox, so the worker fails on nothing", async () => {
    const author = await member();
    const leaving = await member();
    const followed = await call(`/api/users/${author.slug}/follow`, { method: "POST", token: leaving.token });
    expect(followed.status).toBe(200);
    expect((await call("/api/user/account", { method: "DELETE", token: leaving.token, json: { password: PASSWORD } })).status).toBe(200);
    await api.drainOutboxEvents();
    const { rows } = (await api.db.execute(sql`select count(*)::int as n from outbox_events where processed_at is null or last_error is not null`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(rows[0]!.n).toBe(0);
  });
});

describe("the data export", () => {
  it("gives the member a JSON file of their profile, reviews, follows and notifications, and nobody else's", async () => {
    const { author, leaving, fan } = await reviewedWorld();
    await api.drainOutboxEvents();
    const response = await api.request("/api/user/export", { token: leaving.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="sazon-${leaving.slug}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const exported = accountExport.parse(await response.json());
    expect(exported.profile).toMatchObject({ id: leaving.id, email: leaving.email, signed_in_with: ["password"] });
    expect(exported.reviews).toEqual([expect.objectContaining({ rating: 1, body: "No me gustó nada." })]);
    expect(exported.follows.following.map((f) => f.slug)).toEqual([author.slug]);
    expect(exported.follows.followers.map((f) => f.slug)).toEqual([fan.slug]);
    expect(exported.notifications.map((n) => n.type)).toContain("new_follower");
    expect(JSON.stringify(exported)).not.toContain("password_hash");
    expect(exported.tastes).toBeNull();
    expect((await api.request("/api/user/export")).status).toBe(401);
  });

  it("holds the member's tastes as they chose them (decision 075)", async () => {
    const { leaving } = await reviewedWorld();
    const tastes = { diets: [], dislikes: ["ajo"], cuisines: ["valenciana"] };
    expect((await api.request("/api/user/tastes", { method: "PUT", token: leaving.token, json: tastes })).status).toBe(200);
    const exported = accountExport.parse(await (await api.request("/api/user/export", { token: leaving.token })).json());
    expect(exported.tastes).toEqual(tastes);
  });

  it("holds what the member made through the API: recipes in every state, cooksnaps, photos, lists, plans, shopping lists, pantry and proposals", async () => {
    const { recipe } = await reviewedWorld();
    const cook = await member();
    const friend = await member();
    const tag = ++sequence;

    const draft = await writeRecipe(cook, `Tortilla de exportar ${tag}`);
    const published = await writeRecipe(cook, `Gazpacho de exportar ${tag}`);
    await succeeds(200, `/api/recipes/${published}/publish`, { method: "POST", token: cook.token });
    const deleted = await writeRecipe(cook, `Salmorejo de exportar ${tag}`);
    await succeeds(200, `/api/recipes/${deleted}`, { method: "DELETE", token: cook.token });
    const remix = slugOf(await succeeds(201, `/api/recipes/${recipe.slug}/remix`, { method: "POST", token: cook.token }));

    const spare = await uploadPhoto(cook.token);
    const cooked = await uploadPhoto(cook.token);
    await succeeds(201, `/api/recipes/${recipe.slug}/cooksnaps`, { method: "POST", token: cook.token, json: { photo_id: cooked, comment: "Salió de cine." } });

    const list = slugOf(await succeeds(201, "/api/recipe-lists", { method: "POST", token: cook.token, json: { name: `Cenas ${tag}`, description: "Para el finde." } }));
    await succeeds(201, `/api/recipe-lists/${list}/recipes`, { method: "POST", token: cook.token, json: { recipe: recipe.slug } });

    const plan = planAnswer.parse(await succeeds(201, "/api/meal-plans", { method: "POST", token: cook.token, json: { name: "Navidad", starts_on: "2026-12-07", days: 3 } })).data;
    await succeeds(201, `/api/meal-plans/${plan.id}/entries`, {
      method: "POST",
      token: cook.token,
      json: { type: "recipe", day: "2026-12-07", slot: "dinner", recipe: recipe.slug, servings: 6 },
    });
    await succeeds(201, `/api/meal-plans/${plan.id}/entries`, {
      method: "POST",
      token: cook.token,
      json: { type: "note", day: "2026-12-08", slot: "breakfast", note: "Tostadas" },
    });
    const dinner = planAnswer.parse(await succeeds(200, `/api/meal-plans/${plan.id}`, { token: cook.token })).data.entries[0]!;
    await succeeds(201, `/api/meal-plans/${plan.id}/entries`, {
      method: "POST",
      token: cook.token,
      json: { type: "leftovers", day: "2026-12-09", slot: "lunch", leftovers_of: dinner.id },
    });

    const shopping = listAnswer.parse(await succeeds(200, "/api/user/shopping-list", { token: cook.token })).data.id;
    const withPaper = listAnswer.parse(await succeeds(201, `/api/shopping-lists/${shopping}/lines`, { method: "POST", token: cook.token, json: { text: "Papel de cocina" } })).data;
    const paper = withPaper.aisles.flatMap((aisle) => aisle.lines)[0]!;
    await succeeds(200, `/api/shopping-lists/${shopping}/lines/${paper.id}`, { method: "PATCH", token: cook.token, json: { checked: true } });
    await succeeds(200, `/api/shopping-lists/${shopping}/recipes`, { method: "POST", token: cook.token, json: { recipe: recipe.slug, servings: 4 } });
    await succeeds(202, `/api/shopping-lists/${shopping}/members`, { method: "POST", token: cook.token, json: { handle: friend.slug } });
    await succeeds(200, `/api/user/shopping-list-invitations/${shopping}/accept`, { method: "POST", token: friend.token });

    await succeeds(201, "/api/user/pantry/items", { method: "POST", token: cook.token, json: { ingredient: "ajo", quantity: 3, unit: "clove" } });
    await succeeds(200, "/api/user/pantry/settings", { method: "PUT", token: cook.token, json: { assume_staples: false } });
    await succeeds(201, "/api/ingredient-proposals", { method: "POST", token: cook.token, json: { name_es: `Romanesco ${tag}`, source_line: `1 romanesco ${tag}` } });

    const exported = await exportOf(cook);
    const bySlug = new Map(exported.recipes.map((written) => [written.slug, written]));
    expect([...bySlug.keys()].sort()).toEqual([draft, published, deleted, remix].sort());
    expect([draft, published, deleted, remix].map((slug) => bySlug.get(slug)!.status)).toEqual(["draft", "published", "deleted", "draft"]);
    expect(bySlug.get(draft)).toMatchObject({
      language: "es",
      title: `Tortilla de exportar ${tag}`,
      translation: { title: "Grandma's omelette" },
      ingredients: [{ line: "2 dientes de ajo picados" }, { line: "400 g de arroz bomba" }],
      step_sections: [
        { name: null, steps: [{ text: "Pela y corta." }] },
        { name: "Para la salsa", steps: [{ text: "Tritura el tomate." }] },
      ],
      published_at: null,
      remixed_from_slug: null,
    });
    expect(bySlug.get(published)!.published_at).not.toBeNull();
    expect(bySlug.get(deleted)!.deleted_at).not.toBeNull();
    expect(bySlug.get(remix)!.remixed_from_slug).toBe(recipe.slug);

    expect(exported.photos.map((photo) => photo.id).sort()).toEqual([spare, cooked].sort());
    expect(exported.photos[0]!.url).toMatch(/^\/api\/media\/photos\/[0-9a-f]{20}\/\d+\.webp$/);
    expect(exported.cooksnaps).toEqual([
      expect.objectContaining({
        recipe_slug: recipe.slug,
        comment: "Salió de cine.",
        photo: expect.objectContaining({ id: cooked, url: expect.stringContaining(`/api/media/photos/${cooked}/`) }),
      }),
    ]);
    for (const url of [exported.cooksnaps[0]!.photo.url, exported.photos[0]!.url]) expect((await api.request(url)).status).toBe(200);

    expect(exported.recipe_lists).toEqual([
      expect.objectContaining({ name: `Cenas ${tag}`, slug: list, description: "Para el finde.", is_public: false, recipe_slugs: [recipe.slug] }),
    ]);

    expect(exported.meal_plans).toEqual([expect.objectContaining({ name: "Navidad", starts_on: "2026-12-07", ends_on: "2026-12-09" })]);
    expect(exported.meal_plans[0]!.entries).toEqual([
      { day: "2026-12-07", slot: "dinner", kind: "recipe", recipe_slug: recipe.slug, note: null, servings: 6, leftovers_of: null },
      { day: "2026-12-08", slot: "breakfast", kind: "note", recipe_slug: null, note: "Tostadas", servings: null, leftovers_of: null },
      { day: "2026-12-09", slot: "lunch", kind: "leftovers", recipe_slug: recipe.slug, note: null, servings: null, leftovers_of: { day: "2026-12-07", slot: "dinner" } },
    ]);

    const [own] = exported.shopping_lists.own;
    expect(exported.shopping_lists.own).toHaveLength(1);
    expect(own!.shared_with).toEqual([friend.slug]);
    expect(own!.lines).toContainEqual(expect.objectContaining({ text: "Papel de cocina", ingredient: null, is_manual: true, checked: true }));
    expect(own!.lines).toContainEqual(expect.objectContaining({ ingredient: "arroz-bomba", quantity: 400, unit: "g", is_manual: false, checked: false, checked_at: null }));
    expect(exported.shopping_lists.shared_with_me).toEqual([]);

    expect(exported.pantry).toEqual({
      assume_staples: false,
      items: [{ ingredient: { slug: "ajo", name_es: "ajo", name_en: "garlic" }, quantity: 3, unit: "clove", updated_at: expect.any(String) }],
    });
    expect(exported.ingredient_proposals).toEqual([
      {
        name_es: `Romanesco ${tag}`,
        name_en: null,
        source_line: `1 romanesco ${tag}`,
        status: "pending",
        rejection_reason: null,
        created_at: expect.any(String),
        decided_at: null,
      },
    ]);
  });

  it("never holds another member's private things: their drafts, lists, plans, pantry, photos, proposals, nor the lines of a list they share", async () => {
    const cook = await member();
    const other = await member();
    const secret = `confidencial${++sequence}`;

    const original = await writeRecipe(other, `Arroz de la casa ${sequence}`);
    await succeeds(200, `/api/recipes/${original}/publish`, { method: "POST", token: other.token });
    const remix = slugOf(await succeeds(201, `/api/recipes/${original}/remix`, { method: "POST", token: cook.token }));
    await succeeds(201, `/api/recipes/${original}/cooksnaps`, { method: "POST", token: cook.token, json: { photo_id: await uploadPhoto(cook.token) } });
    await succeeds(200, `/api/recipes/${original}/unpublish`, { method: "POST", token: other.token });

    await writeRecipe(other, `Borrador ${secret}`);
    const otherPhoto = await uploadPhoto(other.token);
    await succeeds(201, "/api/recipe-lists", { method: "POST", token: other.token, json: { name: `Lista ${secret}` } });
    const plan = planAnswer.parse(
      await succeeds(201, "/api/meal-plans", { method: "POST", token: other.token, json: { name: `Plan ${secret}`, starts_on: "2026-12-07", days: 2 } }),
    ).data;
    await succeeds(201, `/api/meal-plans/${plan.id}/entries`, {
      method: "POST",
      token: other.token,
      json: { type: "note", day: "2026-12-07", slot: "lunch", note: `Nota ${secret}` },
    });
    await succeeds(201, "/api/user/pantry/items", { method: "POST", token: other.token, json: { ingredient: "azafran" } });
    await succeeds(201, "/api/ingredient-proposals", { method: "POST", token: other.token, json: { name_es: `Hierba ${secret}` } });
    const shared = listAnswer.parse(await succeeds(200, "/api/user/shopping-list", { token: other.token })).data.id;
    await succeeds(201, `/api/shopping-lists/${shared}/lines`, { method: "POST", token: other.token, json: { text: `Línea ${secret}` } });
    await succeeds(202, `/api/shopping-lists/${shared}/members`, { method: "POST", token: other.token, json: { handle: cook.slug } });
    await succeeds(200, `/api/user/shopping-list-invitations/${shared}/accept`, { method: "POST", token: cook.token });
    // What the cook adds to the shared list is on the owner's list, so in the owner's export.
    await succeeds(201, `/api/shopping-lists/${shared}/lines`, { method: "POST", token: cook.token, json: { text: `Pan ${sequence}` } });

    const exported = await exportOf(cook);
    const text = JSON.stringify(exported);
    for (const kept of [secret, other.email, otherPhoto]) expect(text).not.toContain(kept);
    expect(exported.recipes.map((written) => [written.slug, written.remixed_from_slug])).toEqual([[remix, null]]);
    expect(exported.cooksnaps.map((cooksnap) => cooksnap.recipe_slug)).toEqual([null]);
    expect(exported.shopping_lists.shared_with_me).toEqual([{ name: "Lista de la compra", owner: other.slug }]);
    expect(exported.shopping_lists.own).toEqual([]);
    expect([exported.recipe_lists, exported.meal_plans, exported.pantry.items, exported.ingredient_proposals]).toEqual([[], [], [], []]);

    const owners = await exportOf(other);
    expect(owners.shopping_lists.own[0]!.shared_with).toEqual([cook.slug]);
    expect(owners.shopping_lists.own[0]!.lines.map((line) => line.text)).toEqual([`Línea ${secret}`, `Pan ${sequence}`]);
  });
});

const slugOf = (body: unknown) => dataEnvelope(z.object({ slug: z.string() })).parse(body).data.slug;
const planAnswer = dataEnvelope(z.object({ id: z.number(), entries: z.array(z.object({ id: z.number() })) }));
const listAnswer = dataEnvelope(shoppingList);

/** Calls the API, expecting `status` (named after the path when it fails), and answers the body. */
async function succeeds(status: number, path: string, init: Parameters<typeof api.request>[1]) {
  const answer = await call(path, init);
  expect(answer.status, `${init?.method ?? "GET"} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  return answer.body;
}

async function writeRecipe(author: { token: string }, title: string) {
  const body: AuthoredRecipeInput = {
    title,
    description: "Para llevar.",
    ingredients: [{ line: "2 dientes de ajo picados" }, { line: "400 g de arroz bomba" }],
    step_sections: [
      { name: null, steps: [{ text: "Pela y corta." }] },
      { name: "Para la salsa", steps: [{ text: "Tritura el tomate." }] },
    ],
    servings: 4,
    difficulty: "fácil",
    translation: { title: "Grandma's omelette" },
  };
  return slugOf(await succeeds(201, "/api/recipes", { method: "POST", token: author.token, json: body }));
}

async function uploadPhoto(token: string) {
  const form = new FormData();
  const jpeg = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#c2410c" } })
    .jpeg()
    .toBuffer();
  form.set("photo", new File([new Uint8Array(jpeg)], "plato.jpg", { type: "image/jpeg" }));
  return dataEnvelope(z.object({ id: z.string() })).parse(await succeeds(201, "/api/photos", { method: "POST", token, form })).data.id;
}

async function exportOf(who: { token: string }) {
  return accountExport.parse(await succeeds(200, "/api/user/export", { token: who.token }));
}
