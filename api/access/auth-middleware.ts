import type { Context, MiddlewareHandler } from "hono";
import { can, type PermissionCheck } from "../contract/permissions";
import type { ApiBindings } from "../http/bindings";
import { ApiError } from "../http/errors";
import type { AuthenticatedUser } from "../permissions/authenticated-user";
import { findUserByAccessToken } from "./access-tokens";

type TokenLookup = ReturnType<typeof findUserByAccessToken>;

/**
 * The web half in this process calls `app.fetch(request, { reads })` with one `reads` object for the
 * reads of one page request (its layout's and page's loaders make 2–4 calls with the same token),
 * and none for a write. Those calls look the token up once: a page sees its member as they were when
 * it began, as it would if one call had fetched everything. Over HTTP there is no such object.
 */
const lookupsByReads = new WeakMap<object, Map<string, TokenLookup>>();

function lookUpToken(c: Context<ApiBindings>, token: string): TokenLookup {
  const reads = (c.env as { reads?: unknown } | undefined)?.reads;
  if (typeof reads !== "object" || reads === null || (c.req.method !== "GET" && c.req.method !== "HEAD")) return findUserByAccessToken(c.var.db, token, c.var.services.tokenUses);
  let lookups = lookupsByReads.get(reads);
  if (!lookups) lookupsByReads.set(reads, (lookups = new Map()));
  let lookup = lookups.get(token);
  if (!lookup) {
    lookup = findUserByAccessToken(c.var.db, token, c.var.services.tokenUses);
    lookups.set(token, lookup);
    // A failure (the database away) is not kept: the next call asks again.
    lookup.catch(() => lookups.delete(token));
  }
  return lookup;
}

/** Reads a bearer token when there is one; routes that need a user call requireUser. */
export const bearerAuthentication: MiddlewareHandler<ApiBindings> = async (c, next) => {
  c.set("user", undefined);
  c.set("tokenId", undefined);
  const header = c.req.header("authorization");
  if (header?.startsWith("Bearer ")) {
    const found = await lookUpToken(c, header.slice(7).trim());
    if (found) {
      c.set("user", found.user);
      c.set("tokenId", found.tokenId);
    }
  }
  await next();
};

export function requireUser(c: Context<ApiBindings>): AuthenticatedUser {
  const user = c.var.user;
  if (!user) throw new ApiError(401, "auth.unauthenticated");
  return user;
}

/**
 * A call that needs a permission (decision 064): a visitor gets 401, a member without it 403. For an
 * owned thing, `ownerId` says whose it is (`:own` or `:any` decides).
 */
export function requirePermission(c: Context<ApiBindings>, permission: PermissionCheck, owner: { ownerId?: number } = {}): AuthenticatedUser {
  const user = requireUser(c);
  if (!can(user, permission, owner)) throw new ApiError(403, "auth.forbidden");
  return user;
}

/**
 * For every write that publishes content or notifies someone (a review, a follow, a public name):
 * a member whose e-mail is not verified gets §8's 403, so an account made with someone else's
 * address cannot speak for them (§6, docs/decisions/029).
 */
export function requireVerifiedMember(c: Context<ApiBindings>): AuthenticatedUser {
  const user = requireUser(c);
  if (!user.emailVerifiedAt) throw new ApiError(403, "auth.forbidden");
  return user;
}
