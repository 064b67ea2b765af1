import { ApiError } from "~/platform/api-client/api-error";
import { apiFieldToForm } from "./list-form";

/** The API's refusal with its field names as the form's (is_public is the visibility choice). */
export function renamed(error: ApiError): ApiError {
  return new ApiError(error.message, error.status, error.code, Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [apiFieldToForm(field), messages])));
}
