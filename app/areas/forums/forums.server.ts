import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import type { ForumSearchResults } from "#api/contract/forum-questions";
import { FORUM_SEARCH_MAX_LENGTH } from "#api/contract/limits";
import { hasForbiddenCharacters } from "#api/contract/text";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { searchForumThreads } from "~/platform/api-client/forum-questions.server";
import { getForumCategories } from "~/platform/api-client/forums.server";
import { getCurrentUser } from "~/platform/access/current-user.server";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator } from "~/platform/i18n/i18next.server";
import { readCursor } from "~/platform/paging/cursor.server";
import type { LoaderMeta } from "~/platform/seo/route-meta";
import { FORUM_SEARCH_CATEGORY_PARAM, FORUM_SEARCH_PARAM } from "~/components/forums/forum-paths";

/**
 * /forums: the categories in order, with their counts and latest activity; with `?q=` (and
 * `&category=`), the threads holding those words instead (decision 095).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiFor(request, context);
  const url = new URL(request.url);
  const [categories, current, t] = await Promise.all([getForumCategories(api), getCurrentUser(request, context), getTranslator(request, "forums")]);
  const signedIn = Boolean(current);
  const meta: LoaderMeta = { title: t("title"), description: t("description") };
  const typed = url.searchParams.get(FORUM_SEARCH_PARAM)?.trim() ?? "";
  if (!typed) return { categories: categories.data, signedIn, search: null, meta };

  const categorySlug = url.searchParams.get(FORUM_SEARCH_CATEGORY_PARAM) || undefined;
  const category = categorySlug === undefined ? undefined : categories.data.find((known) => known.slug === categorySlug);
  if (categorySlug !== undefined && !category) throw notFound(request);
  const searchMeta: LoaderMeta = { title: t("search.metaTitle", { q: typed }), description: t("description"), noindex: true };
  const words = z
    .string()
    .max(FORUM_SEARCH_MAX_LENGTH, t("search.tooLong", { max: FORUM_SEARCH_MAX_LENGTH }))
    .refine((value) => !hasForbiddenCharacters(value), t("errors.characters"))
    .safeParse(typed);
  const inCategory = category ? { slug: category.slug, name: category.name } : null;
  if (!words.success) {
    // What was typed stays in the box, with why nothing was searched.
    const search = { q: typed, category: inCategory, results: null, cursor: null, error: words.error.issues[0]!.message };
    return data({ categories: categories.data, signedIn, search, meta: searchMeta }, { status: 400 });
  }
  const cursor = readCursor(url);
  const query = { q: words.data, category: category?.slug };
  const results: ForumSearchResults = await searchForumThreads(api, { ...query, cursor }).catch((error) => {
    // A cursor the API cannot read: the first page instead.
    if (isApiError(error, 422) && cursor) return searchForumThreads(api, query);
    throw error;
  });
  return { categories: categories.data, signedIn, search: { q: typed, category: inCategory, results, cursor: cursor ?? null, error: null }, meta: searchMeta };
}
