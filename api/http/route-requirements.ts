import type { OwnedCheck, UnownedCheck } from "../contract/permissions";

/**
 * What each endpoint asks of its caller (decision 064), one row per route the app serves, as
 * "METHOD /path/{param}" (the OpenAPI document's spelling). The handler enforces it
 * (`requireUser`, `requireVerifiedMember`, `requirePermission`, `can`); the API authorization
 * matrix derives each actor's 401/403/allowed from it (tests/authorization), and `createApiApp`
 * refuses to start with a route missing here.
 *
 * - "public": anyone, signed in or not;
 * - "member": a signed-in member, verified e-mail or not;
 * - "verified-member": a signed-in member whose e-mail is verified (writes that publish or notify, decision 029);
 * - `{ permission }`: a member holding it (from a role or the plan);
 * - `{ permission, owned }`: on something someone owns: `:own` for the owner, `:any` for anyone's;
 * - `{ owned }`: the owner's alone, whatever anyone else holds (a private list, a plan);
 * - `verified: true` on any of these: the e-mail is checked first.
 */
export type RouteRequirement =
  | "public"
  | "member"
  | "verified-member"
  | { permission: UnownedCheck; verified?: true }
  | { permission: OwnedCheck; owned: true; verified?: true }
  | { owned: true; verified?: true };

type RouteKey = `${"GET" | "POST" | "PUT" | "PATCH" | "DELETE"} /${string}`;

const own = { owned: true } as const;
const ownVerified = { owned: true, verified: true } as const;
const changeRecipe = { permission: "update:recipe", owned: true } as const;
const changeRecipeVerified = { ...changeRecipe, verified: true } as const;

