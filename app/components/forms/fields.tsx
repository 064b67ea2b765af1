import { type FieldMetadata, FormProvider, type FormMetadata, getFormProps, getInputProps, useField } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ComponentProps } from "react";
import { useRef } from "react";
import { FormMessage } from "./form-message";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { CsrfField } from "~/platform/http/csrf-field";

/**
 * A conform-bound text field in the kit's Field and Input. A new `resetKey` remounts the input empty
 * (see useReplyCount).
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
  resetKey?: number;
}) {
  // Subscribing here (through the form's provider) re-renders the field when its errors change.
  const [field] = useField<string>(meta.name);
  return (
    <Field id={field.id} errorId={field.errorId} errors={field.errors} name={field.name} label={label} hint={hint} required={required}>
      {(control) => <Input {...getInputProps(field, { type })} {...control} key={`${field.key ?? ""}:${resetKey ?? 0}`} autoComplete={autoComplete} />}
    </Field>
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
