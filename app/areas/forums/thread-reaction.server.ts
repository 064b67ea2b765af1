import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import { apiErrorReply } from "~/platform/api-client/api-error-reply.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { setForumReaction } from "~/platform/api-client/forums.server";
import { requirePublisher } from "~/platform/access/current-user.server";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { reactionFormSchema } from "./forum-form";
import { forumPostAddress, forumThreadPath, forumThreadIdOf } from "~/components/forums/forum-paths";

/**
 * The thread page's reaction buttons (decision 089): a verified member adds or takes back their
 * reaction on a post, then comes back to that post (post/redirect/get). Its answer is `reaction`,
 * with the post it was for, so a refusal shows under that post only.
 */
export async function reactToPost({ request, context }: Pick<ActionFunctionArgs, "request" | "context">, key: string, formData: FormData) {
  const locale = requestLocale(request);
  const threadPath = localizePath(forumThreadPath(key), locale);
  await requirePublisher(request, context, threadPath);
  const [t, api] = await Promise.all([getTranslator(request), apiFor(request, context)]);
  const submission = parseWithZod(formData, { schema: reactionFormSchema(t) });
  const post = String(formData.get("post") ?? "");
  if (submission.status !== "success") return data({ reaction: { post, message: t("forums:errors.reaction") } }, { status: 400 });
  // The page posts to its canonical address, whose key ends in the thread's id.
  const thread = forumThreadIdOf(key);
  if (thread === undefined) throw notFound(request);
  const { post: target, reaction: choice } = submission.value;
  try {
    await setForumReaction(api, target === "opening" ? { thread } : { reply: target }, choice.reaction, choice.on);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) throw notFound(request);
    const { result, status } = apiErrorReply(submission, error);
    return data({ reaction: { post, message: result.error?.[""]?.[0] ?? error.message } }, { status });
  }
  // Back to the same page of replies: a reply beyond the first page is found there.
  throw redirect(localizePath(forumPostAddress(key, new URL(request.url).searchParams.get("cursor"), target), locale), 303);
}
