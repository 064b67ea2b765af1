import { apiPath, apiPaths } from "#api/contract/paths";
import { userChannel } from "#api/contract/notifications";
import type { ApiActor, ApiExpected } from "./actors";

/**
 * The API's authorization matrix: every route of the Hono app × every actor → the status it must
 * answer (docs/decisions/029). tests/process/api-authorization.test.ts lists the app's routes and
 * fails for one without a row here, so a new area adds its rows (docs/adding-an-area.md, step 4).
 */

/** What the test sets up before the rows run. */
export interface ApiWorld {
  /** The id of an actor's account (undefined for the visitor). */
  idOf(actor: ApiActor): number | undefined;
  /** A member everyone may see: recipes, followers, a public profile. */
  author: { slug: string };
  /** A published recipe by the author, and one per route that writes reviews so each actor writes once. */
  recipe: { id: number; slug: string };
  recipeToReview: { slug: string };
  /** A forum category, and a thread and a reply "member" wrote (ids). */
  forum: { category: string; threadOfMember: number; replyOfMember: number };
  category: string;
  tag: string;
  /** "recipes/….svg", an image the recipe has. */
  mediaKey: string;
  /** "12-ab3c-256.webp", the author's uploaded avatar. */
  avatarFile: string;
  /** A small PNG, as a form field "avatar", for the upload row. */
  avatarForm(): FormData;
  /** A small JPEG, as a form field "photo", for the photo upload row. */
  photoForm(): FormData;
  /** "/api/media/photos/{id}/80.webp", a stored file of the author's photo. */
  photoFileUrl: string;
  /** A new photo of "member" (uploaded through the API), for the row that deletes one; its id. */
  freshPhotoOfMember(): Promise<string>;
  /** A new photo of an actor's own (uploaded through the API; an unused id for the visitor and the unverified member, who may not upload). */
  photoOf(actor: ApiActor): Promise<string>;
  /** A new cooksnap by "member" on a recipe of its own, for the row that deletes one; its id. */
  freshCooksnapByMember(): Promise<number>;
  /** Gives an actor a password (not the one the deletion row sends), so that row can only be refused. */
  givePassword(actor: ApiActor): Promise<void>;
  /** A new review by "member", on a recipe of its own, for rows that change or delete one. */
  freshReviewByMember(): Promise<number>;
  /** The Pusher app id the live server accepts events for. */
  liveAppId: string;
  /** An actor's slug (the member's profile and public lists). */
  slugOf(actor: ApiActor): string;
  /** A private recipe list of "member" holding `recipe`; nobody else may read or change it. */
  memberList: { slug: string };
  /** A new private list of "member" holding `recipe`, for rows that change or delete one. */
  freshListOfMember(): Promise<string>;
  /** The slugs of an actor's lists in their order (one made if they have none). */
  listSlugsOf(actor: ApiActor): Promise<string[]>;
  /** A new plan of "member" with one recipe entry, and an earlier plan with entries to copy from. */
  freshPlanOfMember(): Promise<{ plan: number; entry: number }>;
  /** A new calendar feed token of "member" (each call replaces the last). */
  feedTokenOfMember(): Promise<string>;
  /** Puts a catalogue ingredient in an actor's own pantry (nothing for the visitor), for rows that change or remove it. */
  holdInPantry(actor: ApiActor, ingredientSlug: string): Promise<void>;
  /** The "member" actor's shopping list with a fresh line, and a recipe list and a meal plan of theirs. */
  shoppingListOfMember(): Promise<{ listId: number; lineId: number; recipeListId: number; mealPlanId: number }>;
  /** A pending invitation of "member" to the author's shopping list (made again after an answer); the list's id. */
  invitationToMember(): Promise<number>;
  /** Shares the "member" actor's shopping list with the author (idempotent); the list's id. */
  shareListOfMemberWithAuthor(): Promise<number>;
  /** An event "member" hosts (as if they had been a host), open for sign-ups: its slug and id; and a new one for the row that cancels. */
  eventOfMember: { slug: string; id: number };
  freshEventOfMember(): Promise<number>;
  /** A new recipe of "member" (lines and steps included), a draft, published or deleted a moment ago; its slug. */
  freshRecipeOfMember(state: "draft" | "published" | "deleted"): Promise<string>;
}

interface ApiCall {
  path: string;
  json?: unknown;
  form?: FormData;
  /** Use a token of its own (the call ends or changes the session), not the actor's usual one. */
  freshToken?: boolean;
}

/**
 * A route's row: how each actor calls it, and what the route's declared requirement
 * (api/http/route-requirements.ts) cannot say on its own. Who gets 401, 403 or through is derived
 * from the requirement and the actor's roles (./expected-statuses.ts).
 */
export interface ApiRow {
  /** "METHOD /path/{param}", as the OpenAPI document writes it. */
  route: string;
  call(world: ApiWorld, actor: ApiActor): ApiCall | Promise<ApiCall>;
  /** What a caller the requirement lets through gets: 200 unless told (a 404 or 422 shows the call got past the check). */
  status?: number;
  /** What a signed-in caller gets for someone else's thing: 403, or 404 where it is hidden as if it did not exist. */
  refused?: 404;
  /** Statuses that depend on what is asked for, not on who asks (a private list at a public address). */
  except?: Partial<ApiExpected>;
}

