import { apiPath, apiPaths } from "#api/contract/paths";
import { userChannel } from "#api/contract/notifications";
import { type Actor, type Expected, everyone } from "./actors";

/**
 * The API's authorization matrix: every route of the Hono app × every actor → the status it must
 * answer (docs/decisions/029). tests/process/api-authorization.test.ts lists the app's routes and
 * fails for one without a row here, so a new area adds its rows (docs/adding-an-area.md, step 4).
 */

/** What the test sets up before the rows run. */
export interface ApiWorld {
  /** The id of an actor's account (undefined for the visitor). */
  idOf(actor: Actor): number | undefined;
  /** A member everyone may see: recipes, followers, a public profile. */
  author: { slug: string };
  /** A published recipe by the author, and one per route that writes reviews so each actor writes once. */
  recipe: { id: number; slug: string };
  recipeToReview: { slug: string };
  category: string;
  tag: string;
  /** "recipes/….svg", an image the recipe has. */
  mediaKey: string;
  /** "12-ab3c-256.webp", the author's uploaded avatar. */
  avatarFile: string;
  /** A small PNG, as a form field "avatar", for the upload row. */
  avatarForm(): FormData;
  /** Gives an actor a password (not the one the deletion row sends), so that row can only be refused. */
  givePassword(actor: Actor): Promise<void>;
  /** A new review by "member", on a recipe of its own, for rows that change or delete one. */
  freshReviewByMember(): Promise<number>;
  /** The Pusher app id the live server accepts events for. */
  liveAppId: string;
}

interface ApiCall {
  path: string;
  json?: unknown;
  form?: FormData;
  /** Use a token of its own (the call ends or changes the session), not the actor's usual one. */
  freshToken?: boolean;
}

export interface ApiRow {
  /** "METHOD /path/{param}", as the OpenAPI document writes it. */
  route: string;
  call(world: ApiWorld, actor: Actor): ApiCall | Promise<ApiCall>;
  expect: Expected;
}

/** Needs a signed-in member, verified or not. */
const members = (status: number): Expected => ({ ...everyone(status), visitor: 401 });
/** Publishes or notifies: a verified e-mail too (§6, decision 029). */
const verifiedMembers = (status: number): Expected => ({ ...members(status), unverified: 403 });
/** Staff only: a visitor 401, any member who is not an admin 403. */
const admins = (status: number): Expected => ({ ...everyone(403), visitor: 401, admin: status });

