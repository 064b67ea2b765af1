import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadSearchPage } from "~/search/search-page.server";
import { SearchPage } from "~/search/search-page";
import { requestLocale } from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/locales";
import { routeMeta } from "~/seo/route-meta";

export const handle = { i18n: ["search", "recipe"] };
export const meta = routeMeta;

/** /search (§2): the same search page, at the address the app shell's search action names. */
export const loader = (args: LoaderFunctionArgs) => loadSearchPage(args, localizePath("/search", requestLocale(args.request)));

export default SearchPage;
