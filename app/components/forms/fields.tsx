import { type FieldMetadata, FormProvider, type FormMetadata, getFormProps, getInputProps, useField } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ComponentProps } from "react";
import { useRef } from "react";
import { FormMessage } from "./form-message";
import { CsrfField } from "~/http/csrf-field";

/**
 * Label above, hint and error below, wired with aria-invalid / aria-describedby. Required fields
 * show an asterisk and carry `required` + `aria-required`, which is what assistive technology announces.
 */
export function TextField({
  meta,
  label,
  type = "text",
  autoComplete,
  hint,
  required = false,
  resetKey,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "password" | "url";
  autoComplete?: string;
  hint?: string;
  required?: boolean;
  /** A new value remounts the input empty (see useReplyCount). */
  resetKey?: number;
}) {
  // Subscribing here (through the form's provider) re-renders the field when its errors change.
  const [field] = useField<string>(meta.name);
  meta = field;
  const errorId = meta.errors?.length ? meta.errorId : undefined;
  const hintId = hint ? `${meta.id}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={meta.id} className="block text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </label>
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined })}
        key={`${meta.key ?? ""}:${resetKey ?? 0}`}
        autoComplete={autoComplete}
        required={required}
        aria-required={required || undefined}
        className="h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-ink aria-[invalid=true]:border-danger"
      />
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError field={meta} />
    </div>
  );
}

/** A field's errors under it, in the danger colour with an icon; its id is what aria-describedby points at. */
export function FieldError({ field }: { field: { errors?: string[]; errorId: string; name: string } }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="flex items-start gap-1.5 text-sm text-danger" data-field-error={field.name}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.75 4h1.5v5h-1.5V6Zm0 6.5h1.5V14h-1.5v-1.5Z" />
      </svg>
      <span>{field.errors.join(" ")}</span>
    </p>
  );
}

/** The form-level errors of a conform form (the API's answer, §8), announced as an alert. */
export function FormErrors({ form }: { form: { errors?: string[]; errorId: string } }) {
  if (!form.errors?.length) return null;
  return (
    <FormMessage id={form.errorId} tone="error">
      {form.errors.join(" ")}
    </FormMessage>
  );
}

/**
 * Counts the server's answers to a form. Password fields take it as `resetKey`, so a refused
 * submit empties them (as the page load does without JavaScript) while everything else stays.
 */
export function useReplyCount(lastResult: unknown): number {
  const seen = useRef<{ last: unknown; count: number }>({ last: undefined, count: 0 });
  if (lastResult !== undefined && lastResult !== seen.current.last) {
    seen.current = { last: lastResult, count: seen.current.count + 1 };
  }
  return seen.current.count;
}

/**
 * A conform form posting to a Remix action: works as a plain POST without JavaScript, and lets the
 * fields inside subscribe to their own errors.
 */
export function ConformForm<Schema extends Record<string, unknown>>({
  form,
  children,
  ...props
}: { form: FormMetadata<Schema> } & Omit<ComponentProps<typeof Form>, "id" | "onSubmit" | "noValidate" | "method">) {
  return (
    <FormProvider context={form.context}>
      <Form method="post" {...getFormProps(form)} {...props}>
        <CsrfField />
        {children}
      </Form>
    </FormProvider>
  );
}
