import { getTextareaProps, useForm, useField } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AVATAR_MAX_BYTES, BIO_MAX_LENGTH, PROFILE_LINKS_MAX } from "#api/contract/limits";
import { MemberAvatar } from "~/components/community/member-avatar";
import { ConformForm, FieldError, FormErrors, TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLocalizedPath } from "~/i18n/use-locale";
import { routeMeta } from "~/seo/route-meta";
import { profileDetailsSchema } from "./profile-form";
import type { action, loader } from "./profile.server";
import { settingsPath } from "./sections";
import { SettingsFormLayout } from "./settings-form-layout";

export { action, loader } from "./profile.server";

export const handle = { i18n: ["settings", "auth", "account"] };
export const meta = routeMeta;

const acceptedPictures = "image/jpeg,image/png,image/webp,image/avif";
const labelClass = "block text-sm font-semibold text-ink";

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
      <div className="space-y-1.5">
        <label htmlFor="profile-email" className={labelClass}>
          {t("profile.email")}
        </label>
        {/* Read-only and without a name: shown, never submitted. */}
        <input
          id="profile-email"
          type="email"
          value={email}
          readOnly
          aria-describedby="profile-email-hint"
          className="h-11 w-full rounded-lg border border-line bg-page px-3 text-base text-ink-muted"
        />
        <p id="profile-email-hint" className="text-sm text-ink-muted">
          {t("profile.emailHint")}
        </p>
      </div>
      <SubmitButton pending={navigation.state === "submitting"}>{t("profile.submit")}</SubmitButton>
    </ConformForm>
  );
}

function BioField() {
  const { t } = useTranslation("account");
  const [field] = useField<string>("bio");
  const hintId = `${field.id}-hint`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={field.id} className={labelClass}>
        {t("profile.bio")}
      </label>
      <textarea
        {...getTextareaProps(field, { ariaDescribedBy: [hintId, field.errors?.length ? field.errorId : ""].filter(Boolean).join(" ") })}
        key={field.key}
        rows={4}
        maxLength={BIO_MAX_LENGTH}
        className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-base text-ink aria-[invalid=true]:border-danger"
      />
      <p id={hintId} className="text-sm text-ink-muted">
        {t("profile.bioHint", { max: BIO_MAX_LENGTH })}
      </p>
      <FieldError field={field} />
    </div>
  );
}

/**
 * The picture: a plain file input that the form posts without JavaScript; with it, the chosen
 * picture shows at once (a blob: address, which the CSP's img-src allows) before it is sent.
 */
function AvatarField({ current, name }: { current: string | null; name: string }) {
  const { t } = useTranslation("account");
  const [field] = useField<string>("avatar");
  const [preview, setPreview] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const choose = () => {
    const file = input.current?.files?.[0];
    setPreview(file && file.type.startsWith("image/") ? URL.createObjectURL(file) : null);
  };
  // A picture chosen while the page was still loading its JavaScript fired no change React saw.
  useEffect(choose, []);
  const hintId = "profile-avatar-hint";
  return (
    <fieldset className="space-y-2">
      <legend className={labelClass}>{t("profile.avatar")}</legend>
      <div className="flex items-center gap-4">
        {preview ? (
          <img src={preview} alt={t("profile.avatarPreview")} width={96} height={96} className="size-24 shrink-0 rounded-full object-cover" data-avatar-preview />
        ) : (
          <MemberAvatar name={name} avatarUrl={current} size="lg" />
        )}
        <div className="min-w-0 space-y-2">
          <label htmlFor="profile-avatar" className="block text-sm text-ink">
            {t(current ? "profile.avatarReplace" : "profile.avatarChoose")}
          </label>
          <input
            ref={input}
            id="profile-avatar"
            name="avatar"
            type="file"
            accept={acceptedPictures}
            onChange={choose}
            aria-describedby={[hintId, field.errors?.length ? field.errorId : ""].filter(Boolean).join(" ")}
            aria-invalid={field.errors?.length ? true : undefined}
            className="block w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-line file:bg-surface file:px-3 file:font-semibold"
          />
          {current ? (
            <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input type="checkbox" name="remove_avatar" className="size-5" />
              {t("profile.avatarRemove")}
            </label>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="text-sm text-ink-muted">
        {t("profile.avatarHint", { max: AVATAR_MAX_BYTES / 1024 / 1024 })}
      </p>
      <FieldError field={field} />
    </fieldset>
  );
}
