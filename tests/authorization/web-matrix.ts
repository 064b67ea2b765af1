import { userChannel } from "#api/contract/notifications";
import { shoppingListChannel } from "#api/contract/shopping-list-live";
import { type Actor, type Expected, everyone } from "./actors";

/**
 * The web's authorization matrix: every route of app/routes.ts whose module has an `action` × every
 * actor → what a form post there answers, as "status" or "status /path" for a redirect (the path
 * without its query). tests/process/web-authorization.test.ts finds the routes with an action and
 * fails for one without a row here (docs/decisions/029). Posts are sent as this site's own forms
 * are, without JavaScript, in Spanish.
 */

export interface WebWorld {
  idOf(actor: Actor): number | undefined;
  /** A member everyone may see and follow ("autora-publica"), author of `recipe` ("paella-valenciana"). */
  author: { id: number; slug: string };
  recipe: { id: number; slug: string };
  /** "member"'s private recipe lists (the first holds `recipe`): one the rows change, one the delete row deletes. */
  memberLists: { kept: string; toDelete: string };
  /** Reviews "member" wrote on `recipe`'s neighbours: one to change, one to delete, one others try to delete. */
  memberReviews: { toUpdate: number; toDelete: number; toKeep: number };
  /** A member with a password who signs in on the sign-in rows (never one of the actors). */
  login: { email: string; password: string };
  /** Every actor's password (the change-password row keeps it). */
  password: string;
  /** A meal plan of "member" for the week of 2026-12-07. */
  memberPlan: { id: number };
  /** A published recipe "member" wrote, which the authoring rows edit (decision 056). */
  memberRecipe: { id: number };
  /** A forum thread the author started, by its address key ("hilo-de-la-matriz-{id}"), in the category "dudas-de-cocina". */
  forumThread: { key: string };
  /** The author's shopping list and a line on it: nobody else's to tick. */
  authorShoppingList: { id: number; lineId: number };
  /** An event the author hosts (without the host role: only an admin may organise it), open for sign-ups, and another for the cancel row. */
  event: { slug: string; id: number; toCancel: number };
}

interface WebCall {
  path: string;
  fields: Record<string, string>;
  /** Post with a session of its own (the post ends or replaces it), not the actor's usual one. */
  freshSession?: boolean;
}

export interface WebRow {
  /** The route's id in app/routes.ts. */
  route: string;
  /** What this row posts, when a route has several (its form's intents). */
  case?: string;
  call(world: WebWorld, actor: Actor): WebCall;
  expect: Expected<string>;
}

const SIGN_IN = "302 /sign-in";

/** A valid event as the host's form posts it. */
const matrixEventFields = {
  title_es: "Evento de la matriz web",
  title_en: "Web matrix event",
  description_es: "Una descripción lo bastante larga para pasar.",
  description_en: "A description long enough to pass the checks.",
  mode: "in_person",
  place: "Cocina de la matriz",
  starts_local: "2031-05-01T18:00",
  ends_local: "2031-05-01T20:00",
  time_zone: "Europe/Madrid",
  capacity: "20",
};
const VERIFY = "303 /auth/verify-email";
let sequence = 0;
const newAccount = (actor: Actor) => {
  const email = `web-matriz-${actor}-${Date.now()}-${++sequence}@example.com`;
  return { name: "Cocinera Nueva", email, password: "una-clave-bien-larga-2", password_confirmation: "una-clave-bien-larga-2" };
};

/** A members' page (§2's "pages that require login"): a visitor signs in, an unverified member confirms their address. */
const membersPage = (success: string): Expected<string> => ({ visitor: SIGN_IN, unverified: VERIFY, member: success, other: success, admin: success });

const signIn = (route: string, path: string): WebRow => ({
  route,
  call: (world) => ({ path, fields: { email: world.login.email, password: world.login.password } }),
  // Anyone may sign in as someone (back to their dashboard); the guard keeps signed-in members off the page itself.
  expect: everyone("302 /user/dashboard"),
});

const signUp = (route: string, path: string): WebRow => ({ route, call: (_, actor) => ({ path, fields: newAccount(actor) }), expect: everyone("302 /auth/verify-email") });

