import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { FlaggedItem, HeldForumPost } from "#api/contract/moderation-queue";
import { MODERATION_REASON_MAX_LENGTH } from "#api/contract/limits";
import { FormMessage } from "~/components/forms/form-message";
import { forumPostAddress, forumThreadPath } from "~/components/forums/forum-paths";
import { PostBody } from "~/components/forums/post-body";
import { Button } from "~/components/ui/button";
import { CursorPager } from "~/components/ui/cursor-pager";
import { EmptyState } from "~/components/ui/empty-state";
import { Input } from "~/components/ui/input";
import { CsrfField } from "~/platform/http/csrf-field";
import { formatDate } from "~/platform/i18n/dates";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { action, loader } from "./moderation.server";

export { action, loader } from "./moderation.server";

export const handle = { i18n: ["admin"] };
export const meta = routeMeta;

/** A held post: where it was written, by whom, what it says, and the two decisions as plain forms. */
function HeldPostItem({ post, action, error, typedReason }: { post: HeldForumPost; action: string; error: string | null; typedReason: string }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const to = useLocalizedPath();
  const key = `${post.kind}-${post.id}`;
  const where = to(post.kind === "thread" ? forumThreadPath(post.thread.key) : forumPostAddress(post.thread.key, null, post.id));
  const hidden = (
    <>
      <CsrfField />
      <input type="hidden" name="kind" value={post.kind} />
      <input type="hidden" name="post" value={post.id} />
    </>
  );
  return (
    <li className="space-y-3 p-4" data-held-post={key}>
      <div>
        <h3 className="font-semibold">
          {t(post.kind === "thread" ? "moderation.newThread" : "moderation.replyIn")}{" "}
          <Link to={where} className="text-accent underline underline-offset-4">
            {post.thread.title}
          </Link>
        </h3>
        <p className="text-sm text-ink-muted">{t("moderation.by", { name: post.user.name, date: formatDate(post.created_at, locale, "medium") })}</p>
      </div>
      <PostBody html={post.body_html} className="rounded-lg border border-line p-3" />
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="flex flex-wrap items-end gap-4">
        <Form method="post" action={action}>
          {hidden}
          <input type="hidden" name="intent" value="approve" />
          <Button type="submit" aria-label={t("moderation.approveNamed", { name: post.user.name, title: post.thread.title })}>
            {t("moderation.approve")}
          </Button>
        </Form>
        <Form method="post" action={action} className="flex flex-1 flex-wrap items-end gap-3">
          {hidden}
          <input type="hidden" name="intent" value="reject" />
          <div className="min-w-56 flex-1 space-y-1">
            <label htmlFor={`reason-${key}`} className="block text-sm font-semibold">
              {t("moderation.reason")}
            </label>
            <Input id={`reason-${key}`} name="reason" defaultValue={typedReason} maxLength={MODERATION_REASON_MAX_LENGTH} />
          </div>
          <Button type="submit" variant="secondary" aria-label={t("moderation.rejectNamed", { name: post.user.name, title: post.thread.title })}>
            {t("moderation.reject")}
          </Button>
        </Form>
      </div>
    </li>
  );
}

/** Where a flagged thing is: a forum post's thread (the reply's place in it), a review's or cooksnap's recipe. */
function placeOf(post: FlaggedItem): { path: string; title: string } {
  if (post.thread) return { path: post.kind === "thread" ? forumThreadPath(post.thread.key) : forumPostAddress(post.thread.key, null, post.id), title: post.thread.title };
  return { path: `/receta/${post.recipe?.slug ?? ""}#${post.kind === "review" ? "reviews" : "cooksnaps"}`, title: post.recipe?.title ?? "" };
}

const headings = { thread: "moderation.openingPostOf", reply: "moderation.replyIn", review: "moderation.reviewOf", cooksnap: "moderation.cooksnapOf" } as const;

/** What a flagged thing says: a forum post's rendered body; a review's stars and text; a cooksnap's photo and comment (plain text). */
function FlaggedContent({ post }: { post: FlaggedItem }) {
  const { t } = useTranslation("admin");
  if (post.body_html !== null) return <PostBody html={post.body_html} className="rounded-lg border border-line p-3" />;
  return (
    <div className="space-y-2 rounded-lg border border-line p-3" data-flagged-text>
      {post.rating !== null ? <p className="font-semibold">{t("moderation.rating", { rating: post.rating })}</p> : null}
      {post.photo_url ? <img src={post.photo_url} alt={t("moderation.photoAlt", { name: post.user.name })} className="h-40 w-40 rounded-md object-cover" loading="lazy" /> : null}
      {post.text ? <p className="whitespace-pre-line break-words">{post.text}</p> : null}
    </div>
  );
}

