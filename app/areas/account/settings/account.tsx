import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConformForm, FormErrors, TextField, useReplyCount } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button, ButtonLink } from "~/components/ui/button";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { deleteAccountSchema } from "./account-form";
import type { action, loader } from "./account.server";
import { settingsPath } from "./sections";

export { action, loader } from "./account.server";

export const handle = { i18n: ["settings", "auth", "account"] };
export const meta = routeMeta;

const sectionClass = "space-y-3 rounded-xl border border-line bg-surface p-6";

/** /settings/account: the data export and the account's deletion, the rights the privacy page describes. */
export default function AccountSettingsPage() {
  const { confirming } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const to = useLocalizedPath();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-semibold">{t("page.title")}</h1>
        <p className="mt-2 text-ink-muted">{t("page.description")}</p>
      </div>
      <section aria-labelledby="account-export-title" className={sectionClass}>
        <h2 id="account-export-title" className="font-sans text-lg font-semibold">
          {t("page.export.title")}
        </h2>
        <p className="text-ink-muted">{t("page.export.body")}</p>
        {/* A plain link: the browser saves the file (Content-Disposition), with or without JavaScript. */}
        <a
          href={to(`${settingsPath("account")}/export`)}
          download
          className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-accent hover:bg-accent-soft"
          data-account-export
        >
          {t("page.export.link")}
        </a>
      </section>
      <section aria-labelledby="account-delete-title" className={`${sectionClass} border-danger/40`}>
        <h2 id="account-delete-title" className="font-sans text-lg font-semibold">
          {t("page.delete.title")}
        </h2>
        <p className="text-ink-muted">{t("page.delete.body")}</p>
        {confirming || actionData ? (
          <DeleteConfirmation />
        ) : (
          // The first step asks nothing of the server: it opens the confirmation, as a link would, but as a button.
          <Form method="get" action={to(settingsPath("account"))}>
            <input type="hidden" name="step" value="confirm" />
            <Button type="submit" variant="neutral" className="text-danger" data-account-delete-start>
              {t("page.delete.start")}
            </Button>
          </Form>
        )}
      </section>
    </div>
  );
}

function DeleteConfirmation() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const { t: ta } = useTranslation("auth");
  const to = useLocalizedPath();
  const replies = useReplyCount(actionData?.result);
  const [form, fields] = useForm({
    id: "delete-account",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteAccountSchema(ta) }),
    shouldValidate: "onSubmit",
  });
  return (
    <div className="space-y-4 rounded-lg border border-danger/40 bg-page p-4" role="group" aria-labelledby="account-delete-confirm-title">
      <h3 id="account-delete-confirm-title" className="font-sans font-semibold text-danger">
        {t("page.delete.confirmTitle")}
      </h3>
      <p className="text-sm text-ink-muted">{t("page.delete.exportFirst")}</p>
      <ConformForm form={form} action={to(settingsPath("account"))} className="space-y-4">
        <FormErrors form={form} />
        <TextField
          meta={fields.password}
          label={t("page.delete.password")}
          type="password"
          autoComplete="current-password"
          hint={t("page.delete.confirmBody")}
          resetKey={replies}
        />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pending={navigation.state === "submitting"}>{t("page.delete.submit")}</SubmitButton>
          <ButtonLink variant="secondary" to={to(settingsPath("account"))}>
            {t("page.delete.cancel")}
          </ButtonLink>
        </div>
      </ConformForm>
    </div>
  );
}
