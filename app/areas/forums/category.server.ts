import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { DEFAULT_FORUM_TOP_PERIOD, type ForumThreadSort, forumThreadSorts, forumTopPeriods } from "#api/contract/forums";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getForumCategoryThreads } from "~/platform/api-client/forums.server";
import { getCurrentUser } from "~/platform/access/current-user.server";
import { requireSlug } from "~/platform/http/canonical-slug.server";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import type { LoaderMeta } from "~/platform/seo/route-meta";
import { readCursor } from "~/platform/paging/cursor.server";
import { liveSettingsOf } from "~/platform/live/live-settings.server";
import { forumCategoryPath } from "~/components/forums/forum-paths";

const readSort = (url: URL): ForumThreadSort => {
  const sort = url.searchParams.get("sort");
  return (forumThreadSorts as readonly string[]).includes(sort ?? "") ? (sort as ForumThreadSort) : "latest";
};

/** The top sort's period (decision 092); anything else is the default. */
const periodParam = z.enum(forumTopPeriods).catch(DEFAULT_FORUM_TOP_PERIOD);

/** /forums/c/{slug}: the category's threads, by latest activity (pinned above), newest, unanswered or top in a period, by cursor. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const slug = requireSlug(request, params.category, (fixed) => localizePath(forumCategoryPath(fixed), locale));
  const url = new URL(request.url);
  const sort = readSort(url);
  const cursor = readCursor(url);
  const period = periodParam.parse(url.searchParams.get("period") ?? undefined);
  const api = await apiFor(request, context);
  const [current, t] = await Promise.all([getCurrentUser(request, context), getTranslator(request, "forums")]);
  try {
    const byPeriod = sort === "top" ? { period } : {};
    const page = await getForumCategoryThreads(api, slug, { sort, cursor, ...byPeriod }).catch((error) => {
      // A cursor the API cannot read: the first page instead.
      if (isApiError(error, 422) && cursor) return getForumCategoryThreads(api, slug, { sort, ...byPeriod });
      throw error;
    });
    const meta: LoaderMeta = {
      title: cursor ? t("meta.pagedTitle", { title: page.category.name }) : page.category.name,
      description: t("meta.categoryDescription", { description: page.category.description }),
      noindex: Boolean(cursor) || sort !== "latest",
    };
    return { page, sort, period, cursor: cursor ?? null, signedIn: Boolean(current), live: liveSettingsOf(context.env), meta };
  } catch (error) {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  }
}
