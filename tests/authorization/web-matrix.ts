import { userChannel } from "#api/contract/notifications";
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
  recipe: { slug: string };
  /** Reviews "member" wrote on `recipe`'s neighbours: one to change, one to delete, one others try to delete. */
  memberReviews: { toUpdate: number; toDelete: number; toKeep: number };
  /** A member with a password who signs in on the sign-in rows (never one of the actors). */
  login: { email: string; password: string };
  /** Every actor's password (the change-password row keeps it). */
  password: string;
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
  // /notifications is a public page, so an unverified member may mark their notifications read there.
  {
    route: "notifications/notifications",
    call: () => ({ path: "/notifications", fields: { intent: "mark-all-read" } }),
    expect: { ...everyone("302 /notifications"), visitor: SIGN_IN },
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
  { route: "settings/privacy", call: () => ({ path: "/settings/privacy", fields: { profile_public: "on", show_activity: "on" } }), expect: membersPage("302 /settings/privacy") },
  { route: "settings/notifications", call: () => ({ path: "/settings/notifications", fields: { new_follower: "on" } }), expect: membersPage("302 /settings/notifications") },
  // A wrong password deletes nothing and says so on the page (a right one is the browser test's: it would end the actor).
  { route: "settings/account", call: () => ({ path: "/settings/account", fields: { password: "no-es-la-clave" } }), expect: membersPage("422") },

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
  { route: "resources/sign-out", call: () => ({ path: "/resources/sign-out", fields: { locale: "es" }, freshSession: true }), expect: everyone("302 /sign-in") },
  { route: "resources/theme", call: () => ({ path: "/resources/theme", fields: { theme: "dark", redirectTo: "/recetas" } }), expect: everyone("302 /recetas") },
];
