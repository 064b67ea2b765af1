import type { Context } from "hono";
import type { z } from "zod";
import { type ApiLocale, type MessageKey, translate, translatePlural } from "../i18n/messages";

/** A refinement can carry its own message as a key of the API catalogue: `message: "validation.sort"`. */
function isMessageKey(message: string): message is MessageKey {
  return /^validation\.[a-z_]+$/.test(message);
}

/** Field names read naturally in messages ("correo electrónico"); unknown ones stay as sent. */
function fieldName(issue: z.core.$ZodIssue, locale: ApiLocale): string {
  const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "input";
  const translated = translate(locale, `attributes.${key}` as MessageKey);
  return translated === `attributes.${key}` ? key : translated;
}

function formatIssue(issue: z.core.$ZodIssue, locale: ApiLocale): string {
  const field = fieldName(issue, locale);
  if (issue.message && isMessageKey(issue.message)) {
    const { params = {}, minimum, maximum } = issue as { params?: Record<string, string | number>; minimum?: unknown; maximum?: unknown };
    const bounds = { ...(minimum !== undefined ? { min: String(minimum) } : {}), ...(maximum !== undefined ? { max: String(maximum) } : {}) };
    return translate(locale, issue.message, { field, ...bounds, ...params });
  }
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return translate(locale, "validation.required", { field });
      if (issue.expected === "string") return translate(locale, "validation.string", { field });
      if (issue.expected === "array") return translate(locale, "validation.array", { field });
      if (issue.expected === "int") return translate(locale, "validation.integer", { field });
      if (issue.expected === "number") return translate(locale, "validation.number", { field });
      return translate(locale, "validation.format", { field });
    case "invalid_format":
      if (issue.format === "email") return translate(locale, "validation.email", { field });
      return translate(locale, "validation.format", { field });
    case "too_big":
      if (issue.origin === "string") return translate(locale, "validation.too_long", { field });
      if (issue.origin === "array" || issue.origin === "set") return translate(locale, "validation.too_many", { field });
      return translate(locale, "validation.between", { field, min: "", max: String(issue.maximum) });
    case "too_small":
      if (issue.origin === "string" && issue.minimum === 1) return translate(locale, "validation.required", { field });
      return translate(locale, "validation.between", { field, min: String(issue.minimum), max: "" });
    case "invalid_value":
      return translate(locale, "validation.option", { field });
    default:
      return translate(locale, "validation.format", { field });
  }
}

/** Laravel's 422 shape: `{ message, errors: { field: [messages] } }`. */
export function validationErrorBody(issues: readonly z.core.$ZodIssue[], locale: ApiLocale) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "input";
    (errors[field] ??= []).push(formatIssue(issue, locale));
  }
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? translate(locale, "validation.invalid");
  const more = messages.length - 1;
  return { message: more > 0 ? `${first} ${translatePlural(locale, "validation.more_errors", more)}` : first, errors };
}

export function validationHook(result: { success: true } | { success: false; error: z.ZodError }, c: Context) {
  if (!result.success) {
    const locale = (c.get("locale") as ApiLocale | undefined) ?? "es";
    return c.json(validationErrorBody(result.error.issues, locale), 422);
  }
}
