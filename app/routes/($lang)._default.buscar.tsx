import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadSearchPage } from "~/search/search-page.server";
import { SearchPage } from "~/search/search-page";
import { requestLocale } from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/locales";
import { routeMeta } from "~/seo/route-meta";

export const handle = { i18n: ["search", "recipe"] };
export const meta = routeMeta;

/** /buscar/ (§2): the search page at its Spanish address, in both languages. */
export const loader = (args: LoaderFunctionArgs) => loadSearchPage(args, localizePath("/buscar/", requestLocale(args.request)));

export default SearchPage;
