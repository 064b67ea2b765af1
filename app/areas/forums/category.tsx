import { useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_FORUM_TOP_PERIOD, forumThreadSorts, forumTopPeriods } from "#api/contract/forums";
import { CursorPager } from "~/components/ui/cursor-pager";
import { EmptyState } from "~/components/ui/empty-state";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { loader } from "./category.server";
import { categoryDot } from "./category-dot";
import { ForumHeader } from "./forum-header";
import { forumCategoryPath, forumsPath } from "~/components/forums/forum-paths";
import { ForumSearchForm } from "./forum-search-form";
import { CategoryLiveNotice } from "./live-notices";
import { SortLinks } from "./sort-links";
import { ThreadRow } from "./thread-row";

export { loader } from "./category.server";

export const handle = { i18n: ["forums"] };
export const meta = routeMeta;

/** /forums/c/{slug}: sort tabs (plain links; the top sort's periods under them), pinned threads, then the threads by cursor. */
export default function ForumCategoryPage() {
  const { page, sort, period, cursor, signedIn, live } = useLoaderData<typeof loader>();
  const { t } = useTranslation("forums");
  const to = useLocalizedPath();
  const base = to(forumCategoryPath(page.category.slug));
  const threads = useMemo(() => [...page.pinned, ...page.data], [page]);
  const shownThreads = useMemo(() => threads.map((thread) => thread.id), [threads]);
  return (
    <div className="space-y-6">
      <ForumHeader
        trail={[{ name: t("home"), to: to("/") }, { name: t("title"), to: to(forumsPath) }, { name: page.category.name }]}
        signedIn={signedIn}
        category={page.category.slug}
      />
      <div>
        <h1 className="flex items-center gap-3 text-3xl font-semibold md:text-4xl">
          <span aria-hidden="true" className={`inline-block size-4 rounded-full ${categoryDot(page.category.colour)}`} />
          {page.category.name}
        </h1>
        <p className="mt-2 max-w-2xl text-ink-muted">{page.category.description}</p>
      </div>
      <ForumSearchForm category={{ slug: page.category.slug, name: page.category.name }} />
      <SortLinks
        label={t("sorts.label")}
        current={sort}
        marker="data-sort"
        links={forumThreadSorts.map((option) => ({ key: option, to: option === "latest" ? base : `${base}?sort=${option}`, text: t(`sorts.${option}`) }))}
      />
      {sort === "top" ? (
        <SortLinks
          label={t("periods.label")}
          current={period}
          marker="data-period"
          links={forumTopPeriods.map((option) => ({
            key: option,
            to: option === DEFAULT_FORUM_TOP_PERIOD ? `${base}?sort=top` : `${base}?sort=top&period=${option}`,
            text: t(`periods.${option}`),
          }))}
        />
      ) : null}
      {threads.length > 0 ? (
        <ul className="rounded-xl border border-line bg-surface px-5" data-thread-list>
          {threads.map((thread) => (
            <ThreadRow key={thread.id} thread={thread} />
          ))}
        </ul>
      ) : (
        <EmptyState muted data-empty-threads>
          {sort === "unanswered" ? t("emptyUnanswered") : sort === "top" ? t("emptyTop") : `${t("emptyCategory")} ${t("emptyCategoryHint")}`}
        </EmptyState>
      )}
      <CursorPager
        label={t("paging.label")}
        cursor={cursor}
        nextCursor={page.meta.next_cursor}
        firstLabel={t("paging.first")}
        nextLabel={t("paging.next")}
        nextMarker="data-next-threads"
      />
      {/* A new thread shows at the top of the first page of every order but "top". */}
      <CategoryLiveNotice live={live} categoryId={page.category.id} shown={shownThreads} firstPage={cursor === null && sort !== "top" ? null : base} />
    </div>
  );
}
