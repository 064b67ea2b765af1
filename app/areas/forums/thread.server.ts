import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { RECORD_ID_MAX } from "#api/contract/limits";
import { can } from "#api/contract/permissions";
import { isApiError } from "~/platform/api-client/api-error";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { createForumReply, getForumCategories, getForumThread, previewForumPost } from "~/platform/api-client/forums.server";
import { getCurrentUser, requirePublisher } from "~/platform/access/current-user.server";
import { visitorOf } from "~/platform/access/guard.server";
import { requireSlug } from "~/platform/http/canonical-slug.server";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import type { LoaderMeta } from "~/platform/seo/route-meta";
import { readCursor } from "~/platform/paging/cursor.server";
import { liveSettingsOf } from "~/platform/live/live-settings.server";
import { replyFormSchema } from "./forum-form";
import { quotedText } from "./quote-markdown";
import { forumPostAddress, forumThreadIdOf, forumThreadPath } from "~/components/forums/forum-paths";
import { markSolution, moderateThread, changePostVisibility } from "./thread-moderation.server";
import { FLAGGED_PARAM, flagPost } from "./thread-flag.server";
import { reactToPost } from "./thread-reaction.server";
import { changeWatchLevel, WATCH_SAVED_PARAM } from "./thread-watch.server";

const DESCRIPTION_LENGTH = 160;
const replyFields = ["text"];

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[^;\s]+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function readReplyId(url: URL, name: "quote" | "reply"): number | undefined {
  const raw = url.searchParams.get(name) ?? "";
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return id >= 1 && id <= RECORD_ID_MAX ? id : undefined;
}