const PASSWORD = "una-clave-bien-larga-1";
const uniqueEmail = (actor: ApiActor) => `matriz-${actor}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const get = (route: string, path: (world: ApiWorld) => string, status = 200, more: Pick<ApiRow, "refused" | "except"> = {}): ApiRow => ({
  route: `GET ${route}`,
  call: (world) => ({ path: path(world) }),
  status,
  ...more,
});
const fixed = (path: string) => () => path;

/** A valid event, its title (and so its slug) the actor's own. */
export const matrixEvent = (actor: string) => ({
  title_es: `Evento de la matriz ${actor} ${Date.now()}`,
  title_en: `Matrix event ${actor} ${Date.now()}`,
  description_es: "Una descripción lo bastante larga para pasar.",
  description_en: "A description long enough to pass the checks.",
  mode: "online" as const,
  online_url: "https://meet.example.com/matriz",
  starts_local: "2031-03-01T18:00",
  ends_local: "2031-03-01T20:00",
  time_zone: "Europe/Madrid",
  capacity: 40,
});

/** A valid article, its title (and so its slug) the actor's own. */
const matrixArticle = (actor: ApiActor) => ({
  kind: "technique",
  title_es: `Artículo de la matriz ${actor} ${Date.now()}`,
  title_en: `Matrix article ${actor} ${Date.now()}`,
  dek_es: "Una entradilla lo bastante larga para pasar.",
  dek_en: "A standfirst long enough to pass the checks.",
  body_es: "Texto del artículo. ".repeat(20),
  body_en: "The article's text. ".repeat(20),
});

/** A valid challenge, its title (and so its slug) the actor's own, open now and voting tomorrow. */
const matrixChallenge = (actor: ApiActor) => ({
  title_es: `Reto de la matriz ${actor} ${Date.now()}`,
  title_en: `Matrix challenge ${actor} ${Date.now()}`,
  theme_es: "Un tema lo bastante largo para pasar la comprobación.",
  theme_en: "A theme long enough to pass the length check.",
  rules_es: "Unas bases lo bastante largas para pasar.",
  rules_en: "Rules long enough to pass the length check.",
  opens_at: new Date(Date.now() - 3_600_000).toISOString(),
  voting_at: new Date(Date.now() + 86_400_000).toISOString(),
  closes_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
});
const noChallenge = "reto-que-no-existe";

function shoppingListRows(): ApiRow[] {
  const onList = (method: string, template: string, status = 200, body?: (world: Awaited<ReturnType<ApiWorld["shoppingListOfMember"]>>, recipe: string) => unknown): ApiRow => ({
    route: `${method} ${template}`,
    call: async (world) => {
      const list = await world.shoppingListOfMember();
      return { path: apiPath(template, { list: list.listId, line: list.lineId }), json: body?.(list, world.recipe.slug) };
    },
    status,
    refused: 404,
  });
  return [
    onList("GET", apiPaths.shoppingList),
    onList("POST", apiPaths.shoppingListRecipes, 200, (_, recipe) => ({ recipe, servings: 2 })),
    onList("POST", apiPaths.shoppingListRecipeLists, 200, (list) => ({ recipe_list: String(list.recipeListId) })),
    onList("POST", apiPaths.shoppingListMealPlans, 200, (list) => ({ meal_plan: list.mealPlanId })),
    onList("POST", apiPaths.shoppingListLines, 201, () => ({ text: "Papel de cocina" })),
    onList("PATCH", apiPaths.shoppingListLine, 200, () => ({ checked: true })),
    onList("DELETE", apiPaths.shoppingListLine),
    onList("DELETE", apiPaths.shoppingListCheckedLines),
    onList("DELETE", apiPaths.shoppingListLines),
    // Sharing (decision 048): the owner invites (a verified e-mail: it notifies) and removes; outsiders do not find the list.
    onList("GET", apiPaths.shoppingListPeople),
    {
      route: `POST ${apiPaths.shoppingListPeople}`,
      call: async (world) => ({ path: apiPath(apiPaths.shoppingListPeople, { list: (await world.shoppingListOfMember()).listId }), json: { handle: world.author.slug } }),
      status: 202,
      refused: 404,
    },
    {
      route: `DELETE ${apiPaths.shoppingListPerson}`,
      call: async (world) => ({ path: apiPath(apiPaths.shoppingListPerson, { list: await world.shareListOfMemberWithAuthor(), member: world.author.slug }) }),
      refused: 404,
    },
  ];
}

function recipeAuthoringRows(): ApiRow[] {
  // Someone else's public recipe is refused (403); a draft or deleted one is hidden (404).
  const onRecipe = (method: string, template: string, state: "draft" | "published" | "deleted", json?: unknown, status?: number): ApiRow => ({
    route: `${method} ${template}`,
    call: async (world) => ({ path: apiPath(template, { recipe: await world.freshRecipeOfMember(state) }), json }),
    ...(state === "published" ? {} : { refused: 404 as const }),
    ...(status ? { status } : {}),
  });
  const recipe = {
    title: "Receta de la matriz",
    servings: 2,
    difficulty: "easy",
    ingredients: [{ line: "1 diente de ajo" }],
    step_sections: [{ steps: [{ text: "Pela el ajo." }] }],
  };
  return [
    { route: `POST ${apiPaths.recipes}`, call: () => ({ path: apiPaths.recipes, json: recipe }), status: 201 },
    get(apiPaths.myRecipes, fixed(apiPaths.myRecipes)),
    onRecipe("GET", apiPaths.editableRecipe, "draft"),
    // A fresh recipe is at its first revision (decision 076).
    onRecipe("PUT", apiPaths.recipe, "published", { ...recipe, revision: 1 }),
    onRecipe("POST", apiPaths.keepRecipeEdit, "published", recipe, 201),
    onRecipe("POST", apiPaths.publishRecipe, "draft"),
    // Taking one's own recipe back publishes nothing (decision 029): a verified e-mail is not asked.
    onRecipe("POST", apiPaths.unpublishRecipe, "published"),
    onRecipe("DELETE", apiPaths.recipe, "published"),
    onRecipe("POST", apiPaths.restoreRecipe, "deleted"),
    { route: `POST ${apiPaths.remixRecipe}`, call: (world) => ({ path: apiPath(apiPaths.remixRecipe, { recipe: world.recipe.slug }) }), status: 201 },
  ];
}

export const apiMatrix: ApiRow[] = [
  // Status
  get(apiPaths.status, fixed(apiPaths.status)),
  get(apiPaths.health, fixed(apiPaths.health)),
  get(apiPaths.openApi, fixed(apiPaths.openApi)),

  // Accounts: open to anyone, whoever asks.
  get(apiPaths.csrfCookie, fixed(apiPaths.csrfCookie), 204),
  {
    route: `POST ${apiPaths.register}`,
    call: (_, actor) => ({ path: apiPaths.register, json: { name: "Cocinera Nueva", email: uniqueEmail(actor), password: PASSWORD, password_confirmation: PASSWORD } }),
    status: 201,
  },
  { route: `POST ${apiPaths.login}`, call: () => ({ path: apiPaths.login, json: { email: "matriz-login@example.com", password: PASSWORD } }) },
  { route: `POST ${apiPaths.logout}`, call: () => ({ path: apiPaths.logout, freshToken: true }) },
  { route: `POST ${apiPaths.resendVerification}`, call: () => ({ path: apiPaths.resendVerification }) },
  // A wrong link goes to the "failed" page for everyone: the link, not the session, is the credential.
  get(apiPaths.verifyEmail, fixed(apiPath(apiPaths.verifyEmail, { id: 1, token: "no-es-un-token" })), 302),
  { route: `POST ${apiPaths.forgotPassword}`, call: () => ({ path: apiPaths.forgotPassword, json: { email: "nadie@example.com" } }) },
  {
    route: `POST ${apiPaths.resetPassword}`,
    call: () => ({ path: apiPaths.resetPassword, json: { token: "caducado", email: "nadie@example.com", password: PASSWORD, password_confirmation: PASSWORD } }),
    status: 422,
  },
  get(apiPaths.socialProviders, fixed(apiPaths.socialProviders)),
  get(apiPaths.socialRedirect, fixed(apiPath(apiPaths.socialRedirect, { provider: "google" })), 302),
  get(apiPaths.socialCallback, fixed(apiPath(apiPaths.socialCallback, { provider: "google" })), 302),
  { route: `POST ${apiPaths.socialExchange}`, call: () => ({ path: apiPaths.socialExchange, json: { code: "usado-o-inventado" } }), status: 401 },

  // The member's own account: theirs to read and change, unverified or not, except what others see.
  get(apiPaths.profile, fixed(apiPaths.profile)),
  { route: `PUT ${apiPaths.profile}`, call: () => ({ path: apiPaths.profile, json: { name: "Nombre Cambiado" } }) },
  get(apiPaths.validateSocialAuth, fixed(apiPaths.validateSocialAuth)),
  // Changing the password signs out the member's other sessions, and keeps the one it was made with.
  { route: `PUT ${apiPaths.password}`, call: () => ({ path: apiPaths.password, json: { password: PASSWORD, password_confirmation: PASSWORD } }) },
  get(apiPaths.contentLanguagePreference, fixed(apiPaths.contentLanguagePreference)),
  {
    route: `PUT ${apiPaths.contentLanguagePreference}`,
    call: () => ({ path: apiPaths.contentLanguagePreference, json: { content_language_preference: "es" } }),
  },
  get(apiPaths.notificationPreferences, fixed(apiPaths.notificationPreferences)),
  { route: `PUT ${apiPaths.notificationPreferences}`, call: () => ({ path: apiPaths.notificationPreferences, json: {} }) },
  get(apiPaths.tastes, fixed(apiPaths.tastes)),
  get(apiPaths.tastesRecipes, fixed(apiPaths.tastesRecipes)),
  { route: `PUT ${apiPaths.tastes}`, call: () => ({ path: apiPaths.tastes, json: { diets: [], dislikes: [], cuisines: [] } }) },
  get(apiPaths.privacySettings, fixed(apiPaths.privacySettings)),
  { route: `PUT ${apiPaths.privacySettings}`, call: () => ({ path: apiPaths.privacySettings, json: { show_saved_recipes: false } }) },
  // The avatar is shown to others: a verified e-mail to set it, anyone signed in to remove their own.
  { route: `POST ${apiPaths.userAvatar}`, call: (world) => ({ path: apiPaths.userAvatar, form: world.avatarForm() }) },
  { route: `DELETE ${apiPaths.userAvatar}`, call: () => ({ path: apiPaths.userAvatar }) },
  get(apiPaths.avatar, (world) => apiPath(apiPaths.avatar, { file: world.avatarFile })),
  // Only the member's own data; a wrong password deletes nothing (a right one is the API test's: it would end the actor).
  {
    route: `DELETE ${apiPaths.account}`,
    call: async (world, actor) => {
      await world.givePassword(actor);
      return { path: apiPaths.account, json: { password: "no-es-la-clave" } };
    },
    status: 422,
  },
  get(apiPaths.accountExport, fixed(apiPaths.accountExport)),

  // Recipes, the catalogue and search: public.
  get(apiPaths.recipes, fixed(apiPaths.recipes)),
  get(apiPaths.featuredRecipes, fixed(apiPaths.featuredRecipes)),
  get(apiPaths.popularThisWeek, fixed(apiPaths.popularThisWeek)),
  get(apiPaths.availableIngredients, fixed(apiPaths.availableIngredients)),
  get(apiPaths.recipe, (world) => apiPath(apiPaths.recipe, { recipe: world.recipe.slug })),
  get(apiPaths.relatedRecipes, (world) => apiPath(apiPaths.relatedRecipes, { recipe: world.recipe.id })),
  get(apiPaths.sitemapRecipes, fixed(apiPaths.sitemapRecipes)),
  get(apiPaths.sitemapForumThreads, fixed(apiPaths.sitemapForumThreads)),
  get(apiPaths.categories, fixed(apiPaths.categories)),
  get(apiPaths.filterableCategories, fixed(apiPaths.filterableCategories)),
  get(apiPaths.category, (world) => apiPath(apiPaths.category, { slug: world.category })),
  get(apiPaths.categoryRecipes, (world) => apiPath(apiPaths.categoryRecipes, { slug: world.category })),
  get(apiPaths.tags, fixed(apiPaths.tags)),
  get(apiPaths.tag, (world) => apiPath(apiPaths.tag, { slug: world.tag })),
  get(apiPaths.tagRecipes, (world) => apiPath(apiPaths.tagRecipes, { slug: world.tag })),
  get(apiPaths.media, (world) => `/api/media/${world.mediaKey}`),
  get(apiPaths.socialImage, (world) => `/api/media/social/${world.mediaKey.replace(/\.svg$/, ".png")}`),
  // Importing a recipe from a link (decision 051): a verified member's draft, nothing saved. The matrix
  // server fetches with the production policy, so a loopback address shows the call got past the
  // guards (422 "address not allowed") without a request leaving the test.
  // Member photos (decision 053): uploading publishes (a verified e-mail); the files are public; only the owner deletes.
  { route: `POST ${apiPaths.photos}`, call: (world) => ({ path: apiPaths.photos, form: world.photoForm() }), status: 201 },
  { route: `DELETE ${apiPaths.photo}`, call: async (world) => ({ path: apiPath(apiPaths.photo, { photo: await world.freshPhotoOfMember() }) }), status: 200, refused: 404 },
  get(apiPaths.photoFile, (world) => world.photoFileUrl),
  // Cooksnaps (decision 055): posting publishes and notifies (a verified e-mail); lists are public; the author or an admin deletes.
  get(apiPaths.recipeCooksnaps, (world) => apiPath(apiPaths.recipeCooksnaps, { recipe: world.recipe.slug })),
  {
    route: `POST ${apiPaths.recipeCooksnaps}`,
    call: async (world, actor) => ({
      path: apiPath(apiPaths.recipeCooksnaps, { recipe: world.recipe.slug }),
      json: { photo_id: await world.photoOf(actor), comment: "Me salió muy rica." },
    }),
    status: 201,
  },
  get(apiPaths.memberCooksnaps, (world) => apiPath(apiPaths.memberCooksnaps, { slug: world.author.slug })),
  get(apiPaths.followedCooksnaps, fixed(apiPaths.followedCooksnaps)),
  {
    route: `DELETE ${apiPaths.cooksnap}`,
    call: async (world) => ({ path: apiPath(apiPaths.cooksnap, { id: await world.freshCooksnapByMember() }) }),
  },
  // Articles (decision 103): reading is public; editors and admins write (an unknown article: 404 shows the call got past the check).
  get(apiPaths.articles, fixed(`${apiPaths.articles}?kind=technique`)),
  get(apiPaths.articleSearch, fixed(`${apiPaths.articleSearch}?q=sofrito`)),
  get(apiPaths.sitemapArticles, fixed(apiPaths.sitemapArticles)),
  get(apiPaths.article, fixed(apiPath(apiPaths.article, { article: "articulo-que-no-existe" })), 404),
  { route: `POST ${apiPaths.articles}`, call: (_world, actor) => ({ path: apiPaths.articles, json: matrixArticle(actor) }), status: 201 },
  { route: `PUT ${apiPaths.article}`, call: (_world, actor) => ({ path: apiPath(apiPaths.article, { article: 2_000_000 }), json: matrixArticle(actor) }), status: 404 },
  // Challenges (decision 109): reading is public; entering needs a verified e-mail, voting an account, setting one the host role
  // (an unknown challenge: 404 shows the call got past the check).
  get(apiPaths.challenges, fixed(apiPaths.challenges)),
  get(apiPaths.challenge, fixed(apiPath(apiPaths.challenge, { challenge: noChallenge })), 404),
  get(apiPaths.challengeMine, fixed(apiPath(apiPaths.challengeMine, { challenge: noChallenge })), 404),
  { route: `POST ${apiPaths.challenges}`, call: (_world, actor) => ({ path: apiPaths.challenges, json: matrixChallenge(actor) }), status: 201 },
  {
    route: `POST ${apiPaths.challengeEntries}`,
    call: (world) => ({ path: apiPath(apiPaths.challengeEntries, { challenge: noChallenge }), json: { recipe_id: world.recipe.id } }),
    status: 404,
  },
  { route: `POST ${apiPaths.challengeVotes}`, call: () => ({ path: apiPath(apiPaths.challengeVotes, { challenge: noChallenge, entry: 1 }) }), status: 404 },
  // Events (decision 106): reading is public; members sign up; hosts and admins create; the event's host (with the host role) or an admin organises it.
  get(apiPaths.events, fixed(`${apiPaths.events}?when=past`)),
  get(apiPaths.sitemapEvents, fixed(apiPaths.sitemapEvents)),
  get(apiPaths.event, (world) => apiPath(apiPaths.event, { event: world.eventOfMember.slug })),
  get(apiPaths.eventCalendar, (world) => apiPath(apiPaths.eventCalendar, { event: world.eventOfMember.slug })),
  get(apiPaths.managedEvents, fixed(apiPaths.managedEvents)),
  { route: `POST ${apiPaths.events}`, call: (_world, actor) => ({ path: apiPaths.events, json: matrixEvent(actor) }), status: 201 },
  { route: `POST ${apiPaths.eventRsvp}`, call: (world) => ({ path: apiPath(apiPaths.eventRsvp, { event: world.eventOfMember.slug }) }) },
  { route: `DELETE ${apiPaths.eventRsvp}`, call: (world) => ({ path: apiPath(apiPaths.eventRsvp, { event: world.eventOfMember.slug }) }) },
  { route: `PUT ${apiPaths.event}`, call: (world) => ({ path: apiPath(apiPaths.event, { event: world.eventOfMember.id }), json: matrixEvent("member") }) },
  { route: `POST ${apiPaths.eventCancel}`, call: async (world) => ({ path: apiPath(apiPaths.eventCancel, { event: await world.freshEventOfMember() }) }) },
  get(apiPaths.eventAttendees, (world) => apiPath(apiPaths.eventAttendees, { event: world.eventOfMember.id })),
  // Forums (issue 33): reading is public; posting publishes (a verified e-mail); the author or a moderator edits.
  get(apiPaths.forumCategories, fixed(apiPaths.forumCategories)),
  get(apiPaths.forumCategoryThreads, (world) => apiPath(apiPaths.forumCategoryThreads, { category: world.forum.category })),
  get(apiPaths.forumBusiestThreads, fixed(apiPaths.forumBusiestThreads)),
  get(apiPaths.forumThread, (world) => apiPath(apiPaths.forumThread, { thread: world.forum.threadOfMember })),
  {
    route: `POST ${apiPaths.forumThreads}`,
    call: (world) => ({ path: apiPaths.forumThreads, json: { category: world.forum.category, title: "Pregunta de la matriz", text: "¿Alguien sabe?" } }),
    status: 201,
  },
  {
    route: `PATCH ${apiPaths.forumThread}`,
    call: (world) => ({ path: apiPath(apiPaths.forumThread, { thread: world.forum.threadOfMember }), json: { text: "Editado.", reason: "Corregido por la matriz" } }),
  },
  {
    route: `POST ${apiPaths.forumThreadReplies}`,
    call: (world) => ({ path: apiPath(apiPaths.forumThreadReplies, { thread: world.forum.threadOfMember }), json: { text: "Una respuesta." } }),
    status: 201,
  },
  // A member's watch level on a thread is their own (decision 087): any signed-in member, on any thread.
  get(apiPaths.forumThreadWatch, (world) => apiPath(apiPaths.forumThreadWatch, { thread: world.forum.threadOfMember })),
  {
    route: `PUT ${apiPaths.forumThreadWatch}`,
    call: (world) => ({ path: apiPath(apiPaths.forumThreadWatch, { thread: world.forum.threadOfMember }), json: { level: "muted" } }),
  },
  // Decision 091: the thread is "member"'s, so they and the moderators mark its solution; moderators alone pin it (again: nothing changes).
  {
    route: `PUT ${apiPaths.forumThreadSolution}`,
    call: (world) => ({ path: apiPath(apiPaths.forumThreadSolution, { thread: world.forum.threadOfMember }), json: { reply: world.forum.replyOfMember } }),
  },
  { route: `DELETE ${apiPaths.forumThreadSolution}`, call: (world) => ({ path: apiPath(apiPaths.forumThreadSolution, { thread: world.forum.threadOfMember }) }) },
  {
    route: `POST ${apiPaths.forumThreadModeration}`,
    call: (world) => ({ path: apiPath(apiPaths.forumThreadModeration, { thread: world.forum.threadOfMember }), json: { action: "pin", reason: "Fijado por la matriz" } }),
  },
  {
    route: `PATCH ${apiPaths.forumReply}`,
    call: (world) => ({ path: apiPath(apiPaths.forumReply, { reply: world.forum.replyOfMember }), json: { text: "Editada.", reason: "Corregida por la matriz" } }),
  },
  // A post's earlier versions (decision 101): public for a published post.
  get(apiPaths.forumThreadHistory, (world) => apiPath(apiPaths.forumThreadHistory, { thread: world.forum.threadOfMember })),
  get(apiPaths.forumReplyHistory, (world) => apiPath(apiPaths.forumReplyHistory, { reply: world.forum.replyOfMember })),
  { route: `POST ${apiPaths.forumPreview}`, call: () => ({ path: apiPaths.forumPreview, json: { text: "**Hola**" } }) },
  // Questions where the cook is and forum search (decision 095): public reads.
  get(apiPaths.forumRecipeThreads, (world) => apiPath(apiPaths.forumRecipeThreads, { recipe: world.recipe.slug })),
  get(apiPaths.forumSearch, fixed(`${apiPaths.forumSearch}?q=pregunta`)),
  // Threads about an ingredient (decision 099): a public read.
  get(apiPaths.forumIngredientThreads, fixed(apiPath(apiPaths.forumIngredientThreads, { ingredient: "ajo" }))),
  // Reactions (decision 089): the posts are "member"'s, who may not react to their own; taking one back that is not there is a 200.
  ...(["PUT", "DELETE"] as const).flatMap((method): ApiRow[] => [
    {
      route: `${method} ${apiPaths.forumThreadReaction}`,
      call: (world) => ({ path: apiPath(apiPaths.forumThreadReaction, { thread: world.forum.threadOfMember, reaction: "yum" }) }),
      except: { member: 403 },
    },
    {
      route: `${method} ${apiPaths.forumReplyReaction}`,
      call: (world) => ({ path: apiPath(apiPaths.forumReplyReaction, { reply: world.forum.replyOfMember, reaction: "helpful" }) }),
      except: { member: 403 },
    },
  ]),
  // Flags (decision 094): a verified member's. A post nobody wrote: 404 shows the caller got past the check, and nothing is hidden for the rows after.
  {
    route: `POST ${apiPaths.forumThreadFlags}`,
    call: () => ({ path: apiPath(apiPaths.forumThreadFlags, { thread: 2_000_000 }), json: { reason: "spam", note: "Publicidad." } }),
    status: 404,
  },
  {
    route: `POST ${apiPaths.forumReplyFlags}`,
    call: () => ({ path: apiPath(apiPaths.forumReplyFlags, { reply: 2_000_000 }), json: { reason: "spam", note: "Publicidad." } }),
    status: 404,
  },
  // Reviews' and cooksnaps' flags (decision 097): the same rule; one nobody wrote answers 404 past the check.
  {
    route: `POST ${apiPaths.reviewFlags}`,
    call: () => ({ path: apiPath(apiPaths.reviewFlags, { id: 2_000_000 }), json: { reason: "spam", note: "Publicidad." } }),
    status: 404,
  },
  {
    route: `POST ${apiPaths.cooksnapFlags}`,
    call: () => ({ path: apiPath(apiPaths.cooksnapFlags, { id: 2_000_000 }), json: { reason: "spam", note: "Publicidad." } }),
    status: 404,
  },
  { route: `POST ${apiPaths.recipeImports}`, call: () => ({ path: apiPaths.recipeImports, json: { url: "http://127.0.0.1/receta" } }), status: 422 },
  get(apiPaths.search, fixed(`${apiPaths.search}?q=paella`)),
  get(apiPaths.filter, fixed(`${apiPaths.filter}?q=paella`)),
  get(apiPaths.facets, fixed(apiPaths.facets)),
  get(apiPaths.suggestions, fixed(`${apiPaths.suggestions}?q=pae`)),
  get(apiPaths.popularSearches, fixed(apiPaths.popularSearches)),

  // Community
  get(apiPaths.member, (world) => apiPath(apiPaths.member, { slug: world.author.slug })),
  get(apiPaths.memberRecipes, (world) => apiPath(apiPaths.memberRecipes, { slug: world.author.slug })),
  get(apiPaths.memberReviews, (world) => apiPath(apiPaths.memberReviews, { slug: world.author.slug })),
  get(apiPaths.followers, (world) => apiPath(apiPaths.followers, { slug: world.author.slug })),
  get(apiPaths.following, (world) => apiPath(apiPaths.following, { slug: world.author.slug })),
  // §6: 401 for a visitor, which the web ignores (§8).
  get(apiPaths.followStatus, (world) => apiPath(apiPaths.followStatus, { slug: world.author.slug })),
  { route: `POST ${apiPaths.follow}`, call: (world) => ({ path: apiPath(apiPaths.follow, { slug: world.author.slug }) }) },
  { route: `DELETE ${apiPaths.follow}`, call: (world) => ({ path: apiPath(apiPaths.follow, { slug: world.author.slug }) }) },
  get(apiPaths.recipeReviews, (world) => apiPath(apiPaths.recipeReviews, { recipe: world.recipe.slug })),
  {
    route: `POST ${apiPaths.recipeReviews}`,
    call: (world) => ({ path: apiPath(apiPaths.recipeReviews, { recipe: world.recipeToReview.slug }), json: { rating: 4, body: "Sale muy bien." } }),
    status: 201,
  },
  // "member" owns the review; nobody else may change or delete it, staff included (no moderation yet).
  {
    route: `PUT ${apiPaths.review}`,
    call: async (world) => ({ path: apiPath(apiPaths.review, { id: await world.freshReviewByMember() }), json: { rating: 3, body: "Mejor con más caldo." } }),
  },
  {
    route: `DELETE ${apiPaths.review}`,
    call: async (world) => ({ path: apiPath(apiPaths.review, { id: await world.freshReviewByMember() }) }),
  },
  get(apiPaths.feed, fixed(apiPaths.feed)),

  // Writing recipes (decision 052): "member" is the author; an admin may change anyone's recipe. Someone
  // else's public recipe is 403, a draft or deleted one 404; writes that publish need a verified e-mail.
  ...recipeAuthoringRows(),

  // Recipe lists (decision 045): a member's own, by their slug; everyone else's answers 404, staff included.
  get(apiPaths.recipeLists, fixed(apiPaths.recipeLists)),
  // A private list publishes nothing: anyone signed in may make one.
  { route: `POST ${apiPaths.recipeLists}`, call: () => ({ path: apiPaths.recipeLists, json: { name: "Lista de la matriz" } }), status: 201 },
  {
    route: `PUT ${apiPaths.recipeListsOrder}`,
    call: async (world, actor) => ({ path: apiPaths.recipeListsOrder, json: { slugs: (await world.listSlugsOf(actor)).reverse() } }),
  },
  get(apiPaths.recipeList, (world) => apiPath(apiPaths.recipeList, { list: world.memberList.slug }), 200, { refused: 404 }),
  {
    route: `PATCH ${apiPaths.recipeList}`,
    call: (world) => ({ path: apiPath(apiPaths.recipeList, { list: world.memberList.slug }), json: { description: "Cambiada" } }),
    refused: 404,
  },
  { route: `DELETE ${apiPaths.recipeList}`, call: async (world) => ({ path: apiPath(apiPaths.recipeList, { list: await world.freshListOfMember() }) }), refused: 404 },
  {
    route: `POST ${apiPaths.recipeListRecipes}`,
    call: async (world) => ({ path: apiPath(apiPaths.recipeListRecipes, { list: await world.freshListOfMember() }), json: { recipe: world.recipeToReview.slug } }),
    status: 201,
    refused: 404,
  },
  {
    route: `PUT ${apiPaths.recipeListRecipe}`,
    call: (world) => ({ path: apiPath(apiPaths.recipeListRecipe, { list: world.memberList.slug, recipe: world.recipe.slug }), json: { position: 1 } }),
    refused: 404,
  },
  {
    route: `DELETE ${apiPaths.recipeListRecipe}`,
    call: async (world) => ({ path: apiPath(apiPaths.recipeListRecipe, { list: await world.freshListOfMember(), recipe: world.recipe.slug }) }),
    refused: 404,
  },
  get(apiPaths.recipeListsWithRecipe, (world) => apiPath(apiPaths.recipeListsWithRecipe, { recipe: world.recipe.slug })),
  get(apiPaths.memberRecipeLists, (world) => apiPath(apiPaths.memberRecipeLists, { slug: world.slugOf("member") })),
  // The member's private list at its public address: theirs to read, the same 404 as no list for everyone else.
  get(apiPaths.memberRecipeList, (world) => apiPath(apiPaths.memberRecipeList, { slug: world.slugOf("member"), list: world.memberList.slug }), 200, {
    except: { visitor: 404, unverified: 404, other: 404, admin: 404, moderator: 404, editor: 404 },
  }),
  get(apiPaths.gamificationStats, fixed(apiPaths.gamificationStats)),
  get(apiPaths.activity, fixed(apiPaths.activity)),

  // Saved recipes: each member's own (no address names another's), any member may save, verified or not.
  get(apiPaths.savedRecipes, fixed(apiPaths.savedRecipes)),
  { route: `POST ${apiPaths.saveRecipe}`, call: (world) => ({ path: apiPath(apiPaths.saveRecipe, { recipe: world.recipe.slug }) }) },
  { route: `DELETE ${apiPaths.saveRecipe}`, call: (world) => ({ path: apiPath(apiPaths.saveRecipe, { recipe: world.recipe.slug }) }) },
  // The meal planner: the owner's only; another member (staff too) finds no such plan (docs/decisions/046).
  get(apiPaths.mealPlans, fixed(apiPaths.mealPlans)),
  { route: `POST ${apiPaths.mealPlans}`, call: () => ({ path: apiPaths.mealPlans, json: { starts_on: "2027-03-01" } }), status: 201 },
  { route: `POST ${apiPaths.currentWeekMealPlan}`, call: () => ({ path: apiPaths.currentWeekMealPlan }), status: 201 },
  ...(["GET", "PATCH", "DELETE"] as const).map((method): ApiRow => ({
    route: `${method} ${apiPaths.mealPlan}`,
    call: async (world) => ({
      path: apiPath(apiPaths.mealPlan, { plan: (await world.freshPlanOfMember()).plan }),
      json: method === "PATCH" ? { name: "Semana cambiada" } : undefined,
    }),
    refused: 404,
  })),
  {
    route: `POST ${apiPaths.mealPlanEntries}`,
    call: async (world) => ({
      path: apiPath(apiPaths.mealPlanEntries, { plan: (await world.freshPlanOfMember()).plan }),
      json: { type: "note", day: "2026-12-08", slot: "dinner", note: "Cena ligera" },
    }),
    status: 201,
    refused: 404,
  },
  ...(["PATCH", "DELETE"] as const).map((method): ApiRow => ({
    route: `${method} ${apiPaths.mealPlanEntry}`,
    call: async (world) => {
      const { plan, entry } = await world.freshPlanOfMember();
      return { path: apiPath(apiPaths.mealPlanEntry, { plan, entry }), json: method === "PATCH" ? { servings: 6 } : undefined };
    },
    refused: 404,
  })),
  {
    route: `POST ${apiPaths.copyLastWeek}`,
    call: async (world) => ({ path: apiPath(apiPaths.copyLastWeek, { plan: (await world.freshPlanOfMember()).plan }) }),
    refused: 404,
  },
  {
    route: `POST ${apiPaths.mealPlanCopies}`,
    call: async (world) => ({ path: apiPath(apiPaths.mealPlanCopies, { plan: (await world.freshPlanOfMember()).plan }), json: { starts_on: "2027-01-04" } }),
    status: 201,
    refused: 404,
  },
  get(apiPaths.mealPlanRecipeChoices, fixed(apiPaths.mealPlanRecipeChoices)),
  get(apiPaths.calendarFeedSettings, fixed(apiPaths.calendarFeedSettings)),
  { route: `POST ${apiPaths.calendarFeedSettings}`, call: () => ({ path: apiPaths.calendarFeedSettings }) },
  { route: `PATCH ${apiPaths.calendarFeedSettings}`, call: () => ({ path: apiPaths.calendarFeedSettings, json: { time_zone: "Europe/Madrid" } }) },
  { route: `DELETE ${apiPaths.calendarFeedSettings}`, call: () => ({ path: apiPaths.calendarFeedSettings }) },
  // The secret address is the credential (calendar apps send no cookies): whoever holds it reads, session or not.
  { route: `GET ${apiPaths.calendarFeed}`, call: async (world) => ({ path: apiPath(apiPaths.calendarFeed, { token: await world.feedTokenOfMember() }) }) },
  {
    route: `GET ${apiPaths.planCalendarFeed}`,
    call: async (world) => ({ path: apiPath(apiPaths.planCalendarFeed, { token: await world.feedTokenOfMember(), plan: (await world.freshPlanOfMember()).plan }) }),
  },
  // The pantry (decision 048): each member's own; the catalogue search is public.
  get(apiPaths.ingredientSearch, fixed(`${apiPaths.ingredientSearch}?q=ajo`)),
  get(apiPaths.pantry, fixed(apiPaths.pantry)),
  { route: `POST ${apiPaths.pantryItems}`, call: () => ({ path: apiPaths.pantryItems, json: { ingredient: "ajo", quantity: 2, unit: "unit" } }), status: 201 },
  {
    route: `PUT ${apiPaths.pantryItem}`,
    call: async (world, actor) => {
      await world.holdInPantry(actor, "tomate");
      return { path: apiPath(apiPaths.pantryItem, { ingredient: "tomate" }), json: { quantity: 1, unit: "kg" } };
    },
  },
  {
    route: `DELETE ${apiPaths.pantryItem}`,
    call: async (world, actor) => {
      await world.holdInPantry(actor, "azafran");
      return { path: apiPath(apiPaths.pantryItem, { ingredient: "azafran" }) };
    },
  },
  { route: `PUT ${apiPaths.pantrySettings}`, call: () => ({ path: apiPaths.pantrySettings, json: { assume_staples: false } }) },
  get(apiPaths.pantryRecipes, fixed(apiPaths.pantryRecipes)),
  // Each member's units (decision 054).
  get(apiPaths.kitchenSettings, fixed(apiPaths.kitchenSettings)),
  { route: `PUT ${apiPaths.kitchenSettings}`, call: () => ({ path: apiPaths.kitchenSettings, json: { unit_system: "us" } }) },
  // What to buy for one recipe: public; a member's own pantry is taken off (decision 054).
  get(apiPaths.recipeShoppingList, (world) => `${apiPath(apiPaths.recipeShoppingList, { recipe: world.recipe.slug })}?servings=2`),
  // The shopping list: its owner's (and the members it is shared with, api/shopping-list tests); nobody else's, staff included.
  get(apiPaths.ownShoppingList, fixed(apiPaths.ownShoppingList)),
  get(apiPaths.usableShoppingLists, fixed(apiPaths.usableShoppingLists)),
  ...shoppingListRows(),
  // Invitations to a list (decision 077): the invited member's own; anyone else finds none to answer.
  get(apiPaths.shoppingListInvitations, fixed(apiPaths.shoppingListInvitations)),
  ...[apiPaths.acceptShoppingListInvitation, apiPaths.declineShoppingListInvitation].map((template): ApiRow => ({
    route: `POST ${template}`,
    call: async (world) => ({ path: apiPath(template, { list: await world.invitationToMember() }) }),
    refused: 404,
  })),

  // Notifications and the live channel: the member's own.
  get(apiPaths.notifications, fixed(apiPaths.notifications)),
  get(apiPaths.unreadNotifications, fixed(apiPaths.unreadNotifications)),
  {
    route: `POST ${apiPaths.markNotificationsRead}`,
    call: () => ({ path: apiPaths.markNotificationsRead, json: { ids: ["00000000-0000-4000-8000-000000000000"] } }),
  },
  { route: `POST ${apiPaths.markAllNotificationsRead}`, call: () => ({ path: apiPaths.markAllNotificationsRead }) },
  ...[apiPaths.broadcastingAuth, apiPaths.broadcastingAuth.replace(/^\/api/, "")].map((path): ApiRow => ({
    route: `POST ${path}`,
    // Each member asks for their own channel; another's is refused (api/broadcasting tests cover that).
    call: (world, actor) => ({ path, json: { socket_id: "1234.5678", channel_name: userChannel(world.idOf(actor) ?? 1) } }),
  })),
  ...[apiPaths.broadcastingUserAuth, apiPaths.broadcastingUserAuth.replace(/^\/api/, "")].map((path): ApiRow => ({
    route: `POST ${path}`,
    call: () => ({ path, json: { socket_id: "1234.5678" } }),
  })),
  // CSP violation reports: browsers send them without credentials, so anyone may (rate-limited per address).
  {
    route: `POST ${apiPaths.cspReports}`,
    call: () => ({
      path: apiPaths.cspReports,
      json: { "csp-report": { "document-uri": "http://localhost/", "violated-directive": "script-src-elem", "effective-directive": "script-src-elem", "blocked-uri": "inline" } },
    }),
    status: 204,
  },

  // The admin area's calls (§6): admins only.
  get(apiPaths.adminCspReports, fixed(apiPaths.adminCspReports)),
  get(apiPaths.hiddenPopularSearches, fixed(apiPaths.hiddenPopularSearches)),
  {
    route: `POST ${apiPaths.hiddenPopularSearches}`,
    call: () => ({ path: apiPaths.hiddenPopularSearches, json: { query: "pollo casino" } }),
    status: 201,
  },
  // A term nobody hid: 404 shows the admin got past the check, everyone else is stopped before it.
  {
    route: `DELETE ${apiPaths.hiddenPopularSearch}`,
    call: () => ({ path: apiPath(apiPaths.hiddenPopularSearch, { query: "nunca-oculto" }) }),
    status: 404,
  },

  // Ingredient proposals (decision 058): proposing needs a verified e-mail; the queue and decisions are
  // the admin's. A proposal nobody made: 404 shows the admin got past the check.
  {
    route: `POST ${apiPaths.ingredientProposals}`,
    call: (_world, actor) => ({ path: apiPaths.ingredientProposals, json: { name_es: `Hierba de la matriz ${actor} ${Date.now()}` } }),
    status: 201,
  },
  get(apiPaths.adminIngredientProposals, fixed(apiPaths.adminIngredientProposals)),
  ...[apiPaths.approveIngredientProposal, apiPaths.rejectIngredientProposal].map((template): ApiRow => ({
    route: `POST ${template}`,
    call: () => ({ path: apiPath(template, { proposal: 2_000_000 }), json: {} }),
    status: 404,
  })),
  // The site's moderation queue (decision 094): moderators and admins. A post nobody wrote: 404 shows the caller got past the check.
  get(apiPaths.moderationQueue, fixed(apiPaths.moderationQueue)),
  {
    route: `POST ${apiPaths.moderationHeldPost}`,
    call: () => ({ path: apiPath(apiPaths.moderationHeldPost, { kind: "reply", post: 2_000_000 }), json: { decision: "approve" } }),
    status: 404,
  },
  {
    route: `POST ${apiPaths.moderationFlaggedPost}`,
    call: () => ({ path: apiPath(apiPaths.moderationFlaggedPost, { kind: "review", post: 2_000_000 }), json: { decision: "dismiss" } }),
    status: 404,
  },
  {
    route: `POST ${apiPaths.moderationPostVisibility}`,
    call: () => ({ path: apiPath(apiPaths.moderationPostVisibility, { kind: "reply", post: 2_000_000 }), json: { action: "hide", reason: "Por la matriz" } }),
    status: 404,
  },

  // Pusher's HTTP API is signed with the app secret: a member's token is no credential there.
  ...["events", "batch_events"].map((name): ApiRow => ({
    route: `POST /apps/{appId}/${name}`,
    call: (world) => ({ path: `/apps/${world.liveAppId}/${name}`, json: {} }),
    status: 401,
  })),
];
