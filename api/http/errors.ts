import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

import type { ApiBindings } from "./bindings";
import { type MessageKey, translate } from "../i18n/messages";
import { logError } from "../observability/log";

/** Throw from a handler to answer `{ message }` with a status; the message is a catalogue key. */
/** 419 is Laravel's "page expired" (CSRF mismatch), which Hono's status list does not name. */
export type ApiErrorStatus = ContentfulStatusCode | 419;

export class ApiError extends Error {
  constructor(
    readonly status: ApiErrorStatus,
    readonly messageKey: MessageKey,
    readonly vars: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
  }
}

export function onApiError(error: Error, c: Context<ApiBindings>) {
  const locale = c.get("locale") ?? "es";
  if (error instanceof ApiError) {
    return c.json({ message: translate(locale, error.messageKey, error.vars) }, error.status as ContentfulStatusCode, error.headers);
  }
  if (error instanceof HTTPException) {
    return c.json({ message: error.message || translate(locale, "http.not_found") }, error.status);
  }
  logError("[api] unhandled error", error);
  return c.json({ message: translate(locale, "http.server_error") }, 500);
}

export function onApiNotFound(c: Context<ApiBindings>) {
  return c.json({ message: translate(c.get("locale") ?? "es", "http.route_not_found", { path: c.req.path }) }, 404);
}
