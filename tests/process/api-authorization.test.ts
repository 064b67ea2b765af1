import { beforeAll, describe, expect, it } from "vitest";
import { awardPointsMany } from "#api/gamification/gamification";
import { hashPassword } from "#api/auth/passwords";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { apiPath, apiPaths } from "#api/contract/paths";
import {
  mealPlanEntries,
  mealPlans,
  media,
  pantryItems,
  recipeListItems,
  recipeLists,
  recipes,
  shoppingListInvitations,
  shoppingListMembers,
  shoppingLists,
  users,
} from "#api/db/schema";
import { type ApiActor, apiActors } from "../authorization/actors";
import { type ApiWorld, apiMatrix, matrixEvent } from "../authorization/api-matrix";
import { expectedStatuses, rolesOfActor } from "../authorization/expected-statuses";
import { routeRequirements, servedRoutes } from "#api/http/route-requirements";
import { useTestApi } from "../support/api-harness";
import {
  createCatalogue,
  createEvent,
  createForumCategories,
  createRecipe,
  createRecipeList,
  createReview,
  createUser,
  issueAccessToken,
  paellaRecipe,
} from "../support/factories";
import { addEntry as addPlanEntry, createPlan } from "#api/meal-plans/meal-plan-queries";
import { renewFeedToken } from "#api/meal-plans/kitchen-settings";

/**
 * The API's authorization matrix against a real database: every route the app serves declares its
 * requirement (api/http/route-requirements.ts) and has a row (tests/authorization/api-matrix.ts), and
 * every actor gets the status the requirement and their roles give (docs/decisions/029, 064).
 */
// test-database: embedded only — the code in front of the database is what this sweeps (decision 090).
const LIVE_APP_ID = "sazon-matriz";
const api = useTestApi({ RATE_LIMIT_SCALE: "100", REVERB_APP_ID: LIVE_APP_ID });

const people = {} as Record<Exclude<ApiActor, "visitor">, { id: number; slug: string; name: string; token: string }>;
let world: ApiWorld;

