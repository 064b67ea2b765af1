import { localeFromPath, pathWithoutLocale } from "~/platform/i18n/locales";

/**
 * The search a view of the search page's first page counts for popular searches, as the API counts
 * a rendered one (api/search/search.routes.ts): the typed text, or the described one.
 */
export function searchViewOf(pageUrl: URL): { locale: string; text: string } | undefined {
  const path = pathWithoutLocale(pageUrl.pathname).replace(/\/+$/, "");
  if (path !== "/buscar" && path !== "/search") return undefined;
  const page = pageUrl.searchParams.get("page");
  if (page !== null && page !== "1") return undefined;
  const text = pageUrl.searchParams.get("q") || pageUrl.searchParams.get("semantic");
  return text ? { locale: localeFromPath(pageUrl.pathname), text } : undefined;
}