/** A flagged post, review or cooksnap: where, by whom, what it says, why and by how many it was flagged, the notes, and the two reviews. */
function FlaggedPostItem({ post, action, error }: { post: FlaggedItem; action: string; error: string | null }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const to = useLocalizedPath();
  const key = `${post.kind}-${post.id}`;
  const place = placeOf(post);
  const where = to(place.path);
  const decision = (intent: "dismiss" | "hide", label: string, named: string, variant: "primary" | "secondary") => (
    <Form method="post" action={action}>
      <CsrfField />
      <input type="hidden" name="kind" value={post.kind} />
      <input type="hidden" name="post" value={post.id} />
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={variant} aria-label={named}>
        {label}
      </Button>
    </Form>
  );
  const names = { name: post.user.name, title: place.title };
  return (
    <li className="space-y-3 p-4" data-flagged-post={key}>
      <div>
        <h3 className="font-semibold">
          {t(headings[post.kind])}{" "}
          <Link to={where} className="text-accent underline underline-offset-4">
            {place.title}
          </Link>
        </h3>
        <p className="text-sm text-ink-muted">
          {t("moderation.byName", { name: post.user.name })} · {t("moderation.reporters", { count: post.reporters })}
          {post.hidden ? ` · ${t("moderation.hiddenNow")}` : ""}
        </p>
        <p className="text-sm">{post.reasons.map((item) => t("moderation.reasonCount", { reason: t(`moderation.reasons.${item.reason}`), count: item.count })).join(" · ")}</p>
      </div>
      <FlaggedContent post={post} />
      <ul className="space-y-1 text-sm" aria-label={t("moderation.notes")}>
        {post.notes.map((note) => (
          <li key={`${note.user}-${note.at}`} data-flag-note>
            <span className="font-semibold">{note.user}</span> ({t(`moderation.reasons.${note.reason}`)}, {formatDate(note.at, locale)}): {note.note}
          </li>
        ))}
      </ul>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="flex flex-wrap gap-3">
        {decision(
          "dismiss",
          t(post.hidden ? "moderation.restore" : "moderation.dismiss"),
          t(post.hidden ? "moderation.restoreNamed" : "moderation.dismissNamed", names),
          "primary",
        )}
        {decision("hide", t("moderation.hide"), t("moderation.hideNamed", names), "secondary")}
      </div>
    </li>
  );
}

/** /admin/moderation: one queue for the site's moderators (decision 094). */
export default function ModerationQueuePage() {
  const { queue, notice, pages } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const to = useLocalizedPath();
  const path = to("/admin/moderation");
  const errorOf = (post: { kind: string; id: number }) => (actionData?.post === `${post.kind}:${post.id}` ? actionData.error : null);
  // A held post's refusal shows on it; a flagged one's on it too (the same post may be in one list only).
  const misplacedError = actionData?.error && ![...queue.held_posts, ...queue.flagged_posts].some((post) => errorOf(post)) ? actionData.error : null;
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold">{t("moderation.heading")}</h1>
        <p className="text-ink-muted">{t("moderation.intro")}</p>
      </div>
      {notice ? <FormMessage tone="success">{t(`moderation.notice.${notice}`)}</FormMessage> : null}
      {misplacedError ? <FormMessage tone="error">{misplacedError}</FormMessage> : null}
      <section aria-labelledby="held-posts" className="space-y-3">
        <h2 id="held-posts" className="text-xl font-semibold">
          {t("moderation.held", { count: queue.held_total })}
        </h2>
        {queue.held_posts.length === 0 ? (
          <EmptyState>{t("moderation.empty")}</EmptyState>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line bg-surface" data-held-posts>
            {queue.held_posts.map((post) => (
              <HeldPostItem key={`${post.kind}-${post.id}`} post={post} action={path} error={errorOf(post)} typedReason={errorOf(post) && actionData ? actionData.reason : ""} />
            ))}
          </ul>
        )}
        <CursorPager
          label={t("moderation.heldPages")}
          cursor={pages.held}
          nextCursor={queue.held_next}
          name="held"
          hash="held-posts"
          firstLabel={t("moderation.firstPage")}
          nextLabel={t("moderation.nextPage")}
          nextMarker="data-held-next"
        />
      </section>
      <section aria-labelledby="flagged-posts" className="space-y-3">
        <h2 id="flagged-posts" className="text-xl font-semibold">
          {t("moderation.flagged", { count: queue.flagged_total })}
        </h2>
        {queue.flagged_posts.length === 0 ? (
          <EmptyState>{t("moderation.noFlags")}</EmptyState>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line bg-surface" data-flagged-posts>
            {queue.flagged_posts.map((post) => (
              <FlaggedPostItem key={`${post.kind}-${post.id}`} post={post} action={path} error={errorOf(post)} />
            ))}
          </ul>
        )}
        <CursorPager
          label={t("moderation.flaggedPages")}
          cursor={pages.flagged}
          nextCursor={queue.flagged_next}
          name="flagged"
          hash="flagged-posts"
          firstLabel={t("moderation.firstPage")}
          nextLabel={t("moderation.nextPage")}
          nextMarker="data-flagged-next"
        />
      </section>
      {queue.ingredient_proposals_pending !== null ? (
        <section aria-labelledby="proposals-waiting" className="space-y-2" data-proposals-waiting>
          <h2 id="proposals-waiting" className="text-xl font-semibold">
            {t("proposals.heading")}
          </h2>
          <p>
            <Link to={to("/admin/ingredient-proposals")} className="text-accent underline underline-offset-4">
              {t("moderation.proposalsPending", { count: queue.ingredient_proposals_pending })}
            </Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
