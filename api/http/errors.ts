import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

import type { ApiBindings } from "./bindings";
import { type MessageKey, translate } from "../i18n/messages";
import { logError, logWarning } from "../observability/log";
import { isRefusedValue, isServiceOutage } from "./error-causes";

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
  if (isServiceOutage(error)) {
    logWarning(`[api] ${c.req.method} ${c.req.path}: a service is unavailable (${describe(error)})`);
    return c.json({ message: translate(locale, "http.unavailable") }, 503, { "Retry-After": String(RETRY_AFTER_SECONDS) });
  }
  if (isRefusedValue(error)) {
    // Validation should have refused it: logged so the rule gets written, answered as the client's mistake.
    logWarning(`[api] ${c.req.method} ${c.req.path}: the database refused a value validation let through (${describe(error)})`);
    return c.json({ message: translate(locale, "validation.invalid"), errors: {} }, 422);
  }
  logError("[api] unhandled error", error);
  return c.json({ message: translate(locale, "http.server_error") }, 500);
}

/** How soon a client may try again after a 503: a database restart or failover takes seconds. */
const RETRY_AFTER_SECONDS = 5;

/** One line for an expected failure: its message and the deepest cause's, not a stack per request. */
function describe(error: unknown): string {
  const messages: string[] = [];
  for (let current = error; current instanceof Error && messages.length < 4; current = current.cause) messages.push(current.message.split("\n")[0]!.slice(0, 200));
  return messages.join(" ← ");
}

export function onApiNotFound(c: Context<ApiBindings>) {
  return c.json({ message: translate(c.get("locale") ?? "es", "http.route_not_found", { path: c.req.path }) }, 404);
}
