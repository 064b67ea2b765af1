import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FORUM_TITLE_MAX_LENGTH, FORUM_TITLE_MIN_LENGTH, MODERATION_REASON_MAX_LENGTH, MODERATION_REASON_MIN_LENGTH } from "#api/contract/limits";
import { ConformForm, FormErrors, TextField } from "~/components/forms/fields";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { EmptyState } from "~/components/ui/empty-state";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { forumPostEditPath, forumPostLink, forumsPath, forumThreadPath } from "~/components/forums/forum-paths";
import { editFormSchema } from "./forum-form";
import type { action, loader } from "./edit-post.server";
import { PostButtons, PostPreview, PostTextField } from "./post-fields";

export { action, loader } from "./edit-post.server";

export const handle = { i18n: ["forums"] };
export const meta = routeMeta;

/** /forums/t/{key}/edit/{opening|reply} (decision 101): the posting form, filled with the post, with a preview that is a submit button. */
export default function EditForumPostPage() {
  const { thread, post, needsReason, locked } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("forums");
  const { t: tAll } = useTranslation();
  const to = useLocalizedPath();
  const opening = post.ref === "opening";
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { title: post.title ?? undefined, text: post.text },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: editFormSchema(tAll, opening) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const heading = opening ? t("editForm.titleOpening") : t("editForm.title", { name: post.author });
  return (
    <div className="space-y-6">
      <Breadcrumbs
        items={[{ name: t("home"), to: to("/") }, { name: t("title"), to: to(forumsPath) }, { name: thread.title, to: to(forumThreadPath(thread.key)) }, { name: heading }]}
        label={t("breadcrumb")}
      />
      <div>
        <h1 className="text-3xl font-semibold">{heading}</h1>
        <p className="mt-2 max-w-2xl text-ink-muted">{t("editForm.intro")}</p>
      </div>
      {locked ? (
        <EmptyState muted data-edit-locked>
          {t("editForm.locked")}
        </EmptyState>
      ) : (
        <>
          <ConformForm form={form} action={to(forumPostEditPath(thread.key, post.ref))} className="max-w-3xl space-y-5" data-edit-post-form>
            <FormErrors form={form} />
            {opening ? (
              <TextField
                meta={fields.title}
                label={t("newForm.threadTitle")}
                hint={t("newForm.titleHint", { min: FORUM_TITLE_MIN_LENGTH, max: FORUM_TITLE_MAX_LENGTH })}
                required
              />
            ) : null}
            <PostTextField name={fields.text.name} label={t("newForm.text")} />
            {needsReason ? (
              <TextField
                meta={fields.reason}
                label={t("editForm.reason")}
                hint={t("editForm.reasonHint", { name: post.author, min: MODERATION_REASON_MIN_LENGTH, max: MODERATION_REASON_MAX_LENGTH })}
                required
              />
            ) : null}
            <PostButtons submitLabel={t("editForm.submit")} pending={navigation.state === "submitting"} />
          </ConformForm>
          <PostPreview html={actionData?.preview} />
        </>
      )}
      <p>
        <Link to={to(forumPostLink(thread.key, post.ref))} className="text-sm text-accent underline">
          {t("editForm.back")}
        </Link>
      </p>
    </div>
  );
}
