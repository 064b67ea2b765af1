import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ForumReply, ForumThread } from "#api/contract/forums";
import { AiChefBadge } from "~/components/community/ai-chef-badge";
import { MemberAvatar } from "~/components/community/member-avatar";
import { ButtonLink } from "~/components/ui/button";
import { CursorPager } from "~/components/ui/cursor-pager";
import { EmptyState } from "~/components/ui/empty-state";
import { onDemand } from "~/components/on-demand";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { signInHref } from "~/platform/access/sign-in-link";
import { formatDate } from "~/platform/i18n/dates";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import {
  forumCategoryPath,
  forumPostAddress,
  forumPostEditPath,
  forumPostHistoryPath,
  type ForumPostRef,
  forumReplyLink,
  forumsPath,
  forumThreadPath,
  OPENING_POST_ANCHOR,
} from "~/components/forums/forum-paths";
import { BreadcrumbData } from "~/components/seo/json-ld";
import { ThreadStructuredData } from "./forum-structured-data";
import { HeldNotice } from "./held-notice";
import { ThreadLiveNotice } from "./live-notices";
import { ModerationHistory } from "./moderation-history";
import { PostBody } from "~/components/forums/post-body";
import { PostReactions } from "./post-reactions";
import type { action, loader } from "./thread.server";

export { action, loader } from "./thread.server";

/** Only members see it: a chunk of its own, out of a visitor's first load (decision 082). */
const ThreadWatchForm = onDemand(() => import("./thread-watch-form").then((module) => module.ThreadWatchForm));
/** Only the thread's author and moderators see these (decision 091). */
const SolutionButton = onDemand(() => import("./solution-button").then((module) => module.SolutionButton));
const ThreadModerationForm = onDemand(() => import("./thread-moderation-form").then((module) => module.ThreadModerationForm));
const PostVisibilityForm = onDemand(() => import("./post-visibility-form").then((module) => module.PostVisibilityForm));
/** The reply form and the Quote buttons, with their live preview, draft and quoting of a selection (decision 102). */
const ReplyForm = onDemand(() => import("./reply-form").then((module) => module.ReplyForm));
const QuoteLink = onDemand(() => import("./quote-link").then((module) => module.QuoteLink));
/** Members flag others' posts (decision 094). */
const FlagForm = onDemand(() => import("~/components/flags/flag-form").then((module) => module.FlagForm));

export const handle = { i18n: ["forums", "flags"] };
export const meta = routeMeta;

type Post = { user: ForumThread["user"]; created_at: string; edited_at: string | null; body_html: string; status: ForumThread["status"] };

/**
 * A post's text, or in its place what others are told of a post hidden by flags or removed by a
 * moderator (decision 094); its author still reads it, with the notice above.
 */
function PostContent({ post, className }: { post: Post; className: string }) {
  const { t } = useTranslation("forums");
  const withheld = post.status === "hidden" || post.status === "removed";
  if (!withheld) return <PostBody html={post.body_html} className={className} />;
  if (post.body_html === "") {
    return (
      <p className={`${className} italic text-ink-muted`} data-withheld-post={post.status}>
        {t(`withheld.${post.status}`)}
      </p>
    );
  }
  return (
    <>
      <p className={`${className} rounded-lg border border-warning px-3 py-2 text-sm`} data-withheld-post={post.status}>
        {t(post.status === "hidden" ? "withheld.ownHidden" : "withheld.ownRemoved")}
      </p>
      <PostBody html={post.body_html} className="mt-3" />
    </>
  );
}

/** A post's byline: avatar, name (and AI chef badge), date, "edited" linking to its earlier versions (decision 101). */
function Byline({ post, historyHref }: { post: Post; historyHref: string }) {
  const { t } = useTranslation("forums");
  const to = useLocalizedPath();
  const locale = useLocale();
  return (
    <div className="flex items-center gap-3">
      <MemberAvatar name={post.user.name} avatarUrl={post.user.avatar_url} size="sm" />
      <div className="text-sm">
        <Link to={to(`/users/${post.user.slug}`)} className="font-semibold underline-offset-4 hover:underline" data-post-author>
          {post.user.name}
        </Link>
        {post.user.is_ai_chef ? <AiChefBadge /> : null}
        <p className="text-ink-muted">
          <time dateTime={post.created_at}>{formatDate(post.created_at, locale, "medium")}</time>
          {/* A post whose text the reader is not shown keeps its history from them too (decision 101). */}
          {post.edited_at && post.body_html === "" ? ` · ${t("edited")}` : null}
          {post.edited_at && post.body_html !== "" ? (
            <>
              {" · "}
              <Link to={historyHref} className="underline underline-offset-4" aria-label={t("editedOf", { name: post.user.name })} data-post-history>
                {t("edited")}
              </Link>
            </>
          ) : null}
        </p>
      </div>
    </div>
  );
}

