import { getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConformForm, FormErrors, TextField } from "~/components/forms/fields";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { signInHref } from "~/platform/access/sign-in-link";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { eventFormSchema } from "./event-form-schema";
import type { action, loader } from "./event-form.server";
import { eventsPath, manageEventsPath } from "~/components/events/event-time";

export { action, loader } from "./event-form.server";

export const handle = { i18n: ["events"] };
export const meta = routeMeta;

/** The host's form for a new event or an edit: both languages, format, times in a zone, place or link, places, recipes. */
export default function EventFormPage() {
  const { state, event } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("events");
  const { t: tAll } = useTranslation();
  const to = useLocalizedPath();
  const locale = useLocale();
  const location = useLocation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: event
      ? {
          ...event,
          place: event.place ?? "",
          online_url: event.online_url ?? "",
          capacity: String(event.capacity),
          recipes: event.recipe_slugs.join(", "),
        }
      : { mode: "in_person", time_zone: "Europe/Madrid", capacity: "12" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: eventFormSchema(tAll) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const title = t(event ? "form.editTitle" : "form.newTitle");
  const trail = [{ name: t("home"), to: to("/") }, { name: t("title"), to: to(eventsPath) }, { name: t("manage.title"), to: to(manageEventsPath) }, { name: title }];
  const textarea = (meta: typeof fields.description_es, label: string) => (
    <Field id={meta.id} errorId={meta.errorId} errors={meta.errors} name={meta.name} label={label} required>
      {(control) => <Textarea {...getTextareaProps(meta)} {...control} key={meta.key} rows={5} />}
    </Field>
  );
  const input = (
    meta: typeof fields.starts_local | typeof fields.capacity,
    label: string,
    type: "datetime-local" | "number" | "text" | "url",
    extra: { hint?: string; required?: boolean } = {},
  ) => (
    <Field id={meta.id} errorId={meta.errorId} errors={meta.errors} name={meta.name} label={label} hint={extra.hint} required={extra.required ?? true}>
      {(control) => <Input {...getInputProps(meta, { type })} {...control} key={meta.key} />}
    </Field>
  );
  return (
    <div className="container-content py-8 md:py-12">
      <Breadcrumbs label={t("breadcrumb")} items={trail} />
      <h1 className="text-3xl font-semibold md:text-4xl">{title}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t("manage.intro")}</p>
      {state === "visitor" ? (
        <p className="mt-6">
          <ButtonLink to={signInHref(locale, location.pathname)} data-manage-sign-in>
            {t("manage.signIn")}
          </ButtonLink>
        </p>
      ) : null}
      {state === "no-role" ? (
        <p className="mt-6 max-w-2xl rounded-xl border border-line bg-surface p-5" data-manage-needs-host>
          {t("manage.needsHost")}
        </p>
      ) : null}
      {state === "host" ? (
        <ConformForm form={form} className="mt-6 max-w-3xl space-y-5" data-event-form>
          <FormErrors form={form} />
          <TextField meta={fields.title_es} label={t("form.title_es")} required />
          <TextField meta={fields.title_en} label={t("form.title_en")} required />
          {textarea(fields.description_es, t("form.description_es"))}
          {textarea(fields.description_en, t("form.description_en"))}
          <Field id={fields.mode.id} errorId={fields.mode.errorId} errors={fields.mode.errors} name={fields.mode.name} label={t("form.mode")} required>
            {(control) => (
              <Select {...getSelectProps(fields.mode)} {...control} key={fields.mode.key}>
                <option value="in_person">{t("modes.in_person")}</option>
                <option value="online">{t("modes.online")}</option>
              </Select>
            )}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            {input(fields.starts_local, t("form.starts"), "datetime-local")}
            {input(fields.ends_local, t("form.ends"), "datetime-local")}
          </div>
          <TextField meta={fields.time_zone} label={t("form.timeZone")} hint={t("form.timeZoneHint")} required />
          <TextField meta={fields.place} label={t("form.place")} />
          {input(fields.online_url, t("form.onlineUrl"), "url", { hint: t("form.onlineUrlHint"), required: false })}
          {input(fields.capacity, t("form.capacity"), "number")}
          <TextField meta={fields.recipes} label={t("form.recipes")} hint={t("form.recipesHint")} />
          <Button type="submit" data-event-submit>
            {t(event ? "form.submitEdit" : "form.submitNew")}
          </Button>
        </ConformForm>
      ) : null}
    </div>
  );
}
