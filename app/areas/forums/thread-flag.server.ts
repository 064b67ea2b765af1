import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import { apiErrorReply } from "~/platform/api-client/api-error-reply.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { flagForumPost } from "~/platform/api-client/forums.server";
import { requirePublisher } from "~/platform/access/current-user.server";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { flagFormSchema } from "./forum-form";
import { forumThreadIdOf, forumThreadPath, OPENING_POST_ANCHOR } from "~/components/forums/forum-paths";

/** `?flagged={post}`: the flag just sent, thanked under that post. */
export const FLAGGED_PARAM = "flagged";

/**
 * A post's flag form (decision 094): a verified member flags a post with a reason and a note, then
 * comes back to it, thanked (post/redirect/get). Its answer is `flag`, with the post, the message
 * and what was typed, so a refusal shows in that post's form with the note kept.
 */
export async function flagPost({ request, context }: Pick<ActionFunctionArgs, "request" | "context">, key: string, formData: FormData) {
  const locale = requestLocale(request);
  await requirePublisher(request, context, localizePath(forumThreadPath(key), locale));
  const [t, api] = await Promise.all([getTranslator(request), apiFor(request, context)]);
  const submission = parseWithZod(formData, { schema: flagFormSchema(t) });
  const typed = { post: String(formData.get("post") ?? ""), reason: String(formData.get("reason") ?? ""), note: String(formData.get("note") ?? "") };
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? t("flags:errors.flag");
    return data({ flag: { ...typed, message } }, { status: 400 });
  }
  const thread = forumThreadIdOf(key);
  if (thread === undefined) throw notFound(request);
  const { post, reason, note } = submission.value;
  try {
    await flagForumPost(api, post === "opening" ? { thread } : { reply: post }, { reason, note });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) throw notFound(request);
    const { result, status } = apiErrorReply(submission, error, { summary: "joined" });
    return data({ flag: { ...typed, message: result.error?.[""]?.[0] ?? error.message } }, { status });
  }
  const search = new URLSearchParams(new URL(request.url).search);
  search.set(FLAGGED_PARAM, String(post));
  throw redirect(`${localizePath(forumThreadPath(key), locale)}?${search}#${post === "opening" ? OPENING_POST_ANCHOR : `reply-${post}`}`, 303);
}
