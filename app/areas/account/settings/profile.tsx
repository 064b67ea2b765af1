import { getTextareaProps, useForm, useField } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AVATAR_MAX_BYTES, BIO_MAX_LENGTH, PROFILE_LINKS_MAX } from "#api/contract/limits";
import { MemberAvatar } from "~/components/community/member-avatar";
import { ConformForm, FormErrors, TextField } from "~/components/forms/fields";
import { Field, fieldLabel as labelClass } from "~/components/ui/field";
import { FileInput } from "~/components/ui/file-input";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { profileDetailsSchema } from "./profile-form";
import type { action, loader } from "./profile.server";
import { settingsPath } from "./sections";
import { SettingsFormLayout } from "./settings-form-layout";

export { action, loader } from "./profile.server";

export const handle = { i18n: ["settings", "auth", "account"] };
export const meta = routeMeta;

const acceptedPictures = "image/jpeg,image/png,image/webp,image/avif";

export default function ProfileSettingsPage() {
  const { t } = useTranslation("settings");
  return (
    <SettingsFormLayout title={t("profile.title")} description={t("profile.description")} savedMessage={t("profile.saved")}>
      {(formKey) => <ProfileForm key={formKey} />}
    </SettingsFormLayout>
  );
}

function ProfileForm() {
  const { name, email, bio, location, links, avatarUrl } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("settings");
  const { t: ta } = useTranslation("auth");
  const { t: tp } = useTranslation("account");
  const to = useLocalizedPath();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { name, bio, location, links: Array.from({ length: PROFILE_LINKS_MAX }, (_, index) => links[index] ?? "") },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileDetailsSchema(ta) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const linkFields = fields.links.getFieldList();
  return (
    <ConformForm form={form} action={to(settingsPath("profile"))} encType="multipart/form-data" className="max-w-xl space-y-5">
      <FormErrors form={form} />
      <TextField meta={fields.name} label={ta("fields.name")} autoComplete="name" hint={ta("hints.name")} required />
      <AvatarField current={avatarUrl} name={name} />
      <BioField />
      <TextField meta={fields.location} label={tp("profile.location")} autoComplete="address-level2" hint={tp("profile.locationHint")} />
      <fieldset className="space-y-3" aria-describedby="profile-links-hint">
        <legend className={labelClass}>{tp("profile.links")}</legend>
        <p id="profile-links-hint" className="text-sm text-ink-muted">
          {tp("profile.linksHint", { count: PROFILE_LINKS_MAX })}
        </p>
        {linkFields.map((link, index) => (
          <TextField key={link.key} meta={link} type="url" label={tp("profile.link", { number: index + 1 })} autoComplete="url" />
        ))}
      </fieldset>
      {/* Read-only and without a name: shown, never submitted. */}
      <Field id="profile-email" label={t("profile.email")} hint={t("profile.emailHint")}>
        {(control) => <Input {...control} type="email" value={email} readOnly />}
      </Field>
      <SubmitButton pending={navigation.state === "submitting"}>{t("profile.submit")}</SubmitButton>
    </ConformForm>
  );
}

function BioField() {
  const { t } = useTranslation("account");
  const [field] = useField<string>("bio");
  return (
    <Field id={field.id} errorId={field.errorId} errors={field.errors} name={field.name} label={t("profile.bio")} hint={t("profile.bioHint", { max: BIO_MAX_LENGTH })}>
      {(control) => <Textarea {...getTextareaProps(field)} {...control} key={field.key} rows={4} maxLength={BIO_MAX_LENGTH} />}
    </Field>
  );
}

/** The picture: a plain file input that the form posts without JavaScript; with it, the chosen picture shows at once. */
function AvatarField({ current, name }: { current: string | null; name: string }) {
  const { t } = useTranslation("account");
  const [field] = useField<string>("avatar");
  return (
    <fieldset className="space-y-2">
      <legend className={labelClass}>{t("profile.avatar")}</legend>
      <FileInput
        id="profile-avatar"
        name="avatar"
        label={t(current ? "profile.avatarReplace" : "profile.avatarChoose")}
        labelClassName="block text-sm text-ink"
        hint={t("profile.avatarHint", { max: AVATAR_MAX_BYTES / 1024 / 1024 })}
        errors={field.errors}
        errorId={field.errorId}
        accept={acceptedPictures}
        preview={{ alt: t("profile.avatarPreview"), className: "size-24 shrink-0 rounded-full object-cover", marker: "data-avatar-preview" }}
        current={<MemberAvatar name={name} avatarUrl={current} size="lg" />}
        extra={
          current ? (
            <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input type="checkbox" name="remove_avatar" className="size-5" />
              {t("profile.avatarRemove")}
            </label>
          ) : null
        }
      />
    </fieldset>
  );
}
