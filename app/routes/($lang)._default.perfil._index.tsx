import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { getCurrentUser } from "~/auth/current-user.server";
import { signInPath } from "~/community/member-slug.server";
import { requestLocale } from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/locales";

/**
 * /perfil/ (§2's profile section root): the reader's own public profile at /users/{slug}; a visitor
 * signs in first and comes back here (docs/decisions/020-profile-urls.md).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const current = await getCurrentUser(request, context);
  if (!current) throw redirect(signInPath(request, localizePath("/perfil/", requestLocale(request))));
  throw redirect(localizePath(`/users/${current.user.slug}`, requestLocale(request)));
}

/** Never drawn: the loader always redirects. */
export default function OwnProfileRedirect() {
  return null;
}