export const routeRequirements: Readonly<Record<RouteKey, RouteRequirement>> = {
  // Status
  "GET /api/status": "public",
  "GET /healthz": "public",
  "GET /api/openapi.json": "public",

  // Accounts: open to anyone.
  "GET /sanctum/csrf-cookie": "public",
  "POST /api/register": "public",
  "POST /api/auth/login": "public",
  "POST /api/auth/logout": "member",
  "POST /api/auth/email/resend-verification": "member",
  "GET /api/auth/email/verify/{id}/{token}": "public",
  "POST /api/auth/forgot-password": "public",
  "POST /api/auth/reset-password": "public",
  "GET /api/auth/providers": "public",
  "GET /api/auth/{provider}/redirect": "public",
  "GET /api/auth/{provider}/callback": "public",
  "POST /api/auth/social/exchange": "public",

  // The member's own account (what others see needs a verified e-mail).
  "GET /api/user/profile": "member",
  "PUT /api/user/profile": "verified-member",
  "GET /api/user/validate-social-auth": "member",
  "PUT /api/user/password": "member",
  "GET /api/user/content-language-preference": "member",
  "PUT /api/user/content-language-preference": "member",
  "GET /api/user/notification-preferences": "member",
  "PUT /api/user/notification-preferences": "member",
  "GET /api/user/tastes": "member",
  "PUT /api/user/tastes": "member",
  "GET /api/user/tastes/recipes": "member",
  "GET /api/user/privacy-settings": "member",
  "PUT /api/user/privacy-settings": "member",
  "POST /api/user/avatar": "verified-member",
  "DELETE /api/user/avatar": "member",
  "GET /api/avatars/{file}": "public",
  "DELETE /api/user/account": "member",
  "GET /api/user/export": "member",

  // Recipes, the catalogue, media and search.
  "GET /api/recipes": "public",
  "GET /api/recipes/featured": "public",
  "GET /api/popular-recipes": "public",
  "GET /api/recipes/available-ingredients": "public",
  "GET /api/recipes/{recipe}": "public",
  "GET /api/recipes/{recipe}/related": "public",
  "GET /api/recipes/sitemap": "public",
  "GET /api/forums/sitemap": "public",
  "GET /api/categories": "public",
  "GET /api/filterable-categories": "public",
  "GET /api/categories/{slug}": "public",
  "GET /api/categories/{slug}/recipes": "public",
  "GET /api/tags": "public",
  "GET /api/tags/{slug}": "public",
  "GET /api/tags/{slug}/recipes": "public",
  "GET /api/media/{folder}/{file}": "public",
  "GET /api/media/social/{folder}/{file}": "public",
  "POST /api/photos": "verified-member",
  "DELETE /api/photos/{photo}": own,
  "GET /api/media/photos/{photo}/{file}": "public",
  "GET /api/recipes/{recipe}/cooksnaps": "public",
  "POST /api/recipes/{recipe}/cooksnaps": "verified-member",
  "GET /api/users/{slug}/cooksnaps": "public",
  "DELETE /api/cooksnaps/{id}": { permission: "delete:cooksnap", owned: true },
  // Members flag others' reviews and cooksnaps (decision 097); moderators review them in the queue.
  "POST /api/cooksnaps/{id}/flags": "verified-member",
  "GET /api/feed/cooksnaps": "member",
  // Forums (issue 33): reading is public; posting publishes (a verified e-mail); authors and moderators edit.
  // Articles (decision 103): read by anyone; editors and admins write them.
  "GET /api/articles": "public",
  "GET /api/articles/search": "public",
  "GET /api/articles/sitemap": "public",
  "GET /api/articles/{article}": "public",
  "POST /api/articles": { permission: "manage:article" },
  "PUT /api/articles/{article}": { permission: "manage:article" },
  // Challenges (decision 109): read by anyone; entering publishes (a verified e-mail); voting is a member's; hosts and admins set them.
  "GET /api/challenges": "public",
  "GET /api/challenges/{challenge}": "public",
  "GET /api/challenges/{challenge}/mine": "member",
  "POST /api/challenges": { permission: "create:challenge" },
  "POST /api/challenges/{challenge}/entries": "verified-member",
  "POST /api/challenges/{challenge}/entries/{entry}/votes": "member",
  // Events (decision 106): anyone reads them; members sign up; hosts and admins create, and organise their own (admins anyone's).
  "GET /api/events": "public",
  "GET /api/events/sitemap": "public",
  "GET /api/events/{event}": "public",
  "GET /api/events/{event}/ics": "public",
  "GET /api/events/manage": { permission: "host:event" },
  "POST /api/events": { permission: "host:event" },
  "POST /api/events/{event}/rsvp": "member",
  "DELETE /api/events/{event}/rsvp": "member",
  "PUT /api/events/{event}": { permission: "manage:event", owned: true },
  "POST /api/events/{event}/cancel": { permission: "manage:event", owned: true },
  "GET /api/events/{event}/attendees": { permission: "manage:event", owned: true },
  "GET /api/forums/categories": "public",
  "GET /api/forums/categories/{category}/threads": "public",
  "GET /api/forums/busiest": "public",
  "GET /api/forums/threads/{thread}": "public",
  "POST /api/forums/threads": "verified-member",
  "PATCH /api/forums/threads/{thread}": { permission: "update:forum-post", owned: true },
  "POST /api/forums/threads/{thread}/replies": "verified-member",
  // A member's own watch level (decision 087): it notifies nobody, so an unverified member may set it.
  "GET /api/forums/threads/{thread}/watch": "member",
  "PUT /api/forums/threads/{thread}/watch": "member",
  // Decision 091: the thread's author or a moderator marks its solution; moderators pin, lock and move.
  "PUT /api/forums/threads/{thread}/solution": { permission: "solve:forum-thread", owned: true },
  "DELETE /api/forums/threads/{thread}/solution": { permission: "solve:forum-thread", owned: true },
  "POST /api/forums/threads/{thread}/moderation": { permission: "moderate:forum-thread" },
  "PATCH /api/forums/replies/{reply}": { permission: "update:forum-post", owned: true },
  "GET /api/forums/threads/{thread}/history": "public",
  "GET /api/forums/replies/{reply}/history": "public",
  // Reactions (decision 089): public counts, so adding one needs a verified e-mail (as a follow); taking one back, any member.
  "PUT /api/forums/threads/{thread}/reactions/{reaction}": "verified-member",
  "DELETE /api/forums/threads/{thread}/reactions/{reaction}": "member",
  "PUT /api/forums/replies/{reply}/reactions/{reaction}": "verified-member",
  "DELETE /api/forums/replies/{reply}/reactions/{reaction}": "member",
  "POST /api/forums/preview": "member",
  "POST /api/forums/threads/{thread}/flags": "verified-member",
  "POST /api/forums/replies/{reply}/flags": "verified-member",
  "GET /api/forums/recipes/{recipe}/threads": "public",
  "GET /api/forums/search": "public",
  "GET /api/forums/ingredients/{ingredient}/threads": "public",
  "POST /api/recipe-imports": "verified-member",
  "GET /api/recipes/search": "public",
  "GET /api/recipes/filter": "public",
  "GET /api/filtered-categories-with-counts": "public",
  "GET /api/recipes/suggestions": "public",
  "GET /api/analytics/popular-searches": "public",

  // Community
  "GET /api/users/{slug}": "public",
  "GET /api/users/{slug}/recipes": "public",
  "GET /api/users/{slug}/reviews": "public",
  "GET /api/users/{slug}/followers": "public",
  "GET /api/users/{slug}/following": "public",
  "GET /api/users/{slug}/follow-status": "member",
  "POST /api/users/{slug}/follow": "verified-member",
  "DELETE /api/users/{slug}/follow": "member",
  "GET /api/recipes/{recipe}/reviews": "public",
  "POST /api/recipes/{recipe}/reviews": "verified-member",
  // A review is its author's to change; moderators hide and restore it through flags (decision 097).
  "PUT /api/reviews/{id}": ownVerified,
  "DELETE /api/reviews/{id}": own,
  "POST /api/reviews/{id}/flags": "verified-member",
  "GET /api/feed": "member",

  // Writing recipes (decision 052): the author's, or anyone's with update:recipe:any.
  "POST /api/recipes": "verified-member",
  "GET /api/user/recipes": "member",
  "GET /api/recipes/{recipe}/edit": changeRecipe,
  "PUT /api/recipes/{recipe}": changeRecipeVerified,
  "POST /api/recipes/{recipe}/publish": changeRecipeVerified,
  "POST /api/recipes/{recipe}/unpublish": changeRecipe,
  "DELETE /api/recipes/{recipe}": changeRecipe,
  "POST /api/recipes/{recipe}/restore": changeRecipeVerified,
  "POST /api/recipes/{recipe}/kept-edits": changeRecipeVerified,
  "POST /api/recipes/{recipe}/remix": "verified-member",

  // Recipe lists (decision 045): a member's own.
  "GET /api/recipe-lists": "member",
  "POST /api/recipe-lists": "member",
  "PUT /api/recipe-lists/order": "member",
  "GET /api/recipe-lists/{list}": own,
  "PATCH /api/recipe-lists/{list}": own,
  "DELETE /api/recipe-lists/{list}": own,
  "POST /api/recipe-lists/{list}/recipes": own,
  "PUT /api/recipe-lists/{list}/recipes/{recipe}": own,
  "DELETE /api/recipe-lists/{list}/recipes/{recipe}": own,
  "GET /api/recipes/{recipe}/recipe-lists": "member",
  "GET /api/users/{slug}/recipe-lists": "public",
  // Public address; a private list shows only to its owner (the matrix row says so).
  "GET /api/users/{slug}/recipe-lists/{list}": "public",
  "GET /api/user/gamification-stats": "member",
  "GET /api/user/activity": "member",

  // Saved recipes, the meal planner (decision 046), the pantry (048), kitchen settings (054).
  "GET /api/user/saved-recipes": "member",
  "POST /api/recipes/{recipe}/save": "member",
  "DELETE /api/recipes/{recipe}/save": "member",
  "GET /api/meal-plans": "member",
  "POST /api/meal-plans": "member",
  "POST /api/meal-plans/current-week": "member",
  "GET /api/meal-plans/{plan}": own,
  "PATCH /api/meal-plans/{plan}": own,
  "DELETE /api/meal-plans/{plan}": own,
  "POST /api/meal-plans/{plan}/entries": own,
  "PATCH /api/meal-plans/{plan}/entries/{entry}": own,
  "DELETE /api/meal-plans/{plan}/entries/{entry}": own,
  "POST /api/meal-plans/{plan}/copy-last-week": own,
  "POST /api/meal-plans/{plan}/copies": own,
  "GET /api/meal-planner/recipe-choices": "member",
  "GET /api/user/calendar-feed": "member",
  "POST /api/user/calendar-feed": "member",
  "PATCH /api/user/calendar-feed": "member",
  "DELETE /api/user/calendar-feed": "member",
  // The secret address is the credential (calendar apps send no cookies).
  "GET /api/calendar/{token}": "public",
  "GET /api/calendar/{token}/plans/{plan}": "public",
  "GET /api/ingredients/search": "public",
  "GET /api/user/pantry": "member",
  "POST /api/user/pantry/items": "member",
  "PUT /api/user/pantry/items/{ingredient}": "member",
  "DELETE /api/user/pantry/items/{ingredient}": "member",
  "PUT /api/user/pantry/settings": "member",
  "GET /api/user/pantry/recipes": "member",
  "GET /api/user/kitchen-settings": "member",
  "PUT /api/user/kitchen-settings": "member",

  // Shopping lists: the owner's, and the members it is shared with (decision 048).
  "GET /api/recipes/{recipe}/shopping-list": "public",
  "GET /api/user/shopping-list": "member",
  "GET /api/user/shopping-lists": "member",
  "GET /api/shopping-lists/{list}": own,
  "POST /api/shopping-lists/{list}/recipes": own,
  "POST /api/shopping-lists/{list}/recipe-lists": own,
  "POST /api/shopping-lists/{list}/meal-plans": own,
  "POST /api/shopping-lists/{list}/lines": own,
  "PATCH /api/shopping-lists/{list}/lines/{line}": own,
  "DELETE /api/shopping-lists/{list}/lines/{line}": own,
  "DELETE /api/shopping-lists/{list}/checked-lines": own,
  "DELETE /api/shopping-lists/{list}/lines": own,
  "GET /api/shopping-lists/{list}/members": own,
  "POST /api/shopping-lists/{list}/members": ownVerified,
  "DELETE /api/shopping-lists/{list}/members/{member}": own,
  // The invited member's own invitations (decision 077): someone else's answers 404.
  "GET /api/user/shopping-list-invitations": "member",
  "POST /api/user/shopping-list-invitations/{list}/accept": own,
  "POST /api/user/shopping-list-invitations/{list}/decline": own,

  // Notifications and the live channel.
  "GET /api/notifications": "member",
  "GET /api/notifications/unread-count": "member",
  "POST /api/notifications/mark-read": "member",
  "POST /api/notifications/mark-all-read": "member",
  "POST /api/broadcasting/auth": "member",
  "POST /broadcasting/auth": "member",
  "POST /api/broadcasting/user-auth": "member",
  "POST /broadcasting/user-auth": "member",
  // Pusher's HTTP API is signed with the app secret: no member's credential is asked or enough.
  "POST /apps/{appId}/events": "public",
  "POST /apps/{appId}/batch_events": "public",

  // Security reports (browsers send them without credentials) and the admin area's calls (§6).
  "POST /api/csp-reports": "public",
  "GET /api/admin/csp-reports": { permission: "read:csp-report" },
  "GET /api/admin/popular-searches/hidden": { permission: "hide:popular-search" },
  "POST /api/admin/popular-searches/hidden": { permission: "hide:popular-search" },
  "DELETE /api/admin/popular-searches/hidden/{query}": { permission: "hide:popular-search" },

  // Ingredient proposals (decision 058).
  "POST /api/ingredient-proposals": "verified-member",
  "GET /api/admin/ingredient-proposals": { permission: "review:ingredient-proposal" },
  "POST /api/admin/ingredient-proposals/{proposal}/approve": { permission: "review:ingredient-proposal" },
  "POST /api/admin/ingredient-proposals/{proposal}/reject": { permission: "review:ingredient-proposal" },
  "GET /api/admin/moderation": { permission: "moderate:forum-post" },
  "POST /api/admin/moderation/held-posts/{kind}/{post}": { permission: "moderate:forum-post" },
  "POST /api/admin/moderation/flagged-posts/{kind}/{post}": { permission: "moderate:forum-post" },
  "POST /api/admin/moderation/posts/{kind}/{post}/visibility": { permission: "moderate:forum-post" },
};

/** "/api/users/:slug" (Hono's route list) → "/api/users/{slug}" (OpenAPI's, the registry's). */
const asTemplate = (path: string) => path.replace(/:(\w+)/g, "{$1}");

/** The routes an app serves, as the registry names them ("ALL" entries are middleware). */
export function servedRoutes(routes: readonly { method: string; path: string }[]): string[] {
  return [...new Set(routes.filter((route) => route.method !== "ALL").map((route) => `${route.method} ${asTemplate(route.path)}`))];
}

/** Refuses an app with a route whose requirement nobody declared: the endpoint's author must say who may call it. */
export function assertRequirementsDeclared(routes: readonly { method: string; path: string }[]): void {
  const missing = servedRoutes(routes).filter((route) => !(route in routeRequirements));
  if (missing.length > 0) throw new Error(`Routes without a requirement in api/http/route-requirements.ts: ${missing.join(", ")}`);
}
