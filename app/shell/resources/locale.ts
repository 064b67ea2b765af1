import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { cookieSecurity } from "~/platform/config/env.server";
import { safeRedirectPath } from "~/platform/http/safe-redirect";
import { writeLocaleCookie } from "~/platform/i18n/locale-cookie.server";
import { localizePath, locales } from "~/platform/i18n/locales";

const switchQuery = z.object({ lang: z.enum(locales), redirectTo: z.string().optional() });

/**
 * The language switcher's link: remembers the choice and opens the same page in that language. The
 * page to open is a return address like any other (safeRedirectPath), localised without ever
 * becoming "//host".
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = switchQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return redirect("/");
  const target = new URL(safeRedirectPath(parsed.data.redirectTo), url.origin);
  return redirect(`${localizePath(target.pathname, parsed.data.lang)}${target.search}`, {
    headers: { "Set-Cookie": await writeLocaleCookie(parsed.data.lang, cookieSecurity(context.env, request)) },
  });
}
