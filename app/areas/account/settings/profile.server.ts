import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { AVATAR_MAX_BYTES, PROFILE_LINKS_MAX } from "#api/contract/limits";
import { getProfile, removeAvatar, updateProfile, uploadAvatar } from "~/platform/api-client/account.server";
import { ApiError, isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { requireMember } from "~/platform/access/current-user.server";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { formFieldName, profileDetailsSchema } from "./profile-form";
import { readProfileForm } from "./profile-upload.server";
import { settingsPath } from "./sections";

const formFields = ["name", "bio", "location", "avatar", ...Array.from({ length: PROFILE_LINKS_MAX }, (_, index) => `links[${index}]`)];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const [t, profile] = await Promise.all([getTranslator(request, "settings"), getProfile(await apiFor(request, context))]);
  return {
    name: profile.name,
    email: profile.email,
    bio: profile.bio,
    location: profile.location,
    links: profile.links,
    avatarUrl: profile.avatar_url?.startsWith("/") ? profile.avatar_url : null,
    meta: { title: t("profile.title"), description: t("profile.description") },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = requestLocale(request);
  await requireMember(request, context);
  const t = await getTranslator(request);
  const { form, avatarTooLarge } = await readProfileForm(request);
  const submission = parseWithZod(form, { schema: profileDetailsSchema(t) });
  if (submission.status !== "success" || avatarTooLarge) {
    const fieldErrors: Record<string, string[]> = {};
    if (submission.status === "error") for (const [field, messages] of Object.entries(submission.error ?? {})) if (messages) fieldErrors[field] = messages;
    if (avatarTooLarge) fieldErrors.avatar = [t("account:profile.errors.avatarTooLarge", { max: AVATAR_MAX_BYTES / 1024 / 1024 })];
    return data({ result: submission.reply({ fieldErrors }) }, { status: 400 });
  }
  const { name, bio, location, links, remove_avatar } = submission.value;
  const avatar = form.get("avatar");
  try {
    const api = await apiFor(request, context);
    await updateProfile(api, { name, bio, location, links });
    if (avatar instanceof File && avatar.size > 0) await uploadAvatar(api, avatar);
    else if (remove_avatar) await removeAvatar(api);
  } catch (error) {
    if (!isApiError(error)) throw error;
    const renamed = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [formFieldName(field), messages]));
    return replyToApiError(submission, new ApiError(error.message, error.status, error.code, renamed), { fields: formFields });
  }
  // Post/redirect/get: a reload never submits twice, and the notice works without JavaScript.
  throw redirect(`${localizePath(settingsPath("profile"), locale)}?saved=1`);
}
