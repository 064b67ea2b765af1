import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import { apiErrorReply } from "~/platform/api-client/api-error-reply.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { moderateForumThread, setForumSolution } from "~/platform/api-client/forums.server";
import { setForumPostVisibility } from "~/platform/api-client/moderation-queue.server";
import { requireMember } from "~/platform/access/current-user.server";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { moderationFormSchema, solutionFormSchema, visibilityFormSchema } from "./forum-form";
import { forumPostAddress, forumThreadIdOf, forumThreadPath } from "~/components/forums/forum-paths";

type ActionArgs = Pick<ActionFunctionArgs, "request" | "context">;

const threadIdOf = (key: string, request: Request) => {
  const id = forumThreadIdOf(key);
  if (id === undefined) throw notFound(request);
  return id;
};

/** The page of replies the form was on (its `?cursor=`), so the redirect comes back to it. */
const cursorOf = (request: Request) => new URL(request.url).searchParams.get("cursor");

/**
 * A reply's "mark as the solution" button (decision 091): the thread's author or a moderator (the
 * API decides), then back to that reply on the same page (post/redirect/get). Its answer is
 * `solution`, with the reply it was for, so a refusal shows under that reply only.
 */
export async function markSolution({ request, context }: ActionArgs, key: string, formData: FormData) {
  await requireMember(request, context);
  const [t, api] = await Promise.all([getTranslator(request), apiFor(request, context)]);
  const submission = parseWithZod(formData, { schema: solutionFormSchema(t) });
  const post = String(formData.get("post") ?? "");
  if (submission.status !== "success") return data({ solution: { post, message: t("forums:errors.solution") } }, { status: 400 });
  const { post: under, reply } = submission.value;
  try {
    await setForumSolution(api, threadIdOf(key, request), reply === "none" ? null : reply);
    throw redirect(localizePath(forumPostAddress(key, cursorOf(request), under), requestLocale(request)), 303);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) throw notFound(request);
    const { result, status } = apiErrorReply(submission, error);
    return data({ solution: { post, message: result.error?.[""]?.[0] ?? Object.values(error.fieldErrors).flat()[0] ?? error.message } }, { status });
  }
}

/**
 * The moderators' form (decision 091): pin, lock or move with a reason, then back to the form
 * (post/redirect/get). Its answer is `moderate`: a refusal shows on this form, with what was typed.
 */
export async function moderateThread({ request, context }: ActionArgs, key: string, formData: FormData) {
  await requireMember(request, context);
  const [t, api] = await Promise.all([getTranslator(request), apiFor(request, context)]);
  const submission = parseWithZod(formData, { schema: moderationFormSchema(t) });
  if (submission.status !== "success") return data({ moderate: submission.reply() }, { status: 400 });
  const { change, reason, category } = submission.value;
  try {
    await moderateForumThread(api, threadIdOf(key, request), { action: change, reason, ...(change === "move" ? { category } : {}) });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) throw notFound(request);
    const { result, status } = apiErrorReply(submission, error, { fields: ["reason", "category"] });
    return data({ moderate: result }, { status });
  }
  const cursor = cursorOf(request);
  throw redirect(`${localizePath(forumThreadPath(key), requestLocale(request))}${cursor ? `?${new URLSearchParams({ cursor })}` : ""}#thread-moderation`, 303);
}

/**
 * A moderator's hide or restore of a post from its thread (decision 097), then back to the post
 * (post/redirect/get). Its answer is `visibility`, with the post, the message and the reason typed,
 * so a refusal shows in that post's form.
 */
export async function changePostVisibility({ request, context }: ActionArgs, key: string, formData: FormData) {
  await requireMember(request, context);
  const [t, api] = await Promise.all([getTranslator(request), apiFor(request, context)]);
  const submission = parseWithZod(formData, { schema: visibilityFormSchema(t) });
  const typed = { post: String(formData.get("post") ?? ""), reason: String(formData.get("reason") ?? "") };
  if (submission.status !== "success") {
    return data({ visibility: { ...typed, message: Object.values(submission.error ?? {}).flat()[0] ?? t("forums:errors.visibility") } }, { status: 400 });
  }
  const { post, action, reason } = submission.value;
  try {
    await setForumPostVisibility(api, post === "opening" ? "thread" : "reply", post === "opening" ? threadIdOf(key, request) : post, { action, reason });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) throw notFound(request);
    const { result, status } = apiErrorReply(submission, error, { summary: "joined" });
    return data({ visibility: { ...typed, message: result.error?.[""]?.[0] ?? Object.values(error.fieldErrors).flat()[0] ?? error.message } }, { status });
  }
  throw redirect(localizePath(forumPostAddress(key, cursorOf(request), post), requestLocale(request)), 303);
}
