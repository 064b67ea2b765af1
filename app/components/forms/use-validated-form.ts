import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * A conform form checked by a zod schema in the browser as the server checks it: a field is checked
 * when it loses focus, then again on every input while it is wrong. `schema` is called when a check
 * runs (it usually takes the page's `t` for its messages).
 */
export function useValidatedForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: () => Schema,
  options: { lastResult?: SubmissionResult<string[]> | null; defaultValue?: DefaultValue<z.input<Schema>> } = {},
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    ...options,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: schema() }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}
