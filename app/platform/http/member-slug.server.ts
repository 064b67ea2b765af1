import { requireSlug } from "~/platform/http/canonical-slug.server";
import { requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";

/**
 * The member slug of a /users/{slug}… address (`rest` is what follows the slug), sent on to its
 * canonical form with the query kept (app/platform/http/canonical-slug.server.ts).
 */
export function requireMemberSlug(request: Request, raw: string | undefined, rest = ""): string {
  const search = new URL(request.url).search;
  return requireSlug(request, raw, (slug) => `${localizePath(`/users/${slug}${rest}`, requestLocale(request))}${search}`);
}