const PASSWORD = "una-clave-bien-larga-1";
const uniqueEmail = (actor: Actor) => `matriz-${actor}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const get = (route: string, path: (world: ApiWorld) => string, expect: Expected): ApiRow => ({ route: `GET ${route}`, call: (world) => ({ path: path(world) }), expect });
const fixed = (path: string) => () => path;

export const apiMatrix: ApiRow[] = [
  // Status
  get(apiPaths.status, fixed(apiPaths.status), everyone(200)),
  get(apiPaths.health, fixed(apiPaths.health), everyone(200)),
  get(apiPaths.openApi, fixed(apiPaths.openApi), everyone(200)),

  // Accounts: open to anyone, whoever asks.
  get(apiPaths.csrfCookie, fixed(apiPaths.csrfCookie), everyone(204)),
  {
    route: `POST ${apiPaths.register}`,
    call: (_, actor) => ({ path: apiPaths.register, json: { name: "Cocinera Nueva", email: uniqueEmail(actor), password: PASSWORD, password_confirmation: PASSWORD } }),
    expect: everyone(201),
  },
  { route: `POST ${apiPaths.login}`, call: () => ({ path: apiPaths.login, json: { email: "matriz-login@example.com", password: PASSWORD } }), expect: everyone(200) },
  { route: `POST ${apiPaths.logout}`, call: () => ({ path: apiPaths.logout, freshToken: true }), expect: members(200) },
  { route: `POST ${apiPaths.resendVerification}`, call: () => ({ path: apiPaths.resendVerification }), expect: members(200) },
  // A wrong link goes to the "failed" page for everyone: the link, not the session, is the credential.
  get(apiPaths.verifyEmail, fixed(apiPath(apiPaths.verifyEmail, { id: 1, token: "no-es-un-token" })), everyone(302)),
  { route: `POST ${apiPaths.forgotPassword}`, call: () => ({ path: apiPaths.forgotPassword, json: { email: "nadie@example.com" } }), expect: everyone(200) },
  {
    route: `POST ${apiPaths.resetPassword}`,
    call: () => ({ path: apiPaths.resetPassword, json: { token: "caducado", email: "nadie@example.com", password: PASSWORD, password_confirmation: PASSWORD } }),
    expect: everyone(422),
  },
  get(apiPaths.socialProviders, fixed(apiPaths.socialProviders), everyone(200)),
  get(apiPaths.socialRedirect, fixed(apiPath(apiPaths.socialRedirect, { provider: "google" })), everyone(302)),
  get(apiPaths.socialCallback, fixed(apiPath(apiPaths.socialCallback, { provider: "google" })), everyone(302)),
  { route: `POST ${apiPaths.socialExchange}`, call: () => ({ path: apiPaths.socialExchange, json: { code: "usado-o-inventado" } }), expect: everyone(401) },

  // The member's own account: theirs to read and change, unverified or not, except what others see.
  get(apiPaths.profile, fixed(apiPaths.profile), members(200)),
  { route: `PUT ${apiPaths.profile}`, call: () => ({ path: apiPaths.profile, json: { name: "Nombre Cambiado" } }), expect: verifiedMembers(200) },
  get(apiPaths.validateSocialAuth, fixed(apiPaths.validateSocialAuth), members(200)),
  // Changing the password signs out the member's other sessions, and keeps the one it was made with.
  { route: `PUT ${apiPaths.password}`, call: () => ({ path: apiPaths.password, json: { password: PASSWORD, password_confirmation: PASSWORD } }), expect: members(200) },
  get(apiPaths.contentLanguagePreference, fixed(apiPaths.contentLanguagePreference), members(200)),
  {
    route: `PUT ${apiPaths.contentLanguagePreference}`,
    call: () => ({ path: apiPaths.contentLanguagePreference, json: { content_language_preference: "es" } }),
    expect: members(200),
  },
  get(apiPaths.notificationPreferences, fixed(apiPaths.notificationPreferences), members(200)),
  { route: `PUT ${apiPaths.notificationPreferences}`, call: () => ({ path: apiPaths.notificationPreferences, json: {} }), expect: members(200) },
  get(apiPaths.privacySettings, fixed(apiPaths.privacySettings), members(200)),
  { route: `PUT ${apiPaths.privacySettings}`, call: () => ({ path: apiPaths.privacySettings, json: { show_saved_recipes: false } }), expect: members(200) },
  // The avatar is shown to others: a verified e-mail to set it, anyone signed in to remove their own.
  { route: `POST ${apiPaths.userAvatar}`, call: (world) => ({ path: apiPaths.userAvatar, form: world.avatarForm() }), expect: verifiedMembers(200) },
  { route: `DELETE ${apiPaths.userAvatar}`, call: () => ({ path: apiPaths.userAvatar }), expect: members(200) },
  get(apiPaths.avatar, (world) => apiPath(apiPaths.avatar, { file: world.avatarFile }), everyone(200)),
  // Only the member's own data; a wrong password deletes nothing (a right one is the API test's: it would end the actor).
  {
    route: `DELETE ${apiPaths.account}`,
    call: async (world, actor) => {
      await world.givePassword(actor);
      return { path: apiPaths.account, json: { password: "no-es-la-clave" } };
    },
    expect: members(422),
  },
  get(apiPaths.accountExport, fixed(apiPaths.accountExport), members(200)),

  // Recipes, the catalogue and search: public.
  get(apiPaths.recipes, fixed(apiPaths.recipes), everyone(200)),
  get(apiPaths.featuredRecipes, fixed(apiPaths.featuredRecipes), everyone(200)),
  get(apiPaths.availableIngredients, fixed(apiPaths.availableIngredients), everyone(200)),
  get(apiPaths.recipe, (world) => apiPath(apiPaths.recipe, { recipe: world.recipe.slug }), everyone(200)),
  get(apiPaths.relatedRecipes, (world) => apiPath(apiPaths.relatedRecipes, { recipe: world.recipe.id }), everyone(200)),
  get(apiPaths.sitemapRecipes, fixed(apiPaths.sitemapRecipes), everyone(200)),
  get(apiPaths.categories, fixed(apiPaths.categories), everyone(200)),
  get(apiPaths.filterableCategories, fixed(apiPaths.filterableCategories), everyone(200)),
  get(apiPaths.category, (world) => apiPath(apiPaths.category, { slug: world.category }), everyone(200)),
  get(apiPaths.categoryRecipes, (world) => apiPath(apiPaths.categoryRecipes, { slug: world.category }), everyone(200)),
  get(apiPaths.tags, fixed(apiPaths.tags), everyone(200)),
  get(apiPaths.tag, (world) => apiPath(apiPaths.tag, { slug: world.tag }), everyone(200)),
  get(apiPaths.tagRecipes, (world) => apiPath(apiPaths.tagRecipes, { slug: world.tag }), everyone(200)),
  get(apiPaths.media, (world) => `/api/media/${world.mediaKey}`, everyone(200)),
  get(apiPaths.socialImage, (world) => `/api/media/social/${world.mediaKey.replace(/\.svg$/, ".png")}`, everyone(200)),
  get(apiPaths.search, fixed(`${apiPaths.search}?q=paella`), everyone(200)),
  get(apiPaths.filter, fixed(`${apiPaths.filter}?q=paella`), everyone(200)),
  get(apiPaths.facets, fixed(apiPaths.facets), everyone(200)),
  get(apiPaths.suggestions, fixed(`${apiPaths.suggestions}?q=pae`), everyone(200)),
  get(apiPaths.popularSearches, fixed(apiPaths.popularSearches), everyone(200)),

  // Community
  get(apiPaths.member, (world) => apiPath(apiPaths.member, { slug: world.author.slug }), everyone(200)),
  get(apiPaths.memberRecipes, (world) => apiPath(apiPaths.memberRecipes, { slug: world.author.slug }), everyone(200)),
  get(apiPaths.memberReviews, (world) => apiPath(apiPaths.memberReviews, { slug: world.author.slug }), everyone(200)),
  get(apiPaths.followers, (world) => apiPath(apiPaths.followers, { slug: world.author.slug }), everyone(200)),
  get(apiPaths.following, (world) => apiPath(apiPaths.following, { slug: world.author.slug }), everyone(200)),
  // §6: 401 for a visitor, which the web ignores (§8).
  get(apiPaths.followStatus, (world) => apiPath(apiPaths.followStatus, { slug: world.author.slug }), members(200)),
  { route: `POST ${apiPaths.follow}`, call: (world) => ({ path: apiPath(apiPaths.follow, { slug: world.author.slug }) }), expect: verifiedMembers(200) },
  { route: `DELETE ${apiPaths.follow}`, call: (world) => ({ path: apiPath(apiPaths.follow, { slug: world.author.slug }) }), expect: members(200) },
  get(apiPaths.recipeReviews, (world) => apiPath(apiPaths.recipeReviews, { recipe: world.recipe.slug }), everyone(200)),
  {
    route: `POST ${apiPaths.recipeReviews}`,
    call: (world) => ({ path: apiPath(apiPaths.recipeReviews, { recipe: world.recipeToReview.slug }), json: { rating: 4, body: "Sale muy bien." } }),
    expect: verifiedMembers(201),
  },
  // "member" owns the review; nobody else may change or delete it, staff included (no moderation yet).
  {
    route: `PUT ${apiPaths.review}`,
    call: async (world) => ({ path: apiPath(apiPaths.review, { id: await world.freshReviewByMember() }), json: { rating: 3, body: "Mejor con más caldo." } }),
    expect: { visitor: 401, unverified: 403, member: 200, other: 403, admin: 403 },
  },
  {
    route: `DELETE ${apiPaths.review}`,
    call: async (world) => ({ path: apiPath(apiPaths.review, { id: await world.freshReviewByMember() }) }),
    expect: { visitor: 401, unverified: 403, member: 200, other: 403, admin: 403 },
  },
  get(apiPaths.feed, fixed(apiPaths.feed), members(200)),
  get(apiPaths.gamificationStats, fixed(apiPaths.gamificationStats), members(200)),
  get(apiPaths.activity, fixed(apiPaths.activity), members(200)),

  // Notifications and the live channel: the member's own.
  get(apiPaths.notifications, fixed(apiPaths.notifications), members(200)),
  get(apiPaths.unreadNotifications, fixed(apiPaths.unreadNotifications), members(200)),
  {
    route: `POST ${apiPaths.markNotificationsRead}`,
    call: () => ({ path: apiPaths.markNotificationsRead, json: { ids: ["00000000-0000-4000-8000-000000000000"] } }),
    expect: members(200),
  },
  { route: `POST ${apiPaths.markAllNotificationsRead}`, call: () => ({ path: apiPaths.markAllNotificationsRead }), expect: members(200) },
  ...[apiPaths.broadcastingAuth, apiPaths.broadcastingAuth.replace(/^\/api/, "")].map((path): ApiRow => ({
    route: `POST ${path}`,
    // Each member asks for their own channel; another's is refused (api/broadcasting tests cover that).
    call: (world, actor) => ({ path, json: { socket_id: "1234.5678", channel_name: userChannel(world.idOf(actor) ?? 1) } }),
    expect: members(200),
  })),
  ...[apiPaths.broadcastingUserAuth, apiPaths.broadcastingUserAuth.replace(/^\/api/, "")].map((path): ApiRow => ({
    route: `POST ${path}`,
    call: () => ({ path, json: { socket_id: "1234.5678" } }),
    expect: members(200),
  })),
  // CSP violation reports: browsers send them without credentials, so anyone may (rate-limited per address).
  {
    route: `POST ${apiPaths.cspReports}`,
    call: () => ({
      path: apiPaths.cspReports,
      json: { "csp-report": { "document-uri": "http://localhost/", "violated-directive": "script-src-elem", "effective-directive": "script-src-elem", "blocked-uri": "inline" } },
    }),
    expect: everyone(204),
  },

  // The admin area's calls (§6): admins only.
  get(apiPaths.adminCspReports, fixed(apiPaths.adminCspReports), admins(200)),
  get(apiPaths.hiddenPopularSearches, fixed(apiPaths.hiddenPopularSearches), admins(200)),
  {
    route: `POST ${apiPaths.hiddenPopularSearches}`,
    call: () => ({ path: apiPaths.hiddenPopularSearches, json: { query: "pollo casino" } }),
    expect: admins(201),
  },
  // A term nobody hid: 404 shows the admin got past the check, everyone else is stopped before it.
  {
    route: `DELETE ${apiPaths.hiddenPopularSearch}`,
    call: () => ({ path: apiPath(apiPaths.hiddenPopularSearch, { query: "nunca-oculto" }) }),
    expect: admins(404),
  },

  // Pusher's HTTP API is signed with the app secret: a member's token is no credential there.
  ...["events", "batch_events"].map((name): ApiRow => ({
    route: `POST /apps/{appId}/${name}`,
    call: (world) => ({ path: `/apps/${world.liveAppId}/${name}`, json: {} }),
    expect: everyone(401),
  })),
];
