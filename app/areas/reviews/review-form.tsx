import { FormProvider, type SubmissionResult, getFormProps, getTextareaProps, useField, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { useFetcher } from "@remix-run/react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { RATING_MAX, RATING_MIN, REVIEW_BODY_MAX_LENGTH } from "#api/contract/limits";
import type { ReviewAnswer } from "~/areas/reviews/review-outcome";
import { reviewFormSchema } from "~/areas/reviews/review-form-schema";
import { FormErrors } from "~/components/forms/fields";
import { FieldError } from "~/components/ui/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { useHydrated } from "~/platform/http/use-hydrated";
import { ENHANCED_FIELD } from "~/platform/http/enhanced-form";
import { CsrfField } from "~/platform/http/csrf-field";
import { Textarea } from "~/components/ui/textarea";

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/**
 * 1 to 5 stars as a native radio group: arrow keys move between them, each announces "3 stars", and
 * every star up to the chosen one fills (CSS only, so it works before JavaScript too).
 */
function RatingInput({ name }: { name: string }) {
  const { t } = useTranslation("community");
  const [field] = useField<string>(name);
  const hintId = `${field.id}-hint`;
  const errorId = field.errors?.length ? field.errorId : undefined;
  const initial = typeof field.initialValue === "string" ? field.initialValue : undefined;
  return (
    <fieldset aria-describedby={[hintId, errorId].filter(Boolean).join(" ")} className="space-y-1.5" data-rating-input>
      <legend className="text-sm font-semibold text-ink">
        {t("reviews.form.rating")}
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      </legend>
      <div className="group/rating flex items-center gap-1">
        {STARS.map((value) => {
          const id = `${field.id}-${value}`;
          return (
            <Fragment key={value}>
              <input
                type="radio"
                id={id}
                name={field.name}
                value={String(value)}
                defaultChecked={initial === String(value)}
                required
                aria-invalid={errorId ? true : undefined}
                className="sr-only"
              />
              <label
                htmlFor={id}
                className="inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-3xl leading-none hover:bg-accent-soft [input:focus-visible+&]:outline-2 [input:focus-visible+&]:outline-offset-2 [input:focus-visible+&]:outline-accent"
                data-star={value}
              >
                <span aria-hidden="true" className="text-ink-muted group-has-[:checked]/rating:hidden [input:checked+label~label_&]:inline">
                  ☆
                </span>
                <span aria-hidden="true" className="hidden text-accent group-has-[:checked]/rating:inline [input:checked+label~label_&]:hidden">
                  ★
                </span>
                <span className="sr-only">{t("reviews.form.star", { count: value })}</span>
              </label>
            </Fragment>
          );
        })}
      </div>
      <p id={hintId} className="text-sm text-ink-muted">
        {t("reviews.form.ratingHint")}
      </p>
      <FieldError field={field} />
    </fieldset>
  );
}

function BodyField({ name }: { name: string }) {
  const { t } = useTranslation("community");
  const [field] = useField<string>(name);
  const hintId = `${field.id}-hint`;
  const errorId = field.errors?.length ? field.errorId : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={field.id} className="block text-sm font-semibold text-ink">
        {t("reviews.form.body")} <span className="font-normal text-ink-muted">{t("reviews.form.optional")}</span>
      </label>
      <Textarea
        {...getTextareaProps(field, { ariaDescribedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined })}
        key={field.key}
        rows={4}
        maxLength={REVIEW_BODY_MAX_LENGTH}
      />
      <p id={hintId} className="text-sm text-ink-muted">
        {t("reviews.form.bodyHint")}
      </p>
      <FieldError field={field} />
    </div>
  );
}

/**
 * Writing or changing a review: a plain POST to the recipe page's action without JavaScript, a
 * fetcher with it. The server's refusal (per field, or above the form) keeps what was typed.
 */
export function ReviewForm({
  id,
  action,
  intent,
  reviewId,
  defaultValue,
  fetcher,
  lastResult,
  submitLabel,
  pendingLabel,
}: {
  id: string;
  action: string;
  intent: "create" | "update";
  reviewId?: number;
  defaultValue?: { rating: string; body: string };
  fetcher: ReturnType<typeof useFetcher<ReviewAnswer>>;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
  pendingLabel: string;
}) {
  const { t } = useTranslation("community");
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reviewFormSchema(t) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const pending = fetcher.state !== "idle";
  return (
    <FormProvider context={form.context}>
      <fetcher.Form method="post" action={action} preventScrollReset {...getFormProps(form)} className="space-y-4" data-review-form={intent}>
        <FormErrors form={form} />
        <CsrfField />
        <input type="hidden" name="intent" value={intent} />
        {reviewId !== undefined ? <input type="hidden" name="review" value={reviewId} /> : null}
        {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
        <RatingInput name={fields.rating.name} />
        <BodyField name={fields.body.name} />
        <div className="flex justify-end">
          <SubmitButton pending={pending}>{pending ? pendingLabel : submitLabel}</SubmitButton>
        </div>
      </fetcher.Form>
    </FormProvider>
  );
}
