import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ForumSearchResults, MarkedText } from "#api/contract/forum-questions";
import { CursorPager } from "~/components/ui/cursor-pager";
import { EmptyState } from "~/components/ui/empty-state";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { categoryDot } from "./category-dot";
import { forumThreadPath } from "~/components/forums/forum-paths";

/** Text with the words a search found in <mark> (React escapes every piece: the text is the member's). */
function Marked({ parts }: { parts: MarkedText }) {
  return <>{parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}</>;
}

/** Forum search's results (decision 095): each thread's title and a passage of its opening post, the words found marked. */
export function ForumSearchResultList({ results, cursor }: { results: ForumSearchResults; cursor: string | null }) {
  const { t } = useTranslation("forums");
  const to = useLocalizedPath();
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
          <li key={thread.id} className="border-b border-line py-4 last:border-b-0" data-forum-search-result={thread.key}>
            <h3 className="text-lg font-semibold">
              <Link to={to(forumThreadPath(thread.key))} className="underline-offset-4 hover:underline" data-thread-title>
                <Marked parts={thread.title_marked} />
              </Link>
            </h3>
            <p className="mt-1 break-words text-ink-muted" data-forum-search-excerpt>
              <Marked parts={thread.excerpt} />
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
              <span>
                <span aria-hidden="true" className={`mr-1.5 inline-block size-2.5 rounded-full ${categoryDot(thread.category.colour)}`} />
                {thread.category.name}
              </span>
              {thread.solved ? <span className="rounded-full border border-line px-2 py-0.5 text-xs font-semibold text-success">{t("solved")}</span> : null}
              <span>{t("repliesCount", { count: thread.replies_count })}</span>
            </p>
          </li>
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
