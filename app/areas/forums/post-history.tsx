import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { EmptyState } from "~/components/ui/empty-state";
import { PostBody } from "~/components/forums/post-body";
import { forumPostLink, forumsPath, forumThreadPath } from "~/components/forums/forum-paths";
import { formatDate } from "~/platform/i18n/dates";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { loader } from "./post-history.server";

export { loader } from "./post-history.server";

export const handle = { i18n: ["forums"] };
export const meta = routeMeta;

/** A post's earlier versions, newest first, as Discourse shows a post's revisions: who changed it, when, and what it said before. */
export default function ForumPostHistoryPage() {
  const { history, post } = useLoaderData<typeof loader>();
  const { t } = useTranslation("forums");
  const to = useLocalizedPath();
  const locale = useLocale();
  return (
    <div className="space-y-6">
      <Breadcrumbs
        items={[
          { name: t("home"), to: to("/") },
          { name: t("title"), to: to(forumsPath) },
          { name: history.thread.title, to: to(forumThreadPath(history.thread.key)) },
          { name: t("history.title") },
        ]}
        label={t("breadcrumb")}
      />
      <div>
        <h1 className="text-3xl font-semibold">{t("history.title")}</h1>
        <p className="mt-2 max-w-2xl text-ink-muted">
          {t(post === "opening" ? "history.introOpening" : "history.introReply", {
            name: history.user.name,
            thread: history.thread.title,
            date: formatDate(history.created_at, locale, "medium"),
          })}{" "}
          <Link to={to(forumPostLink(history.thread.key, post))} className="text-accent underline" data-history-post-link>
            {t("history.current")}
          </Link>
        </p>
      </div>
      {history.revisions.length === 0 ? (
        <EmptyState muted>{t("history.empty")}</EmptyState>
      ) : (
        <ol className="space-y-4" data-revisions>
          {history.revisions.map((revision, index) => (
            <li key={`${revision.edited_at}-${index}`} className="rounded-xl border border-line bg-surface p-5" data-revision>
              <p className="text-sm text-ink-muted">
                {t("history.replacedBy", { name: revision.editor?.name ?? t("moderationLog.someone") })} ·{" "}
                <time dateTime={revision.edited_at}>{formatDate(revision.edited_at, locale, "medium")}</time>
              </p>
              <h2 className="mt-3 text-sm font-semibold">{t("history.before")}</h2>
              {revision.title !== null ? (
                <p className="mt-2 text-lg font-semibold" data-revision-title>
                  {revision.title}
                </p>
              ) : null}
              <PostBody html={revision.body_html} className="mt-2" />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
