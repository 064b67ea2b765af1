import { getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, useNavigation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { type NotificationPreferences, notificationTypes } from "#api/contract/auth";
import { getNotificationPreferences, setNotificationPreferences } from "~/api-client/account.server";
import { isApiError } from "~/api-client/api-error";
import { apiFor } from "~/api-client/for-request.server";
import { getCurrentUser } from "~/auth/current-user.server";
import { ConformForm, FormMessage, SubmitButton } from "~/components/forms/fields";
import { getTranslator, requestLocale } from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/locales";
import { useLocalizedPath } from "~/i18n/use-locale";
import { routeMeta } from "~/seo/route-meta";

export const handle = { i18n: ["settings"] };
export const meta = routeMeta;

const pagePath = "/settings/notifications";
type NotificationType = (typeof notificationTypes)[number];

/** A ticked box sends "on"; one left unticked sends nothing, which means false. */
const notificationsSchema = z.object(
  Object.fromEntries(notificationTypes.map((key) => [key, z.literal("on").optional()])) as Record<NotificationType, z.ZodOptional<z.ZodLiteral<"on">>>,
);

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await getCurrentUser(request, context))) throw redirect(localizePath("/sign-in", requestLocale(request)));
  const [preferences, t] = await Promise.all([getNotificationPreferences(await apiFor(request, context)), getTranslator(request, "settings")]);
  return { preferences, meta: { title: t("notifications.title"), description: t("notifications.description"), noindex: true } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = requestLocale(request);
  if (!(await getCurrentUser(request, context))) throw redirect(localizePath("/sign-in", locale));
  const submission = parseWithZod(await request.formData(), { schema: notificationsSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  // Every preference is sent, so an unticked box really turns it off.
  const preferences = Object.fromEntries(notificationTypes.map((key) => [key, submission.value[key] === "on"])) as NotificationPreferences;
  try {
    await setNotificationPreferences(await apiFor(request, context), preferences);
  } catch (error) {
    if (!isApiError(error)) throw error;
    const onFields = error.status === 422 && Object.keys(error.fieldErrors).some((key) => (notificationTypes as readonly string[]).includes(key));
    return data(
      { result: submission.reply({ formErrors: onFields ? [] : [error.message], fieldErrors: error.fieldErrors }) },
      { status: error.status ?? 503 },
    );
  }
  throw redirect(`${localizePath(pagePath, locale)}?saved=1`);
}

/** The `?saved=1` notice, and a key that changes only after a successful save (the form then shows the saved values). */
function useSavedState() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const actionData = useActionData<typeof action>();
  const saved = searchParams.get("saved") === "1" && !actionData;
  const [formKey, setFormKey] = useState(location.key);
  if (saved && location.key !== formKey) setFormKey(location.key);
  return { saved, formKey };
}

export default function NotificationPreferencesPage() {
  const { t } = useTranslation("settings");
  const { saved, formKey } = useSavedState();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-semibold">{t("notifications.title")}</h1>
        <p className="mt-2 text-ink-muted">{t("notifications.description")}</p>
      </div>
      <div aria-live="polite">{saved ? <FormMessage tone="success">{t("notifications.saved")}</FormMessage> : null}</div>
      <NotificationsForm key={formKey} />
    </div>
  );
}

function NotificationsForm() {
  const { preferences } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("settings");
  const to = useLocalizedPath();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: Object.fromEntries(notificationTypes.map((key) => [key, preferences[key] ? "on" : undefined])) as Partial<Record<NotificationType, "on">>,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: notificationsSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <ConformForm form={form} action={to(pagePath)} className="max-w-xl space-y-4">
      {form.errors?.length ? (
        <FormMessage id={form.errorId} tone="error">
          {form.errors.join(" ")}
        </FormMessage>
      ) : null}
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold text-ink">{t("notifications.legend")}</legend>
        {notificationTypes.map((key) => {
          const field = fields[key];
          const hintId = `${field.id}-hint`;
          return (
            <div key={key} className="flex gap-3 rounded-lg border border-line bg-surface p-3" data-setting={key}>
              <input
                {...getInputProps(field, { type: "checkbox", ariaDescribedBy: hintId })}
                key={field.key}
                className="mt-0.5 size-5 shrink-0 accent-accent"
              />
              <div className="space-y-1">
                <label htmlFor={field.id} className="block cursor-pointer font-semibold text-ink">
                  {t(`notifications.options.${key}.label`)}
                </label>
                <p id={hintId} className="text-sm text-ink-muted">
                  {t(`notifications.options.${key}.hint`)}
                </p>
                {field.errors?.length ? (
                  <p id={field.errorId} className="text-sm text-danger" data-field-error={field.name}>
                    {field.errors.join(" ")}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </fieldset>
      <SubmitButton pending={navigation.state === "submitting"}>{t("notifications.submit")}</SubmitButton>
    </ConformForm>
  );
}
