import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import type { ApiError } from "~/api-client/api-error";

/**
 * A settings form's answer to a refused save: a 422 about the form's own fields is shown beside
 * them, anything else (§8's message) above the form. Secret fields are never sent back.
 */
export function replyToApiError(submission: Submission<unknown>, error: ApiError, fieldNames: readonly string[], hideFields: string[] = []) {
  const onFields = error.status === 422 && Object.keys(error.fieldErrors).some((key) => fieldNames.includes(key));
  return data(
    { result: submission.reply({ formErrors: onFields ? [] : [error.message], fieldErrors: error.fieldErrors, hideFields }) },
    { status: error.status ?? 503 },
  );
}
