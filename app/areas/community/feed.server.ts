import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import type { FeedItem } from "#api/contract/community";
import { DEFAULT_PER_PAGE } from "#api/contract/limits";
import { isApiError } from "~/platform/api-client/api-error";
import { getFeed } from "~/platform/api-client/community.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getFeaturedRecipes } from "~/platform/api-client/recipes.server";
import { getCurrentUser } from "~/platform/access/current-user.server";
import { signInHref } from "~/platform/access/sign-in-link";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { readCursor } from "~/platform/paging/cursor.server";
import { chefsToFollow } from "./suggestions";

const SUGGESTED_CHEFS = 4;

/** /feed: what the members one follows published and reviewed, newest first, by cursor. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const current = await getCurrentUser(request, context);
  // The ($lang) guard already sends visitors to sign in; this keeps the page safe on its own.
  if (!current) throw redirect(signInHref(requestLocale(request), localizePath("/feed", requestLocale(request))));
  const cursor = readCursor(new URL(request.url));
  const [api, t] = await Promise.all([apiFor(request, context), getTranslator(request, "community")]);
  const meta = { title: t("feed.title"), description: t("feed.description") };

  let items: FeedItem[] | null;
  let nextCursor: string | null = null;
  try {
    const page = await getFeed(api, { cursor, per_page: DEFAULT_PER_PAGE }).catch((error) => {
      // A cursor the API cannot read: the feed from its newest item.
      if (isApiError(error, 422) && cursor) return getFeed(api, { per_page: DEFAULT_PER_PAGE });
      throw error;
    });
    items = page.data;
    nextCursor = page.meta.next_cursor;
  } catch (error) {
    if (!isApiError(error)) throw error;
    items = null;
  }

  // An empty first page: suggest some AI chefs (a bonus; nothing if the API cannot say).
  const suggestions =
    items !== null && items.length === 0 && !cursor
      ? await getFeaturedRecipes(api, 24).then(
          (recipes) => chefsToFollow(recipes, SUGGESTED_CHEFS),
          (error) => (isApiError(error) ? [] : Promise.reject(error)),
        )
      : [];

  return { items, nextCursor, cursor: cursor ?? null, suggestions, meta };
}
