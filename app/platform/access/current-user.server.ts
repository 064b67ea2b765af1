import { type AppLoadContext, redirect } from "@remix-run/node";
import type { AuthUser } from "#api/contract/auth";
import type { SavedRecipesState } from "#api/contract/saved-recipes";
import { getSignedInMember } from "~/platform/api-client/account.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { perRequest } from "~/platform/http/per-request.server";
import { requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { decideAccess, decidePublishing } from "./access-rules";
import { enforce, visitorOf } from "./guard.server";
import { getSession } from "../session/session.server";

export interface CurrentUser {
  user: AuthUser;
  /** The member's saved recipes' count and ids, which every signed-in page shows (§4). */
  saved: SavedRecipesState;
  token: string;
}

/**
 * The signed-in member, checked with the API once per request (so a verified e-mail or a revoked
 * token shows at once), shared by the locale layout and the page. Asked through the page request's
 * own client, whose other calls then reuse its token lookup; a token the API no longer accepts ends
 * the session (the client's 401 rule).
 */
export const getCurrentUser: (request: Request, context: AppLoadContext) => Promise<CurrentUser | null> = perRequest(async (request, context) => {
  const session = await getSession(request, context.env);
  const token = session.get("token");
  if (!token) return null;
  return { ...(await getSignedInMember(await apiFor(request, context))), token };
});

/**
 * For loaders and actions that need a member. The locale layout's guard covers page loads, but an
 * action runs before (and without) the layout's loader, so §2's rules are applied here again: an
 * unverified member posting to a members' page goes to confirm their address (decision 029).
 */
export async function requireMember(request: Request, context: AppLoadContext): Promise<CurrentUser> {
  const current = await getCurrentUser(request, context);
  if (!current) throw redirect(localizePath("/sign-in", requestLocale(request)));
  const { pathname } = new URL(request.url);
  enforce(decideAccess(pathname, visitorOf(current.user)), requestLocale(request), pathname, { status: 303 });
  return current;
}

/**
 * For a page's action that publishes or notifies (a review, a follow): a visitor goes to sign in
 * and comes back to `returnPath`; an unverified member goes to confirm their address (decision 029).
 */
export async function requirePublisher(request: Request, context: AppLoadContext, returnPath: string): Promise<CurrentUser> {
  const current = await getCurrentUser(request, context);
  enforce(decidePublishing(visitorOf(current?.user)), requestLocale(request), returnPath, { status: 303 });
  return current!;
}