export const webMatrix: WebRow[] = [
  signIn("auth/sign-in", "/sign-in"),
  signIn("auth/sign-in-under-auth", "/auth/sign-in"),
  signIn("auth/login-form-only", "/auth/login-form-only"),
  signUp("auth/sign-up", "/sign-up"),
  signUp("auth/sign-up-under-auth", "/auth/sign-up"),
  // Says the same whether the address has an account or not, to whoever asks.
  { route: "auth/forgot-password", call: () => ({ path: "/auth/forgot-password", fields: { email: "nadie@example.com" } }), expect: everyone("200") },
  {
    route: "auth/reset-password",
    call: () => ({
      path: "/auth/reset-password",
      fields: { token: "caducado", email: "nadie@example.com", password: "una-clave-bien-larga-3", password_confirmation: "una-clave-bien-larga-3" },
    }),
    expect: everyone("422"),
  },
  // Resending the mail: a member who has not confirmed yet; a visitor is told to sign in first (the page needs
  // no sign-in, §2); a verified member has nothing to resend and goes to their dashboard.
  { route: "auth/verify-email", call: () => ({ path: "/auth/verify-email", fields: {} }), expect: { ...everyone("302 /user/dashboard"), visitor: "401", unverified: "200" } },

  // Following notifies: verified members only (decision 029); anyone signed in may stop following.
  {
    route: "community/profile",
    case: "follow",
    call: (world) => ({ path: `/users/${world.author.slug}`, fields: { intent: "follow" } }),
    expect: { ...everyone("303 /users/autora-publica"), visitor: "303 /sign-in", unverified: VERIFY },
  },
  {
    route: "community/profile",
    case: "unfollow",
    call: (world) => ({ path: `/users/${world.author.slug}`, fields: { intent: "unfollow" } }),
    expect: { ...everyone("303 /users/autora-publica"), visitor: "303 /sign-in" },
  },
  // Writing recipes (decision 056): /agregar is public, its posts need a verified member; a new id is "{id}" in the answer.
  {
    route: "recipe-authoring/new",
    call: (_, actor) => ({
      path: "/agregar",
      fields: {
        title: `Tortilla de la matriz ${actor}`,
        servings: "2",
        difficulty: "easy",
        "ingredients[0].line": "4 huevos",
        "step_sections[0].steps[0].text": "Bate.",
        save: "draft",
      },
    }),
    expect: { ...everyone("303 /agregar/{id}"), visitor: "303 /sign-in", unverified: VERIFY },
  },
  {
    route: "recipe-authoring/edit",
    call: (world, actor) => ({
      path: `/agregar/${world.memberRecipe.id}`,
      fields: {
        title: "Arroz de la matriz",
        servings: "4",
        difficulty: "medium",
        "ingredients[0].line": "200 g de arroz",
        "step_sections[0].steps[0].text": "Cuece.",
        save: "draft",
        // Each save that goes through (the member's, then the admin's) is based on the revision the one before made (decision 076).
        revision: String(actor === "admin" ? 2 : 1),
      },
    }),
    expect: { visitor: SIGN_IN, unverified: VERIFY, member: "303 /agregar/{id}", other: "403", admin: "303 /agregar/{id}" },
  },
  // The admin's decisions on proposals (decision 058): §2's guard forbids anyone else; a proposal nobody made is the API's 404.
  {
    route: "admin/ingredient-proposals",
    call: () => ({ path: "/admin/ingredient-proposals", fields: { intent: "reject", proposal: "2000000" } }),
    expect: { visitor: SIGN_IN, unverified: VERIFY, member: "403", other: "403", admin: "404" },
  },
  // The moderation queue's decisions (decision 094): §2's guard forbids anyone without moderate:forum-post; a post nobody wrote is the API's 404.
  {
    route: "admin/moderation",
    call: () => ({ path: "/admin/moderation", fields: { intent: "approve", kind: "reply", post: "2000000" } }),
    expect: { visitor: SIGN_IN, unverified: VERIFY, member: "403", other: "403", admin: "404" },
  },
  // Proposing an unmatched ingredient (decision 058) reaches the admins: a verified member, from a recipe they may edit.
  {
    route: "recipe-authoring/edit",
    case: "propose-ingredient",
    call: (world, actor) => ({ path: `/agregar/${world.memberRecipe.id}`, fields: { intent: "propose-ingredient", name: `Hierba de la matriz ${actor}`, line: "1 manojo" } }),
    expect: { visitor: SIGN_IN, unverified: VERIFY, member: "200", other: "404", admin: "200" },
  },
  {
    route: "recipe-authoring/remix",
    call: (world) => ({ path: `/receta/${world.recipe.slug}/remix`, fields: {} }),
    expect: { ...everyone("303 /agregar/{id}"), visitor: "303 /sign-in", unverified: VERIFY },
  },
  // Writing a review publishes it: verified members only.
  {
    route: "recipes/recipe",
    case: "create",
    call: (world) => ({ path: `/receta/${world.recipe.slug}`, fields: { intent: "create", rating: "4", body: "Muy rico." } }),
    expect: { ...everyone("303 /receta/paella-valenciana"), visitor: "303 /sign-in", unverified: VERIFY },
  },
  // Changing a review publishes it too; only its author may ("member"), staff included (no moderation yet).
  {
    route: "recipes/recipe",
    case: "update",
    call: (world) => ({ path: `/receta/${world.recipe.slug}`, fields: { intent: "update", review: String(world.memberReviews.toUpdate), rating: "2", body: "Cambiada." } }),
    expect: { visitor: "303 /sign-in", unverified: VERIFY, member: "303 /receta/paella-valenciana", other: "403", admin: "403" },
  },
  // Deleting one's review publishes nothing: any signed-in author may, confirmed or not; nobody else.
  {
    route: "recipes/recipe",
    case: "delete",
    call: (world, actor) => ({
      path: `/receta/${world.recipe.slug}`,
      fields: { intent: "delete", review: String(actor === "member" ? world.memberReviews.toDelete : world.memberReviews.toKeep) },
    }),
    expect: { visitor: "303 /sign-in", unverified: "403", member: "303 /receta/paella-valenciana", other: "403", admin: "403" },
  },
  // "Lo he cocinado" publishes and notifies: verified members only (decision 055). Sent without a file, a verified member's post is refused as a form (400).
  {
    route: "recipes/recipe",
    case: "cooksnap",
    call: (world) => ({ path: `/receta/${world.recipe.slug}`, fields: { intent: "cooksnap", comment: "Me salió muy rica." } }),
    expect: { ...everyone("400"), visitor: "303 /sign-in", unverified: VERIFY },
  },
  // A review's or cooksnap's flag (decision 097), as a forum post's: verified members. An empty note is the form's 400, so the matrix hides nothing.
  {
    route: "recipes/recipe",
    case: "flag",
    call: (world) => ({ path: `/receta/${world.recipe.slug}`, fields: { intent: "flag", flag_kind: "review", flag_id: "1", reason: "spam", note: "" } }),
    expect: { ...everyone("400"), visitor: "303 /sign-in", unverified: VERIFY },
  },
  // The metric / US switch (decision 074): anyone; a visitor's choice goes in a cookie, a member's in their own setting.
  {
    route: "recipes/recipe",
    case: "units",
    call: (world) => ({ path: `/en/receta/${world.recipe.slug}`, fields: { intent: "units", unit_system: "metric" } }),
    expect: everyone("303 /en/receta/paella-valenciana"),
  },
  // Forums (issue 33): replying and starting a thread publish, so verified members only; the preview is a members' post too.
  // Challenges (decision 109): entering publishes (a verified member), voting is a member's; a challenge that is not there answers 404 past the checks.
  {
    route: "challenges/challenge",
    case: "enter",
    call: () => ({ path: "/challenges/c/reto-que-no-existe", fields: { intent: "enter", entry: "recipe:1" } }),
    expect: { ...everyone("404"), visitor: "303 /sign-in", unverified: VERIFY },
  },
  {
    route: "challenges/challenge",
    case: "vote",
    call: () => ({ path: "/challenges/c/reto-que-no-existe", fields: { intent: "vote", entry_id: "1" } }),
    expect: { ...everyone("404"), visitor: SIGN_IN },
  },
  {
    route: "forums/thread",
    call: (world) => ({ path: `/forums/t/${world.forumThread.key}`, fields: { intent: "post", text: "Yo lo hago con poco aceite." } }),
    // The matrix's database starts with no thread: the author's is the first (web-authorization.test.ts checks).
    expect: { ...everyone("303 /forums/t/hilo-de-la-matriz-1"), visitor: "303 /sign-in", unverified: VERIFY },
  },
  // The watch level is the member's own and notifies nobody (decision 087): any signed-in member, back to the form.
  {
    route: "forums/thread",
    case: "watch",
    call: (world) => ({ path: `/forums/t/${world.forumThread.key}`, fields: { intent: "watch", level: "muted" } }),
    expect: { ...everyone("303 /forums/t/hilo-de-la-matriz-1"), visitor: SIGN_IN },
  },
  // A reaction shows in public counts (decision 089): verified members, back to the post.
  {
    route: "forums/thread",
    case: "react",
    call: (world) => ({ path: `/forums/t/${world.forumThread.key}`, fields: { intent: "react", post: "opening", reaction: "yum:on" } }),
    expect: { ...everyone("303 /forums/t/hilo-de-la-matriz-1"), visitor: "303 /sign-in", unverified: VERIFY },
  },
  // Decision 091: the thread is the author's, so of the actors only the admin (a moderator) marks its solution or pins it; the API refuses the rest.
  {
    route: "forums/thread",
    case: "solve",
    call: (world) => ({ path: `/forums/t/${world.forumThread.key}`, fields: { intent: "solve", post: "1", reply: "none" } }),
    expect: { ...everyone("403"), visitor: SIGN_IN, admin: "303 /forums/t/hilo-de-la-matriz-1" },
  },
  {
    route: "forums/thread",
    case: "moderate",
    call: (world) => ({ path: `/forums/t/${world.forumThread.key}`, fields: { intent: "moderate", change: "pin", reason: "Fijado por la matriz" } }),
    expect: { ...everyone("403"), visitor: SIGN_IN, admin: "303 /forums/t/hilo-de-la-matriz-1" },
  },
  // A moderator hides or restores a post from the thread (decision 097); restoring a shown post changes nothing, so later rows see the thread as it was.
  {
    route: "forums/thread",
    case: "visibility",
    call: (world) => ({ path: `/forums/t/${world.forumThread.key}`, fields: { intent: "visibility", post: "opening", action: "restore", reason: "Por la matriz" } }),
    expect: { ...everyone("403"), visitor: SIGN_IN, admin: "303 /forums/t/hilo-de-la-matriz-1" },
  },
  // A flag (decision 094) weighs on a post's visibility: verified members. An empty note is the form's 400, so the matrix hides nothing.
  {
    route: "forums/thread",
    case: "flag",
    call: (world) => ({ path: `/forums/t/${world.forumThread.key}`, fields: { intent: "flag", post: "opening", reason: "spam", note: "" } }),
    expect: { ...everyone("400"), visitor: "303 /sign-in", unverified: VERIFY },
  },
  // A post's edit page (decision 101): the thread is the author's, so of the actors only the admin (who corrects anyone's post, with a
  // reason) has the page; for other members it is not there. The title stays, so the thread's address does too.
  {
    route: "forums/edit-post",
    case: "preview",
    call: (world) => ({
      path: `/forums/t/${world.forumThread.key}/edit/opening`,
      fields: { intent: "preview", title: "Hilo de la matriz", text: "**Hola** otra vez", reason: "Corrección de la matriz" },
    }),
    expect: { visitor: SIGN_IN, unverified: VERIFY, member: "404", other: "404", admin: "200" },
  },
  {
    route: "forums/edit-post",
    case: "refused",
    // No reason for someone else's post: the API's 422, shown on the form.
    call: (world) => ({ path: `/forums/t/${world.forumThread.key}/edit/opening`, fields: { intent: "post", title: "Hilo de la matriz", text: "Hola" } }),
    expect: { visitor: SIGN_IN, unverified: VERIFY, member: "404", other: "404", admin: "422" },
  },
  {
    route: "forums/edit-post",
    call: (world) => ({
      path: `/forums/t/${world.forumThread.key}/edit/opening`,
      fields: { intent: "post", title: "Hilo de la matriz", text: "Hola, con una corrección", reason: "Corrección de la matriz" },
    }),
    expect: { visitor: SIGN_IN, unverified: VERIFY, member: "404", other: "404", admin: "303 /forums/t/hilo-de-la-matriz-1" },
  },
  {
    route: "forums/new-thread",
    case: "preview",
    call: () => ({ path: "/forums/t/new", fields: { intent: "preview", category: "dudas-de-cocina", title: "¿Cuánto reposa la masa?", text: "**Dudas**" } }),
    expect: membersPage("200"),
  },
  {
    route: "forums/new-thread",
    case: "refused",
    call: () => ({ path: "/forums/t/new", fields: { intent: "post", category: "dudas-de-cocina", title: "Corto", text: "Hola" } }),
    expect: membersPage("400"),
  },
  // Events (decision 106): public pages; signing up needs an account; organising needs the host role or an admin (the API decides).
  {
    route: "events/event",
    case: "rsvp",
    call: (world) => ({ path: `/events/${world.event.slug}`, fields: { intent: "rsvp" } }),
    expect: { ...everyone("303 /events/evento-de-la-matriz"), visitor: SIGN_IN },
  },
  {
    route: "events/event",
    case: "leave",
    call: (world) => ({ path: `/events/${world.event.slug}`, fields: { intent: "leave" } }),
    expect: { ...everyone("303 /events/evento-de-la-matriz"), visitor: SIGN_IN },
  },
  {
    route: "events/manage",
    call: (world) => ({ path: "/events/manage", fields: { intent: "cancel", id: String(world.event.toCancel) } }),
    expect: { ...everyone("403"), visitor: SIGN_IN, admin: "303 /events/manage" },
  },
  {
    route: "events/manage-new",
    call: () => ({ path: "/events/manage/new", fields: matrixEventFields }),
    expect: { ...everyone("403"), visitor: SIGN_IN, admin: "303 /events/manage" },
  },
  {
    route: "events/manage-edit",
    call: (world) => ({ path: `/events/manage/${world.event.id}/edit`, fields: matrixEventFields }),
    expect: { ...everyone("403"), visitor: SIGN_IN, admin: "303 /events/manage" },
  },
  // /notifications is a public page, so an unverified member may mark their notifications read there.
  {
    route: "notifications/notifications",
    call: () => ({ path: "/notifications", fields: { intent: "mark-all-read" } }),
    expect: { ...everyone("302 /notifications"), visitor: SIGN_IN },
  },

  // The shopping list: the member's own, and what the recipe page, plans and recipe lists post there.
  {
    route: "shopping-list/shopping-list",
    case: "from-recipe",
    call: (world) => ({ path: "/user/shopping-list", fields: { intent: "from-recipe", recipe: world.recipe.slug, servings: "2", redirectTo: `/receta/${world.recipe.slug}` } }),
    expect: membersPage("303 /receta/paella-valenciana"),
  },
  {
    route: "shopping-list/shopping-list",
    case: "add-line",
    call: () => ({ path: "/user/shopping-list", fields: { intent: "add-line", text: "Servilletas" } }),
    expect: membersPage("303 /user/shopping-list"),
  },
  // Nobody's plan: the intent is accepted and the API answers that it is not the member's.
  {
    route: "shopping-list/shopping-list",
    case: "from-plan",
    call: () => ({ path: "/user/shopping-list", fields: { intent: "from-plan", plan: "999999" } }),
    expect: membersPage("404"),
  },
  {
    route: "shopping-list/shopping-list",
    case: "another member's list",
    call: (world) => ({
      path: "/user/shopping-list",
      fields: { intent: "tick", line: String(world.authorShoppingList.lineId), checked: "1", shopping_list: String(world.authorShoppingList.id) },
    }),
    expect: membersPage("404"),
  },

  // The members' settings pages.
  { route: "settings/profile", call: () => ({ path: "/settings/profile", fields: { name: "Nombre Cambiado" } }), expect: membersPage("302 /settings/profile") },
  {
    route: "settings/password",
    call: (world) => ({ path: "/settings/password", fields: { current_password: world.password, password: world.password, password_confirmation: world.password } }),
    expect: membersPage("302 /settings/password"),
  },
  {
    route: "settings/content-language",
    call: () => ({ path: "/settings/content-language", fields: { content_language_preference: "es" } }),
    expect: membersPage("302 /settings/content-language"),
  },
  { route: "settings/units", call: () => ({ path: "/settings/units", fields: { unit_system: "us" } }), expect: membersPage("302 /settings/units") },
  // A member's own tastes (decision 075); none chosen is a valid choice.
  { route: "settings/tastes", call: () => ({ path: "/settings/tastes", fields: {} }), expect: membersPage("302 /settings/tastes") },
  // The onboarding after sign-up (decision 071): a member's own tastes; skipping saves them empty and goes home.
  { route: "home/welcome", call: () => ({ path: "/bienvenida", fields: { intent: "skip" } }), expect: membersPage("303 /") },
  { route: "settings/privacy", call: () => ({ path: "/settings/privacy", fields: { profile_public: "on", show_activity: "on" } }), expect: membersPage("302 /settings/privacy") },
  // "Guardar" / "Guardado" from any page posts here and comes back to that page; only the member's own saves change.
  ...(["save-recipe", "unsave-recipe"] as const).map((intent): WebRow => ({
    route: "saved-recipes/saved-recipes",
    case: intent,
    call: (world) => ({ path: "/user/saved-recipes", fields: { intent, recipe: String(world.recipe.id), redirectTo: `/receta/${world.recipe.slug}` } }),
    expect: { ...everyone("303 /receta/paella-valenciana"), visitor: "303 /sign-in", unverified: VERIFY },
  })),
  { route: "settings/notifications", call: () => ({ path: "/settings/notifications", fields: { new_follower: "on" } }), expect: membersPage("302 /settings/notifications") },
  // A wrong password deletes nothing and says so on the page (a right one is the browser test's: it would end the actor).
  { route: "settings/account", call: () => ({ path: "/settings/account", fields: { password: "no-es-la-clave" } }), expect: membersPage("422") },

  // Recipe lists (decision 045): members' pages; another member's list is not found, staff included.
  {
    route: "recipe-lists/lists",
    call: (world) => ({ path: "/recipe-lists", fields: { intent: "move", slug: world.memberLists.kept, direction: "down" } }),
    expect: { ...membersPage("303 /recipe-lists"), other: "404", admin: "404" },
  },
  {
    route: "recipe-lists/new",
    call: () => ({ path: "/recipe-lists/new", fields: { name: "Lista nueva", visibility: "private" } }),
    expect: membersPage("303 /recipe-lists/lista-nueva/edit"),
  },
  {
    route: "recipe-lists/add",
    call: (world) => ({ path: "/recipe-lists/add", fields: { recipe: String(world.recipe.id), list: world.memberLists.kept, redirectTo: `/receta/${world.recipe.slug}` } }),
    expect: { ...membersPage("303 /receta/paella-valenciana"), other: "404", admin: "404" },
  },
  {
    route: "recipe-lists/edit",
    case: "details",
    call: (world) => ({ path: `/recipe-lists/${world.memberLists.kept}/edit`, fields: { intent: "details", name: "Lista cambiada", visibility: "private" } }),
    expect: { ...membersPage("303 /recipe-lists/lista-de-la-matriz/edit"), other: "404", admin: "404" },
  },
  {
    route: "recipe-lists/edit",
    case: "move-recipe",
    call: (world) => ({ path: `/recipe-lists/${world.memberLists.kept}/edit`, fields: { intent: "move-recipe", recipe: String(world.recipe.id), position: "1" } }),
    expect: { ...membersPage("303 /recipe-lists/lista-de-la-matriz/edit"), other: "404", admin: "404" },
  },
  {
    route: "recipe-lists/edit",
    case: "remove-recipe",
    call: (world) => ({ path: `/recipe-lists/${world.memberLists.kept}/edit`, fields: { intent: "remove-recipe", recipe: String(world.recipe.id) } }),
    expect: { ...membersPage("303 /recipe-lists/lista-de-la-matriz/edit"), other: "404", admin: "404" },
  },
  {
    route: "recipe-lists/edit",
    case: "delete",
    call: (world) => ({ path: `/recipe-lists/${world.memberLists.toDelete}/edit`, fields: { intent: "delete" } }),
    expect: { ...membersPage("303 /recipe-lists"), other: "404", admin: "404" },
  },
  // The meal planner: members only; a plan is its owner's alone (docs/decisions/046).
  {
    route: "meal-planner/plans",
    case: "add a recipe from its page",
    call: (world) => ({
      path: "/meal-planner",
      fields: { intent: "add-recipe", recipe: world.recipe.slug, week: "this", weekday: "0", slot: "lunch", servings: "4", returnTo: `/receta/${world.recipe.slug}` },
    }),
    expect: membersPage("303 /receta/paella-valenciana"),
  },
  // A start that is no date: refused on the page, past the guard (a right one goes to the new plan's own address).
  { route: "meal-planner/new-plan", call: () => ({ path: "/meal-planner/new", fields: { starts_on: "mañana", days: "7" } }), expect: membersPage("400") },
  // The enhanced form's answer (data, not a redirect whose path holds the plan's id); another member finds no plan.
  {
    route: "meal-planner/plan",
    call: (world) => ({
      path: `/meal-planner/${world.memberPlan.id}`,
      fields: { intent: "add-entry", type: "note", day: "2026-12-08", slot: "dinner", note: "Cena ligera", js: "1" },
    }),
    expect: { visitor: SIGN_IN, unverified: VERIFY, member: "200", other: "404", admin: "404" },
  },
  // The pantry (decision 048): each member's own. The rows run in order: "update" and "remove" act on what "add" put in.
  {
    route: "pantry/pantry",
    case: "add",
    call: () => ({ path: "/user/pantry", fields: { intent: "add", ingredient: "ajo", quantity: "3", unit: "unit" } }),
    expect: membersPage("303 /user/pantry"),
  },
  {
    route: "pantry/pantry",
    case: "update",
    call: () => ({ path: "/user/pantry", fields: { intent: "update", ingredient: "ajo", quantity: "1,5", unit: "kg" } }),
    expect: membersPage("303 /user/pantry"),
  },
  { route: "pantry/pantry", case: "remove", call: () => ({ path: "/user/pantry", fields: { intent: "remove", ingredient: "ajo" } }), expect: membersPage("303 /user/pantry") },
  {
    route: "pantry/pantry",
    case: "staples",
    call: () => ({ path: "/user/pantry", fields: { intent: "staples", assume_staples: "off" } }),
    expect: membersPage("303 /user/pantry"),
  },

  // Sharing one's shopping list (decisions 048, 077): each actor invites the author to their own list (who has not accepted, so there
  // is nobody to remove); the owner cannot leave their own list; nobody answers an invitation they do not have.
  {
    route: "shopping-list-sharing/sharing",
    case: "invite",
    call: (world) => ({ path: "/user/shopping-list/sharing", fields: { intent: "invite", handle: world.author.slug } }),
    expect: membersPage("303 /user/shopping-list"),
  },
  {
    route: "shopping-list-sharing/sharing",
    case: "remove",
    call: (world) => ({ path: "/user/shopping-list/sharing", fields: { intent: "remove", member: world.author.slug } }),
    expect: membersPage("404"),
  },
  {
    route: "shopping-list-sharing/sharing",
    case: "leave one's own list",
    call: () => ({ path: "/user/shopping-list/sharing", fields: { intent: "leave", list: "2000000000" } }),
    expect: membersPage("404"),
  },
  ...(["accept", "decline"] as const).map((intent): WebRow => ({
    route: "shopping-list-sharing/sharing",
    case: `${intent} an invitation one does not have`,
    call: () => ({ path: "/user/shopping-list/sharing", fields: { intent, list: "2000000000" } }),
    expect: membersPage("404"),
  })),

  // Resource routes.
  {
    route: "resources/broadcasting-auth",
    call: (world, actor) => ({ path: "/resources/broadcasting-auth", fields: { socket_id: "1234.5678", channel_name: userChannel(world.idOf(actor) ?? 1) } }),
    expect: { ...everyone("200"), visitor: "401" },
  },
  {
    route: "resources/broadcasting-auth",
    case: "another member's channel",
    call: (world) => ({ path: "/resources/broadcasting-auth", fields: { socket_id: "1234.5678", channel_name: userChannel(world.author.id) } }),
    expect: { ...everyone("403"), visitor: "401" },
  },
  {
    route: "resources/broadcasting-auth",
    case: "a shopping list not theirs",
    call: () => ({ path: "/resources/broadcasting-auth", fields: { socket_id: "1234.5678", channel_name: shoppingListChannel(2_000_000_000) } }),
    expect: { ...everyone("403"), visitor: "401" },
  },
  {
    route: "resources/forum-preview",
    call: () => ({ path: "/resources/forum-preview", fields: { text: "**Reposar** la masa", locale: "es" } }),
    expect: { ...everyone("200"), visitor: "401" },
  },
  { route: "resources/sign-out", call: () => ({ path: "/resources/sign-out", fields: { locale: "es" }, freshSession: true }), expect: everyone("302 /sign-in") },
  { route: "resources/theme", call: () => ({ path: "/resources/theme", fields: { theme: "dark", redirectTo: "/recetas" } }), expect: everyone("302 /recetas") },
];
