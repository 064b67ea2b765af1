import { redirect } from "@remix-run/node";
import { notFound } from "~/http/responses.server";
import { requestLocale } from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/locales";
import { slugify, slugParam } from "~/recipes/slug";

/**
 * The member slug of a /users/{slug}… address. §2's canonical rule slugifies it (server.ts does so
 * for documents; this covers client-side navigations): a fixable slug is sent on with a 301, one
 * that slugifies into nothing is not a page.
 */
export function requireMemberSlug(request: Request, raw: string | undefined, rest = ""): string {
  const parsed = slugParam.safeParse(raw);
  if (parsed.success) return parsed.data;
  const canonical = slugify(raw ?? "");
  if (slugParam.safeParse(canonical).success) {
    const search = new URL(request.url).search;
    throw redirect(`${localizePath(`/users/${canonical}${rest}`, requestLocale(request))}${search}`, 301);
  }
  throw notFound(request, "invalid-param");
}

/** The sign-in page in the request's language, coming back to `returnTo` afterwards. */
export function signInPath(request: Request, returnTo: string): string {
  return `${localizePath("/sign-in", requestLocale(request))}?${new URLSearchParams({ redirectTo: returnTo })}`;
}
