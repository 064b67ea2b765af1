import "~/platform/http/zod-in-the-browser";
import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { useChangeLanguage } from "remix-i18next/react";
import frauncesFont from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import { getTranslator } from "~/platform/i18n/i18next.server";
import { localeFromPath, localizePath, locales } from "~/platform/i18n/locales";
import { csrfTokenForPage } from "~/platform/session/csrf-token.server";
import { useNonce } from "~/platform/http/nonce";
import { canonicalPageUrl } from "~/platform/seo/canonical-query";
import { type SiteMeta, routeMeta } from "~/platform/seo/route-meta";
import { serializeJsonLd, siteStructuredData } from "~/platform/seo/structured-data";
import { ThemeScript } from "~/platform/theme/theme-script";
import { readThemePreference } from "~/platform/theme/theme.server";
import { serverThemeClass, themeColors } from "~/platform/theme/theme";
import { useThemePreference } from "~/platform/theme/use-theme-preference";
import stylesheet from "~/styles/app.css?url";
import { InlineStylesheet } from "~/styles/inline-stylesheet";
import { TranslationsPreload } from "~/platform/i18n/translations-preload";
import { ErrorPage } from "~/shell/site-frame/error-page";
import { useCurrentUser } from "~/platform/access/use-current-user";
import { declareSitePages } from "~/platform/routing/page-table";
import { pageTree } from "./page-tree";

declareSitePages(pageTree);

export const handle = { i18n: "common" };

export const links: LinksFunction = () => [
  { rel: "preload", href: frauncesFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // In development Vite serves the stylesheet and updates it in place; a build writes it into the head.
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet }] : []),
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export const meta = routeMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await getTranslator(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const site: SiteMeta = {
    locale,
    siteName: context.env.SITE_NAME,
    siteUrl: context.env.siteUrl,
    defaultTitle: t("site.tagline"),
    description: t("site.description"),
    keywords: t("site.keywords"),
    errorTitles: {
      notFound: t("errors.notFoundTitle"),
      forbidden: t("errors.forbiddenTitle"),
      unavailable: t("errors.unavailableTitle"),
      refused: t("errors.refusedTitle"),
      server: t("errors.serverTitle"),
    },
  };
  const csrf = await csrfTokenForPage(request, context);
  return data(
    {
      locale,
      site,
      captchaSiteKey: context.env.TURNSTILE_SITE_KEY || null,
      theme: { preference: await readThemePreference(request) },
      csrfToken: csrf.token,
    },
    csrf.setCookie ? { headers: { "Set-Cookie": csrf.setCookie } } : undefined,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const location = useLocation();
  const locale = data?.locale ?? localeFromPath(location.pathname);
  const preference = useThemePreference();
  const resolved = serverThemeClass(preference);
  const siteUrl = data?.site.siteUrl ?? "";
  const siteName = data?.site.siteName ?? "Sazón";
  const signedIn = useCurrentUser() !== null;

  return (
    <html lang={locale} dir="ltr" className={resolved} data-theme-preference={preference} style={resolved ? { colorScheme: resolved } : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {resolved ? (
          <meta name="theme-color" content={themeColors[resolved]} />
        ) : (
          <>
            <meta name="theme-color" media="(prefers-color-scheme: light)" content={themeColors.light} />
            <meta name="theme-color" media="(prefers-color-scheme: dark)" content={themeColors.dark} />
          </>
        )}
        <ThemeScript nonce={nonce} />
        <Meta />
        <link rel="canonical" href={canonicalPageUrl(siteUrl, location.pathname, location.search)} />
        {locales.map((alternate) => (
          <link key={alternate} rel="alternate" hrefLang={alternate} href={canonicalPageUrl(siteUrl, localizePath(location.pathname, alternate), location.search)} />
        ))}
        <link rel="alternate" hrefLang="x-default" href={canonicalPageUrl(siteUrl, localizePath(location.pathname, "es"), location.search)} />
        <Links />
        {import.meta.env.DEV ? null : <InlineStylesheet />}
        {siteStructuredData({ siteUrl, siteName }).map((block) => (
          <script key={block["@type"]} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }} />
        ))}
      </head>
      {/* data-signed-in tells entry.client to fetch the members' on-demand parts before it hydrates. */}
      <body className="flex min-h-screen flex-col bg-page text-ink antialiased" data-signed-in={signedIn ? "" : undefined}>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <TranslationsPreload locale={locale} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>("root");
  useChangeLanguage(data?.locale ?? "es");
  useSystemThemeFollower();
  return <Outlet />;
}

/** React owns <html>'s class after hydration, so "system" is re-applied from the OS after each render. */
function useSystemThemeFollower() {
  const preference = useThemePreference();
  useEffect(() => {
    if (preference === "system") (window as { __applySystemTheme?: () => void }).__applySystemTheme?.();
  }, [preference]);
}

/** Last resort, when even the locale layout could not render. */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  useChangeLanguage(localeFromPath(location.pathname));
  return <ErrorPage error={error} bare />;
}
