import { data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { decideAccess, type Visitor } from "~/auth/access-rules";
import { getCurrentUser } from "~/auth/current-user.server";
import { withReturnAddress } from "~/auth/sign-in-link";
import { notFound } from "~/http/responses.server";
import { localeFromPath, localizePath } from "~/i18n/locales";
import { loadMemberNotifications } from "~/notifications/member-notifications.server";
import { canonicalUrl } from "~/seo/canonical-url";

/**
 * The optional locale segment: none is Spanish, "en" is English, "es" is sent to the unprefixed
 * address (Spanish has no prefix; app/seo/canonical-url.ts), and anything else is a 404, never
 * silently Spanish. Every page passes through here, so §2's navigation guard runs here too.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (params.lang === "es") {
    // server.ts has already sent documents to the canonical address; this covers client-side navigations.
    const canonical = canonicalUrl(url.pathname, url.search);
    throw redirect(canonical.action === "redirect" ? canonical.location : "/", 301);
  }
  // A two-letter first segment is a language we do not have: 404, never silently Spanish. Any
  // other first segment is simply a path no page claims; the guard speaks first, then the 404.
  const unknownPage = params.lang !== undefined && params.lang !== "en";
  if (unknownPage && /^[a-z]{2}(?:-[a-z]{2})?$/i.test(params.lang!)) throw notFound(request);

  const current = await getCurrentUser(request, context);
  const visitor: Visitor = current ? { signedIn: true, verified: current.user.email_verified_at !== null, admin: current.user.role === "admin" } : { signedIn: false };
  const decision = decideAccess(url.pathname, visitor);
  const locale = localeFromPath(url.pathname);
  if (decision.action === "redirect") {
    const target = localizePath(decision.to, locale);
    throw redirect(decision.keepReturnPath ? withReturnAddress(target, `${url.pathname}${url.search}`) : target);
  }
  if (decision.action === "forbid") throw data({ reason: "forbidden", path: url.pathname }, { status: 403 });
  if (unknownPage) throw notFound(request);
  return { user: current?.user ?? null, notifications: current ? await loadMemberNotifications(request, context, current) : null };
}