/** "Edit" under a post, for its author and those who correct anyone's (decision 101). */
function EditLink({ href, name, post }: { href: string; name: string; post: ForumPostRef }) {
  const { t } = useTranslation("forums");
  return (
    <Link to={href} className="text-sm text-accent underline" aria-label={t("editOf", { name })} data-edit-post={post}>
      {t("edit")}
    </Link>
  );
}

function OpeningPost({
  thread,
  historyHref,
  editHref,
  canReact,
  flag,
  moderator,
}: {
  thread: ForumThread;
  historyHref: string;
  editHref: string | null;
  canReact: boolean;
  flag: { flagged: boolean } | null;
  moderator: boolean;
}) {
  return (
    <div id={OPENING_POST_ANCHOR} className="scroll-mt-24 rounded-xl border border-line bg-surface p-5 shadow-raised" data-opening-post>
      <Byline post={thread} historyHref={historyHref} />
      <PostContent post={thread} className="mt-4" />
      <PostReactions post="opening" reactions={thread.reactions} canReact={canReact} />
      {editHref ? (
        <p className="mt-3">
          <EditLink href={editHref} name={thread.user.name} post="opening" />
        </p>
      ) : null}
      {flag ? <FlagForm post="opening" fields={{ post: "opening" }} flagged={flag.flagged} /> : null}
      {moderator && thread.status !== "held" && thread.status !== "rejected" ? <PostVisibilityForm post="opening" status={thread.status} /> : null}
    </div>
  );
}

