/** A failed call to the recipe API, with the message to show already in the page's language. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or undefined when no answer came back. */
    readonly status: number | undefined,
    /** NETWORK_ERROR, TIMEOUT, ECONNREFUSED, another system code, or INVALID_RESPONSE. */
    readonly code: string | undefined,
    /** Laravel-style field errors of a 422. */
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
