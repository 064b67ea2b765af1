import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getForumPostHistory } from "~/platform/api-client/forums.server";
import { requireSlug } from "~/platform/http/canonical-slug.server";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { forumPostHistoryPath, forumThreadIdOf } from "~/components/forums/forum-paths";
import { postRefOf } from "./forum-form";

/**
 * /forums/t/{key}/history/{opening|reply} (decision 101): a post's earlier versions, newest first,
 * public for a published post (the API answers 404 to anyone who may not read it). A key that is not
 * the thread's canonical one redirects to it.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const post = postRefOf(params.post);
  if (post === undefined) throw notFound(request, "invalid-param");
  const key = requireSlug(request, params.thread, (fixed) => localizePath(forumPostHistoryPath(fixed, post), locale));
  const threadId = forumThreadIdOf(key);
  if (threadId === undefined) throw notFound(request);
  const [api, t] = await Promise.all([apiFor(request, context), getTranslator(request, "forums")]);
  const { data } = await getForumPostHistory(api, post === "opening" ? { thread: threadId } : { reply: post }).catch((error) => {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  });
  if (data.thread.id !== threadId) throw notFound(request);
  if (data.thread.key !== key) throw redirect(localizePath(forumPostHistoryPath(data.thread.key, post), locale), 301);
  return {
    history: data,
    post,
    meta: { title: t("history.metaTitle", { title: data.thread.title }), description: t("description"), noindex: true },
  };
}
