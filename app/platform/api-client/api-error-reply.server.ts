import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import type { ApiError } from "~/platform/api-client/api-error";

/** How a form shows the API's refusal (§5, §8). Every form action that calls the API answers through here. */
export interface ApiErrorReplyOptions {
  /**
   * What shows above the form: the §8 message (the default), or §5's "joined": every validation
   * message joined by a space (the §8 message when there is none).
   */
  summary?: "message" | "joined";
  /**
   * The form's own fields. With them, a 422 about one of them shows beside those fields only and
   * nothing above the form; any other refusal (409, 403…) shows above it.
   */
  fields?: readonly string[];
  /** The per-field messages sent back: all of them (the default), none, or only for a 422 about `fields`. */
  fieldErrors?: "all" | "none" | "when-on-fields";
  /** Fields never sent back to the browser, not even after a failed submit (passwords). */
  hideFields?: string[];
}

/** conform's reply to a refused submission, with the status to answer it with (the API's, else 503). */
export function apiErrorReply(
  submission: Submission<unknown>,
  error: ApiError,
  { summary = "message", fields, fieldErrors = "all", hideFields }: ApiErrorReplyOptions = {},
): { result: SubmissionResult<string[]>; status: number } {
  const onFields = fields !== undefined && error.status === 422 && Object.keys(error.fieldErrors).some((key) => fields.includes(key));
  const messages = Object.values(error.fieldErrors).flat();
  const formErrors = summary === "joined" ? [messages.length > 0 ? messages.join(" ") : error.message] : onFields ? [] : [error.message];
  const sentFieldErrors = fieldErrors === "all" || (fieldErrors === "when-on-fields" && onFields) ? error.fieldErrors : {};
  return { result: submission.reply({ formErrors, fieldErrors: sentFieldErrors, hideFields }), status: error.status ?? 503 };
}

/** The same as an action's answer: `{ ...extra, result }` with the refusal's status. */
export function replyToApiError<Extra extends object = object>(submission: Submission<unknown>, error: ApiError, options: ApiErrorReplyOptions = {}, extra?: Extra) {
  const { result, status } = apiErrorReply(submission, error, options);
  return data({ ...(extra as Extra), result }, { status });
}
