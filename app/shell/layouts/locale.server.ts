import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { decideAccess } from "~/platform/access/access-rules";
import { getCurrentUser } from "~/platform/access/current-user.server";
import { enforce, visitorOf } from "~/platform/access/guard.server";
import { notFound } from "~/platform/http/responses.server";
import { localeFromPath } from "~/platform/i18n/locales";
import { loadMemberNotifications } from "~/areas/notifications/member-notifications.server";
import { canonicalUrl } from "~/platform/seo/canonical-url";

/**
 * The optional locale segment: none is Spanish, "en" is English, "es" is sent to the unprefixed
 * address (Spanish has no prefix; app/platform/seo/canonical-url.ts), and anything else is a 404, never
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
  const current = await getCurrentUser(request, context);
  const member = async () => ({
    user: current?.user ?? null,
    saved: current?.saved ?? null,
    notifications: current ? await loadMemberNotifications(request, context, current) : null,
  });
  // This layout's own 404 is drawn by its error boundary, which has no loader data: the 404 carries the member for the header.
  if (unknownPage && /^[a-z]{2}(?:-[a-z]{2})?$/i.test(params.lang!)) throw notFound(request, "missing", await member());

  enforce(decideAccess(url.pathname, visitorOf(current?.user)), localeFromPath(url.pathname), `${url.pathname}${url.search}`);
  if (unknownPage) throw notFound(request, "missing", await member());
  return member();
}
