import { useTranslation } from "react-i18next";
import type { ForumSearchResults } from "#api/contract/forum-questions";
import { CursorPager } from "~/components/ui/cursor-pager";
import { EmptyState } from "~/components/ui/empty-state";
import { MarkedParts } from "~/components/search/highlighted-match";
import { forumReplyLink } from "~/components/forums/forum-paths";
import { ThreadRow } from "./thread-row";

/**
 * Forum search's results (decisions 095, 099): each thread's row with its title's words marked and
 * a passage of its opening post, or of the reply that holds the words (linked to that reply).
 */
export function ForumSearchResultList({ results, cursor }: { results: ForumSearchResults; cursor: string | null }) {
  const { t } = useTranslation("forums");
  if (results.data.length === 0)
    return (
      <EmptyState muted data-forum-search-empty>
        {t("search.empty")}
      </EmptyState>
    );
  return (
    <section aria-labelledby="forum-search-results" className="space-y-4">
      <h2 id="forum-search-results" className="sr-only">
        {t("search.results")}
      </h2>
      <ul className="rounded-xl border border-line bg-surface px-5" data-forum-search-results>
        {results.data.map((thread) => (
          <ThreadRow
            key={thread.id}
            thread={thread}
            showCategory
            title={<MarkedParts parts={thread.title_marked} />}
            href={thread.reply ? forumReplyLink(thread.key, thread.reply.id) : undefined}
            excerpt={
              <p className="mt-1 break-words text-ink-muted" data-forum-search-excerpt={thread.reply ? "reply" : "opening"}>
                {thread.reply ? <span className="font-semibold text-ink">{t("search.replyBy", { name: thread.reply.user.name })} </span> : null}
                <MarkedParts parts={thread.excerpt} />
              </p>
            }
            data-forum-search-result={thread.key}
          />
        ))}
      </ul>
      <CursorPager
        label={t("paging.label")}
        cursor={cursor}
        nextCursor={results.meta.next_cursor}
        firstLabel={t("paging.first")}
        nextLabel={t("paging.next")}
        nextMarker="data-next-search-results"
      />
    </section>
  );
}