/**
 * /forums/t/{slug}-{id}: the thread and a page of its replies. The id or an old slug redirects to
 * the canonical address (decision 083); `?reply={id}` goes to the page that holds that reply. `?quote={reply}` fills the reply form with that reply,
 * quoted (a link, so quoting works without JavaScript). A member also gets their watch level
 * (decision 087); a visitor's data has no `watch` at all, so the page kept for visitors is unchanged.
 * Each post carries its reactions' counts and, for a member, which are theirs (decision 089).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const key = requireSlug(request, params.thread, (fixed) => localizePath(forumThreadPath(fixed), locale));
  const url = new URL(request.url);
  const cursor = readCursor(url);
  const api = await apiFor(request, context);
  // `?reply={id}` (a notification's link): the page of replies that holds it, at the reply.
  const replyId = readReplyId(url, "reply");
  if (replyId !== undefined && cursor === undefined) {
    const holding = await getForumThread(api, key, { reply: replyId }).catch((error) => {
      if (isApiError(error, 404)) throw notFound(request);
      throw error;
    });
    throw redirect(localizePath(forumPostAddress(holding.thread.key, holding.page_cursor, replyId), locale), 302);
  }
  const [current, t] = await Promise.all([getCurrentUser(request, context), getTranslator(request, "forums")]);
  const visitor = visitorOf(current?.user);
  const viewer = visitor.signedIn ? visitor : null;
  const moderator = can(viewer, "moderate:forum-thread");
  const notFoundFor = (error: unknown) => {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  };
  const [{ thread, replies, moderation, watch }, categories] = await Promise.all([
    getForumThread(api, key, { cursor })
      .catch((error) => {
        if (isApiError(error, 422) && cursor) return getForumThread(api, key);
        throw error;
      })
      .catch(notFoundFor),
    moderator ? getForumCategories(api) : undefined,
  ]);
  if (thread.key !== key) throw redirect(`${localizePath(forumThreadPath(thread.key), locale)}${url.search}`, 301);
  const quoteId = readReplyId(url, "quote");
  const quoted = quoteId === undefined ? undefined : replies.data.find((item) => item.id === quoteId);
  const description = plain(thread.body_html);
  const meta: LoaderMeta = {
    title: cursor ? t("meta.pagedTitle", { title: thread.title }) : thread.title,
    description: description.length > DESCRIPTION_LENGTH ? `${description.slice(0, DESCRIPTION_LENGTH - 1)}…` : description,
    type: "article",
    noindex: Boolean(cursor) || quoteId !== undefined,
  };
  return {
    thread,
    replies: replies.data,
    nextCursor: replies.meta.next_cursor,
    cursor: cursor ?? null,
    signedIn: Boolean(current),
    // Who may react where (decision 089): nobody on a visitor's page, so the page kept for visitors holds no member's data.
    viewerId: current?.user.id ?? null,
    // Who marks the solution and who moderates (decision 091): false and absent for every visitor, so their kept page is the same for all.
    canSolve: can(viewer, "solve:forum-thread", { ownerId: thread.user.id }),
    // Who edits anyone's post, even in a locked thread (decision 101): false for every visitor, as canSolve.
    editsAny: can(viewer, "update:forum-post"),
    moderation,
    ...(categories ? { moderator: { categories: categories.data.map((category) => ({ slug: category.slug, name: category.name })) } } : {}),
    quote: quoted ? { id: quoted.id, name: quoted.user.name, text: quotedText(quoted.body_source) } : null,
    ...(watch ? { watch: { level: watch, saved: url.searchParams.get(WATCH_SAVED_PARAM) === "saved" } } : {}),
    // The post a member just flagged (decision 094), thanked under it; never on a visitor's page.
    ...(current && url.searchParams.has(FLAGGED_PARAM) ? { flagged: url.searchParams.get(FLAGGED_PARAM) } : {}),
    // The thread's public channel (decision 098): the same settings for everyone, so the kept page holds them too.
    live: liveSettingsOf(context.env),
    meta,
  };
}

/**
 * The reply form: "preview" shows the rendered text under the form and keeps what was typed;
 * "post" publishes and goes back to the thread at the new reply (post/redirect/get). "watch" is
 * the watch form's (./thread-watch.server.ts), "react" the reaction buttons' (./thread-reaction.server.ts),
 * "solve" and "moderate" the solution buttons' and the moderators' form's (./thread-moderation.server.ts),
 * "flag" a post's flag form's (./thread-flag.server.ts).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const locale = requestLocale(request);
  const key = requireSlug(request, params.thread);
  const formData = await request.formData();
  if (formData.get("intent") === "watch") return changeWatchLevel({ request, context }, key, formData);
  if (formData.get("intent") === "react") return reactToPost({ request, context }, key, formData);
  if (formData.get("intent") === "solve") return markSolution({ request, context }, key, formData);
  if (formData.get("intent") === "moderate") return moderateThread({ request, context }, key, formData);
  if (formData.get("intent") === "flag") return flagPost({ request, context }, key, formData);
  if (formData.get("intent") === "visibility") return changePostVisibility({ request, context }, key, formData);
  const threadPath = localizePath(forumThreadPath(key), locale);
  await requirePublisher(request, context, threadPath);
  const [t, api] = await Promise.all([getTranslator(request), apiFor(request, context)]);
  const submission = parseWithZod(formData, { schema: replyFormSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply(), preview: null }, { status: 400 });
  const { text, quote_id: quoteId, intent } = submission.value;
  try {
    if (intent === "preview") return { result: submission.reply(), preview: (await previewForumPost(api, text)).html };
    // The page posts to its canonical address, whose key ends in the thread's id.
    const threadId = forumThreadIdOf(key);
    if (threadId === undefined) throw notFound(request);
    const created = await createForumReply(api, threadId, { text, quote_id: quoteId ?? null });
    // Back at the new reply, on the page that holds it (the last, in a long thread).
    const holding = await getForumThread(api, key, { reply: created.data.id });
    throw redirect(localizePath(forumPostAddress(holding.thread.key, holding.page_cursor, created.data.id), locale), 303);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) throw notFound(request);
    return replyToApiError(submission, error, { fields: replyFields }, { preview: null });
  }
}
