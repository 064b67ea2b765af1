import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { getCurrentUser } from "~/platform/access/current-user.server";
import { signInHref } from "~/platform/access/sign-in-link";
import { requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";

/**
 * /perfil/ (§2's profile section root): the reader's own public profile at /users/{slug}; a visitor
 * signs in first and comes back here (docs/decisions/020-profile-urls.md).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const current = await getCurrentUser(request, context);
  if (!current) throw redirect(signInHref(locale, localizePath("/perfil/", locale)));
  throw redirect(localizePath(`/users/${current.user.slug}`, locale));
}
