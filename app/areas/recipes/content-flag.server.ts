import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { z } from "zod";
import { RECORD_ID_MAX } from "#api/contract/limits";
import { CONTENT_FLAGGED_PARAM } from "~/components/flags/content-flag";
import { flagFieldsSchema } from "~/components/flags/flag-fields";
import { requirePublisher } from "~/platform/access/current-user.server";
import { isApiError } from "~/platform/api-client/api-error";
import { apiErrorReply } from "~/platform/api-client/api-error-reply.server";
import { flagContent } from "~/platform/api-client/content-flags.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { requireSlug } from "~/platform/http/canonical-slug.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";

const anchors = { review: "reviews", cooksnap: "cooksnaps" } as const;

/**
 * A review's or cooksnap's flag form on the recipe page (decision 097): a verified member flags it,
 * then comes back to it, thanked (post/redirect/get). A refusal answers `flag` with the form's name,
 * the message and what was typed, in the page's language, so that form opens again with the note kept.
 */
export async function contentFlagAction({ request, params, context }: ActionFunctionArgs, formData: FormData) {
  const slug = requireSlug(request, params.slug);
  const recipePath = localizePath(`/receta/${slug}`, requestLocale(request));
  const kind = formData.get("flag_kind") === "cooksnap" ? "cooksnap" : "review";
  await requirePublisher(request, context, `${recipePath}#${anchors[kind]}`);
  const [t, api] = await Promise.all([getTranslator(request), apiFor(request, context)]);
  const schema = flagFieldsSchema(t).extend({
    flag_kind: z.enum(["review", "cooksnap"], { message: t("flags:errors.flag") }),
    flag_id: z.coerce
      .number({ message: t("flags:errors.flag") })
      .int()
      .min(1)
      .max(RECORD_ID_MAX),
  });
  const submission = parseWithZod(formData, { schema });
  const typed = { post: `${kind}-${String(formData.get("flag_id") ?? "")}`, reason: String(formData.get("reason") ?? ""), note: String(formData.get("note") ?? "") };
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? t("flags:errors.flag");
    return data({ flag: { ...typed, message } }, { status: 400 });
  }
  const { flag_id: id, reason, note } = submission.value;
  try {
    await flagContent(api, kind, id, { reason, note });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const { result, status } = apiErrorReply(submission, error, { summary: "joined" });
    return data({ flag: { ...typed, message: result.error?.[""]?.[0] ?? error.message } }, { status });
  }
  const search = new URLSearchParams(new URL(request.url).search);
  search.set(CONTENT_FLAGGED_PARAM, `${kind}-${id}`);
  throw redirect(`${recipePath}?${search}#${kind}-${id}`, 303);
}