function ReplyItem({
  reply,
  historyHref,
  editHref,
  quoteHref,
  canReact,
  canSolve,
  flag,
  moderator,
}: {
  reply: ForumReply;
  historyHref: string;
  editHref: string | null;
  quoteHref: string | null;
  canReact: boolean;
  canSolve: boolean;
  flag: { flagged: boolean } | null;
  moderator: boolean;
}) {
  const { t } = useTranslation("forums");
  return (
    <li id={`reply-${reply.id}`} className="scroll-mt-24 rounded-xl border border-line bg-surface p-5" data-reply={reply.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <Byline post={reply} historyHref={historyHref} />
        {reply.solution ? <span className="rounded-full border border-success px-2 py-0.5 text-xs font-semibold text-success">{t("solution")}</span> : null}
      </div>
      {reply.quoted ? (
        <p className="mt-3 text-sm text-ink-muted" data-quoted-reply={reply.quoted.id}>
          {t("inReplyTo")}{" "}
          <a href={`#reply-${reply.quoted.id}`} className="text-accent underline">
            {reply.quoted.user.name}
          </a>
        </p>
      ) : null}
      {reply.status === "held" ? <HeldNotice post="reply" /> : null}
      <PostContent post={reply} className="mt-3" />
      <PostReactions post={reply.id} reactions={reply.reactions} canReact={canReact} />
      {canSolve && reply.status === "published" ? <SolutionButton reply={reply.id} isSolution={reply.solution} /> : null}
      {flag ? <FlagForm post={String(reply.id)} fields={{ post: String(reply.id) }} flagged={flag.flagged} /> : null}
      {moderator && reply.status !== "held" && reply.status !== "rejected" ? <PostVisibilityForm post={reply.id} status={reply.status} /> : null}
      {quoteHref || editHref ? (
        <p className="mt-3 flex flex-wrap gap-4">
          {quoteHref ? <QuoteLink reply={reply} href={quoteHref} /> : null}
          {editHref ? <EditLink href={editHref} name={reply.user.name} post={reply.id} /> : null}
        </p>
      ) : null}
    </li>
  );
}

/**
 * A post's edit page, for its author while the thread is open and for a moderator always (decision 101),
 * never for a post whose text they are not shown; and its history.
 */
function usePostLinks(thread: ForumThread, viewerId: number | null, editsAny: boolean) {
  const to = useLocalizedPath();
  return {
    editHrefOf: (post: Post, ref: ForumPostRef) =>
      viewerId !== null && (viewerId === post.user.id || editsAny) && (!thread.locked || editsAny) && post.status !== "rejected" && post.body_html !== ""
        ? to(forumPostEditPath(thread.key, ref))
        : null,
    historyHrefOf: (ref: ForumPostRef) => to(forumPostHistoryPath(thread.key, ref)),
  };
}

/** /forums/t/{slug}-{id}: the opening post, its replies by cursor, and the reply form (or "sign in to reply"). */
export default function ForumThreadPage() {
  const { thread, replies, nextCursor, cursor, signedIn, viewerId, canSolve, editsAny, moderation, moderator, quote, watch, flagged, live } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("forums");
  const to = useLocalizedPath();
  const locale = useLocale();
  const location = useLocation();
  const threadPath = to(forumThreadPath(thread.key));
  // A member reacts to others' posts only (decision 089).
  const canReactTo = (post: { user: { id: number } }) => viewerId !== null && viewerId !== post.user.id;
  // A member flags others' posts that others can read (decision 094).
  const flagOf = (post: Post, id: number | "opening") =>
    canReactTo(post) && (post.status === "published" || post.status === "hidden") ? { flagged: flagged === String(id) } : null;
  const openingFlag = flagOf(thread, "opening");
  const { editHrefOf, historyHrefOf } = usePostLinks(thread, viewerId, editsAny);
  const trail = [
    { name: t("home"), to: to("/") },
    { name: t("title"), to: to(forumsPath) },
    { name: thread.category.name, to: to(forumCategoryPath(thread.category.slug)) },
    { name: thread.title },
  ];
  // A reply on this page by its anchor; one elsewhere through the address that finds its page.
  const replyHref = (id: number) => to(replies.some((reply) => reply.id === id) ? forumPostAddress(thread.key, cursor, id) : forumReplyLink(thread.key, id));
  const solution = replies.find((reply) => reply.id === thread.solved_reply_id);
  const shownReplies = useMemo(() => replies.map((reply) => reply.id), [replies]);
  const quoteHref = (reply: ForumReply) => {
    const search = new URLSearchParams(location.search);
    search.set("quote", String(reply.id));
    return `${location.pathname}?${search}#reply-form`;
  };
  return (
    <article className="space-y-6" data-thread={thread.key}>
      <Breadcrumbs items={trail} label={t("breadcrumb")} />
      <BreadcrumbData trail={trail} />
      <ThreadStructuredData thread={thread} replies={replies} />
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold md:text-4xl" data-thread-title>
          {thread.title}
        </h1>
        <p className="flex flex-wrap gap-2 text-sm text-ink-muted">
          {thread.pinned ? <span className="rounded-full border border-line px-2 py-0.5 text-xs font-semibold">{t("pinned")}</span> : null}
          {thread.locked ? <span className="rounded-full border border-line px-2 py-0.5 text-xs font-semibold">{t("locked")}</span> : null}
          {thread.solved ? <span className="rounded-full border border-success px-2 py-0.5 text-xs font-semibold text-success">{t("solved")}</span> : null}
          <span>{t("repliesCount", { count: thread.replies_count })}</span>
        </p>
        {thread.status === "held" ? <HeldNotice post="thread" /> : null}
        {thread.solved_reply_id !== null ? (
          <p className="text-sm" data-solution-link>
            <span className="font-semibold text-success">{t("solutionPointer.label")}:</span>{" "}
            <Link to={replyHref(thread.solved_reply_id)} className="text-accent underline underline-offset-4">
              {solution ? t("solutionPointer.link", { name: solution.user.name }) : t("solutionPointer.linkElsewhere")}
            </Link>
          </p>
        ) : null}
      </header>
      {cursor ? null : (
        <OpeningPost
          thread={thread}
          historyHref={historyHrefOf("opening")}
          editHref={editHrefOf(thread, "opening")}
          canReact={canReactTo(thread)}
          flag={openingFlag}
          moderator={Boolean(moderator)}
        />
      )}
      <section aria-labelledby="replies-title" className="space-y-4">
        <h2 id="replies-title" className="text-xl font-semibold">
          {t("replies")}
        </h2>
        {replies.length > 0 ? (
          <ol className="space-y-4" data-replies>
            {replies.map((reply) => (
              <ReplyItem
                key={reply.id}
                reply={reply}
                historyHref={historyHrefOf(reply.id)}
                editHref={editHrefOf(reply, reply.id)}
                quoteHref={signedIn && !thread.locked && reply.status === "published" ? quoteHref(reply) : null}
                canReact={canReactTo(reply)}
                canSolve={canSolve}
                flag={flagOf(reply, reply.id)}
                moderator={Boolean(moderator)}
              />
            ))}
          </ol>
        ) : (
          <EmptyState muted>{t("noReplies")}</EmptyState>
        )}
        <CursorPager label={t("paging.label")} cursor={cursor} nextCursor={nextCursor} firstLabel={t("paging.first")} nextLabel={t("paging.next")} nextMarker="data-next-replies" />
      </section>
      <ModerationHistory notices={moderation} replyHref={replyHref} historyHref={historyHrefOf} />
      <ThreadLiveNotice
        live={live}
        threadId={thread.id}
        shown={shownReplies}
        openingShown={cursor === null}
        elsewhere={(id) => (nextCursor === null ? null : to(forumReplyLink(thread.key, id)))}
      />
      {thread.locked ? (
        <EmptyState muted data-locked>
          {t("lockedNotice")}
        </EmptyState>
      ) : signedIn ? (
        <ReplyForm key={quote?.id ?? "new"} threadId={thread.id} memberId={viewerId} quote={quote} />
      ) : (
        <ButtonLink variant="secondary" to={signInHref(locale, `${threadPath}#reply-form`)} data-sign-in-to-reply>
          {t("signInToReply")}
        </ButtonLink>
      )}
      {watch ? <ThreadWatchForm level={watch.level} saved={watch.saved} lastResult={answer && "watch" in answer ? answer.watch : undefined} /> : null}
      {moderator ? (
        <ThreadModerationForm
          pinned={thread.pinned}
          locked={thread.locked}
          category={thread.category.slug}
          categories={moderator.categories}
          lastResult={answer && "moderate" in answer ? answer.moderate : undefined}
        />
      ) : null}
    </article>
  );
}