beforeAll(async () => {
  const db = api.db;
  const catalogue = await createCatalogue(db);
  const passwordHash = await hashPassword("una-clave-bien-larga-1");
  const accounts = {
    unverified: { emailVerifiedAt: null },
    member: {},
    other: {},
    admin: { roles: rolesOfActor.admin },
    moderator: { roles: rolesOfActor.moderator },
    editor: { roles: rolesOfActor.editor },
  };
  for (const [actor, fields] of Object.entries(accounts) as [keyof typeof accounts, object][]) {
    const user = await createUser(db, { name: `Matriz ${actor}`, ...fields });
    people[actor] = { id: user.id, slug: user.slug, name: user.name, token: await issueAccessToken(db, user.id, "matrix") };
  }
  await createUser(db, { email: "matriz-login@example.com", passwordHash });
  const author = await createUser(db, { name: "Autora Pública" });
  const paella = await createRecipe(db, catalogue, author.id);
  const toReview = paellaRecipe({ slug: "arroz-a-banda", title: { es: "Arroz a banda", en: "Arroz a banda" } });
  await createRecipe(db, catalogue, author.id, toReview);
  const [image] = await db.select({ key: media.key }).from(media).limit(1);
  const avatarPng = new Uint8Array(
    await sharp({ create: { width: 80, height: 80, channels: 3, background: "#c2410c" } })
      .png()
      .toBuffer(),
  );
  const avatarForm = () => {
    const form = new FormData();
    form.set("avatar", new File([avatarPng], "avatar.png", { type: "image/png" }));
    return form;
  };
  const authorToken = await issueAccessToken(db, author.id, "matrix");
  const uploaded = (await (await api.request(apiPaths.userAvatar, { method: "POST", token: authorToken, form: avatarForm() })).json()) as { data: { avatar_url: string } };

  const photoJpeg = new Uint8Array(
    await sharp({ create: { width: 80, height: 60, channels: 3, background: "#65a30d" } })
      .jpeg()
      .toBuffer(),
  );
  const photoForm = () => {
    const form = new FormData();
    form.set("photo", new File([photoJpeg], "foto.jpg", { type: "image/jpeg" }));
    return form;
  };
  const uploadPhoto = async (token: string) =>
    ((await (await api.request(apiPaths.photos, { method: "POST", token, form: photoForm() })).json()) as { data: { id: string; url: string } }).data;
  const authorPhoto = await uploadPhoto(authorToken);

  let reviewed = 0;
  let cooked = 0;
  let lists = 0;
  let authored = 0;
  const memberList = await createRecipeList(db, { userId: people.member.id, name: "Lista privada de la matriz", recipeIds: [paella] });
  // Forums (issue 33): a category, and a thread and a reply of "member"'s for the rows that edit them.
  await createForumCategories(db, [{ slug: "dudas-de-cocina", name: { es: "Dudas", en: "Questions" }, description: { es: "Dudas.", en: "Questions." }, colour: "accent" }]);
  // A forum regular, so their thread and reply are published at once, not held (decision 094).
  await awardPointsMany(db, [{ userId: people.member.id, rule: "recipe_published", subject: "matrix" }]);
  const memberPost = async (path: string, json: unknown) =>
    ((await (await api.request(path, { method: "POST", token: people.member.token, json })).json()) as { data: { id: number } }).data.id;
  const forumThread = await memberPost(apiPaths.forumThreads, { category: "dudas-de-cocina", title: "Un hilo de la matriz", text: "Hola." });
  const forumReply = await memberPost(apiPath(apiPaths.forumThreadReplies, { thread: forumThread }), { text: "Respuesta." });
  // An event "member" hosts: the rows that organise it are the host's (were they granted the role) or an admin's.
  let events = 0;
  const memberEvent = async () =>
    createEvent(db, people.member.id, {
      ...matrixEvent(`anfitrión ${++events}`),
      starts_local: `2031-04-${String(events).padStart(2, "0")}T18:00`,
      ends_local: `2031-04-${String(events).padStart(2, "0")}T20:00`,
    });
  const eventOfMember = await memberEvent();
  world = {
    idOf: (actor) => (actor === "visitor" ? undefined : people[actor].id),
    author: { slug: author.slug },
    recipe: { id: paella, slug: "paella-valenciana" },
    recipeToReview: { slug: toReview.slug },
    forum: { category: "dudas-de-cocina", threadOfMember: forumThread, replyOfMember: forumReply },
    category: "arroces",
    tag: "tradicional",
    mediaKey: image!.key,
    avatarFile: uploaded.data.avatar_url.split("/").pop()!,
    avatarForm,
    photoForm,
    photoFileUrl: authorPhoto.url,
    freshPhotoOfMember: async () => (await uploadPhoto(people.member.token)).id,
    photoOf: async (actor) => (actor === "visitor" || actor === "unverified" ? "0123456789abcdef0123" : (await uploadPhoto(people[actor].token)).id),
    async freshCooksnapByMember() {
      const recipe = await createRecipe(db, catalogue, author.id, paellaRecipe({ slug: `cocinada-${++cooked}`, title: { es: `Cocinada ${cooked}`, en: `Cooked ${cooked}` } }));
      const photo = await uploadPhoto(people.member.token);
      const answer = await api.request(apiPath(apiPaths.recipeCooksnaps, { recipe: String(recipe) }), { method: "POST", token: people.member.token, json: { photo_id: photo.id } });
      return ((await answer.json()) as { data: { id: number } }).data.id;
    },
    async givePassword(actor) {
      if (actor !== "visitor") await db.update(users).set({ passwordHash }).where(eq(users.id, people[actor].id));
    },
    liveAppId: LIVE_APP_ID,
    slugOf: (actor) => (actor === "visitor" ? "nadie" : people[actor].slug),
    memberList: { slug: memberList.slug },
    async freshListOfMember() {
      const list = await createRecipeList(db, { userId: people.member.id, name: `Lista de la matriz ${++lists}`, position: 100 + lists, recipeIds: [paella] });
      return list.slug;
    },
    async listSlugsOf(actor) {
      if (actor === "visitor") return ["ninguna"];
      const own = await db.select({ slug: recipeLists.slug }).from(recipeLists).where(eq(recipeLists.userId, people[actor].id)).orderBy(recipeLists.position);
      if (own.length > 0) return own.map((list) => list.slug);
      return [(await createRecipeList(db, { userId: people[actor].id, name: `Lista de ${actor}` })).slug];
    },
    async freshPlanOfMember() {
      const owner = people.member.id;
      const earlier = await createPlan(db, owner, { name: "Semana anterior", startsOn: "2026-11-30", endsOn: "2026-12-06" });
      await addPlanEntry(db, earlier.id, { day: "2026-11-30", slot: "lunch", note: "Lentejas" });
      const plan = await createPlan(db, owner, { name: "Semana de la matriz", startsOn: "2026-12-07", endsOn: "2026-12-13" });
      const entry = await addPlanEntry(db, plan.id, { day: "2026-12-07", slot: "dinner", recipeId: paella, servings: 4 });
      return { plan: plan.id, entry: entry.id };
    },
    feedTokenOfMember: () => renewFeedToken(db, people.member.id),
    async invitationToMember() {
      const [own] = await db.select({ id: shoppingLists.id }).from(shoppingLists).where(eq(shoppingLists.ownerId, author.id)).limit(1);
      const listId = own?.id ?? (await db.insert(shoppingLists).values({ ownerId: author.id, name: "Lista de la autora" }).returning({ id: shoppingLists.id }))[0]!.id;
      await db.delete(shoppingListMembers).where(eq(shoppingListMembers.userId, people.member.id));
      await db
        .insert(shoppingListInvitations)
        .values({ listId, inviteeId: people.member.id, invitedById: author.id })
        .onConflictDoUpdate({ target: [shoppingListInvitations.listId, shoppingListInvitations.inviteeId], set: { status: "pending" } });
      return listId;
    },
    async shareListOfMemberWithAuthor() {
      const [list] = await db.select({ id: shoppingLists.id }).from(shoppingLists).where(eq(shoppingLists.ownerId, people.member.id)).orderBy(shoppingLists.id).limit(1);
      await db.insert(shoppingListMembers).values({ listId: list!.id, userId: author.id }).onConflictDoNothing();
      return list!.id;
    },
    async holdInPantry(actor, ingredientSlug) {
      const ingredient = catalogue.ingredientBySlug.get(ingredientSlug)!;
      if (actor !== "visitor") await db.insert(pantryItems).values({ userId: people[actor].id, ingredientId: ingredient.id }).onConflictDoNothing();
    },
    async shoppingListOfMember() {
      const token = people.member.token;
      const list = (await (await api.request(apiPaths.ownShoppingList, { token })).json()) as { data: { id: number } };
      const listId = list.data.id;
      const added = (await (await api.request(apiPath(apiPaths.shoppingListLines, { list: listId }), { method: "POST", token, json: { text: "Servilletas" } })).json()) as {
        data: { aisles: { lines: { id: number }[] }[] };
      };
      const lineId = Math.max(...added.data.aisles.flatMap((aisle) => aisle.lines.map((line) => line.id)));
      const [recipeList] = await db
        .insert(recipeLists)
        .values({ userId: people.member.id, slug: `matriz-${lineId}`, name: "Matriz" })
        .returning({ id: recipeLists.id });
      await db.insert(recipeListItems).values({ listId: recipeList!.id, recipeId: paella, position: 1 });
      const [plan] = await db.insert(mealPlans).values({ userId: people.member.id, name: "Matriz", startsOn: "2026-11-23", endsOn: "2026-11-29" }).returning({ id: mealPlans.id });
      await db.insert(mealPlanEntries).values({ planId: plan!.id, day: "2026-11-23", slot: "dinner", recipeId: paella, servings: 2 });
      return { listId, lineId, recipeListId: recipeList!.id, mealPlanId: plan!.id };
    },
    eventOfMember,
    freshEventOfMember: async () => (await memberEvent()).id,
    async freshRecipeOfMember(state) {
      const slug = `borrador-de-la-matriz-${++authored}`;
      const id = await createRecipe(db, catalogue, people.member.id, paellaRecipe({ slug, title: { es: `Receta ${authored}`, en: `Recipe ${authored}` } }));
      await db
        .update(recipes)
        .set({ language: "es", publishedAt: state === "draft" ? null : new Date(Date.now() - 60_000), deletedAt: state === "deleted" ? new Date() : null })
        .where(eq(recipes.id, id));
      return slug;
    },
    async freshReviewByMember() {
      const slug = `arroz-de-la-matriz-${++reviewed}`;
      const id = await createRecipe(db, catalogue, author.id, paellaRecipe({ slug, title: { es: `Arroz ${reviewed}`, en: `Rice ${reviewed}` } }));
      const review = await createReview(db, {
        recipe: { id, slug, titleEs: `Arroz ${reviewed}`, titleEn: `Rice ${reviewed}`, authorId: author.id },
        reviewer: people.member,
        rating: 5,
      });
      return review!.id;
    },
  };
}, 60_000);

