import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { can } from "#api/contract/permissions";
import { isApiError } from "~/platform/api-client/api-error";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { editForumPost, getForumThread, previewForumPost } from "~/platform/api-client/forums.server";
import { requireMember } from "~/platform/access/current-user.server";
import { requireSlug } from "~/platform/http/canonical-slug.server";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { forumPostAddress, forumPostEditPath, forumThreadIdOf } from "~/components/forums/forum-paths";
import { editFormSchema, postRefOf } from "./forum-form";

const editFields = ["title", "text", "reason"];

type Args = Pick<LoaderFunctionArgs, "request" | "params" | "context">;

/** The thread's key and the post the address names; anything else is not a page. */
function addressOf({ request, params }: Args) {
  const post = postRefOf(params.post);
  const locale = requestLocale(request);
  if (post === undefined) throw notFound(request, "invalid-param");
  const key = requireSlug(request, params.thread, (fixed) => localizePath(forumPostEditPath(fixed, post), locale));
  return { key, post, locale };
}

/**
 * The post as the member may edit it (decision 101): its author, or a member who corrects anyone's
 * (a moderator); for anyone else, and for a post whose text is withheld from them, there is no page.
 */
async function editablePost(args: Args) {
  const { request, context } = args;
  const { key, post, locale } = addressOf(args);
  const { user: member } = await requireMember(request, context);
  const user = { id: member.id, roles: member.roles, plan: member.plan };
  const api = await apiFor(request, context);
  const page = await getForumThread(api, key, post === "opening" ? {} : { reply: post }).catch((error) => {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  });
  const { thread } = page;
  if (thread.key !== key) throw redirect(localizePath(forumPostEditPath(thread.key, post), locale), 301);
  const found = post === "opening" ? thread : page.replies.data.find((reply) => reply.id === post);
  if (!found || !can(user, "update:forum-post", { ownerId: found.user.id }) || (found.body_source === "" && found.status !== "published")) throw notFound(request);
  return { api, user, key, post, locale, thread, found };
}

/** /forums/t/{key}/edit/{opening|reply}: the post's text (and the opening post's title) to change. */
export async function loader(args: LoaderFunctionArgs) {
  const { user, post, thread, found } = await editablePost(args);
  const t = await getTranslator(args.request, "forums");
  return {
    thread: { key: thread.key, title: thread.title },
    post: { ref: post, title: post === "opening" ? thread.title : null, text: found.body_source, author: found.user.name },
    // A moderator correcting someone else's post says why (the API asks it: decision 101).
    needsReason: found.user.id !== user.id,
    // An author does not edit in a locked thread; a moderator does.
    locked: thread.locked && !can(user, "update:forum-post"),
    meta: { title: t("editForm.metaTitle", { title: thread.title }), description: t("description"), noindex: true },
  };
}

/** "preview" shows the text rendered and keeps what was typed; "post" saves and goes back to the post. */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const { api, key, post, locale, thread } = await editablePost(args);
  const t = await getTranslator(request);
  const submission = parseWithZod(await request.formData(), { schema: editFormSchema(t, post === "opening") });
  if (submission.status !== "success") return data({ result: submission.reply(), preview: null }, { status: 422 });
  const { title, text, reason, intent } = submission.value;
  try {
    if (intent === "preview") return { result: submission.reply(), preview: (await previewForumPost(api, text)).html };
    const threadId = forumThreadIdOf(key) ?? thread.id;
    const edited = await editForumPost(api, post === "opening" ? { thread: threadId } : { reply: post }, { title, text, reason });
    const threadKey = "key" in edited.data ? edited.data.key : key;
    const holding = post === "opening" ? null : await getForumThread(api, threadKey, { reply: post });
    throw redirect(localizePath(forumPostAddress(threadKey, holding?.page_cursor, post), locale), 303);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) throw notFound(request);
    return replyToApiError(submission, error, { fields: editFields }, { preview: null });
  }
}