describe("the API's authorization matrix", () => {
  it("has exactly one requirement and one row for every route the app serves", () => {
    const served = servedRoutes(api.app.routes);
    const rows = apiMatrix.map((row) => row.route);
    const declared = Object.keys(routeRequirements);
    expect(served.length).toBeGreaterThan(60);
    expect(served.filter((route) => !declared.includes(route))).toEqual([]);
    expect(
      declared.filter((route) => !served.includes(route)),
      "requirements for routes the app does not serve",
    ).toEqual([]);
    expect(
      served.filter((route) => !rows.includes(route)),
      "routes without a row in tests/authorization/api-matrix.ts",
    ).toEqual([]);
    expect(
      rows.filter((route) => !served.includes(route)),
      "rows for routes the app does not serve",
    ).toEqual([]);
    expect(rows.filter((route, index) => rows.indexOf(route) !== index)).toEqual([]);
  });

  it.each(apiMatrix.map((row) => [row.route, row] as const))("%s", async (_, row) => {
    const answers: Record<string, number> = {};
    for (const actor of apiActors) {
      const call = await row.call(world, actor);
      const token = actor === "visitor" ? undefined : call.freshToken ? await issueAccessToken(api.db, people[actor].id, "matrix") : people[actor].token;
      const response = await api.request(call.path, { method: row.route.split(" ")[0], token, json: call.json, form: call.form, ip: `10.9.0.${apiActors.indexOf(actor) + 1}` });
      await response.arrayBuffer();
      answers[actor] = response.status;
    }
    const requirement = routeRequirements[row.route as keyof typeof routeRequirements];
    expect(requirement, "a requirement in api/http/route-requirements.ts").toBeDefined();
    expect(answers).toEqual(expectedStatuses(requirement!, row, world.idOf));
  });
});
