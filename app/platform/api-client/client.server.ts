import type { TFunction } from "i18next";
import { z } from "zod";
import { apiPaths } from "#api/contract/paths";
import { CACHE_TAGS_HEADER, EVERY_TAG, parseCacheTags } from "#api/contract/cache-tags";
import type { Locale } from "~/platform/i18n/locales";
import { logError } from "~/platform/observability/log";
import { ApiError } from "./api-error";
import { describeErrorAnswer, messageForNetworkFailure } from "./error-catalogue";

/**
 * Hands a Request to the recipe API in this process (its fetch handler), skipping the network.
 * `reads` is the same object for the reads of one client (one page request): the API looks their
 * bearer token up once (api/access/auth-middleware.ts).
 */
export type InProcessApi = (request: Request, reads?: object) => Promise<Response>;

export interface ApiClientOptions {
  locale: Locale;
  t: TFunction;
  /** Set: HTTP to this base URL. Unset: `inProcess` must be given. */
  baseUrl?: string;
  inProcess?: InProcessApi;
  /** The signed-in member's API token, sent as Bearer. */
  token?: string;
  timeoutMs?: number;
  /** Aborts the call when the page request that needed it goes away. */
  signal?: AbortSignal;
  /** The visitor's address, passed on so the API's rate limits see the person, not this server. */
  clientIp?: string;
  /** §8: a 401 on any call but login, logout and follow-status signs the member out (it may throw a redirect). */
  onSignedOut?: () => Promise<void>;
  /** §8: a 419 (CSRF mismatch) reloads the page (it may throw a redirect). */
  onCsrfMismatch?: () => Promise<void>;
  /** Told the cache tags of every read's answer (a failed read depends on everything): the page made from them is kept under them (decision 085). */
  onCacheTags?: (tags: string[]) => void;
}

/** Calls whose 401 means "wrong credentials" or "not following", never "your session is over". */
const SIGN_OUT_EXEMPT = [apiPaths.login, apiPaths.logout, apiPaths.followStatus].map((template) => new RegExp(`^${template.replace(/\{\w+\}/g, "[^/]+")}$`));

export const API_TIMEOUT_MS = 60_000;
const RETRYABLE_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const IDEMPOTENT_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Only a base for building URLs when the API is in-process; never resolved or contacted. */
const IN_PROCESS_ORIGIN = "http://recipe-api.internal";
const noBody = z.null();

type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];

export interface CallOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
}

function systemErrorCode(error: unknown): string {
  if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")) return "TIMEOUT";
  const cause = (error as { cause?: { code?: unknown; errors?: { code?: unknown }[] } })?.cause;
  const code = cause?.code ?? cause?.errors?.[0]?.code;
  return typeof code === "string" && code.length > 0 ? code : "NETWORK_ERROR";
}

function buildUrl(base: string, path: string, query: CallOptions["query"]): URL {
  const url = new URL(`${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return url;
}

export function createApiClient(options: ApiClientOptions) {
  const { locale, t } = options;
  const base = options.baseUrl ?? IN_PROCESS_ORIGIN;
  if (!options.baseUrl && !options.inProcess) throw new Error("The API client needs API_BASE_URL or an in-process API.");
  // A write may change the member or end the session: it shares nothing, and the reads after it start afresh.
  let reads: object = {};

  async function send(method: Method, path: string, call: CallOptions): Promise<Response> {
    const headers = new Headers({
      Accept: "application/json",
      "X-Requested-With": "XMLHttpRequest",
      "Accept-Language": locale,
    });
    if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
    if (options.clientIp) headers.set("X-Forwarded-For", options.clientIp);
    let body: string | FormData | undefined;
    // A form (a file upload) goes as multipart: the Request writes its Content-Type with the boundary.
    if (call.body instanceof FormData) body = call.body;
    else if (call.body !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(call.body);
    }
    const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    const request = new Request(buildUrl(base, path, call.query), { method, headers, body, signal });
    if (!options.inProcess || options.baseUrl) return fetch(request);
    const scope = IDEMPOTENT_METHODS.has(method) ? reads : undefined;
    if (!scope) reads = {};
    // The in-process app does not watch the signal, so the timeout races it here.
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      if (signal.aborted) return onAbort();
      signal.addEventListener("abort", onAbort, { once: true });
      options.inProcess!(request, scope)
        .then(resolve, reject)
        .finally(() => {
          signal.removeEventListener("abort", onAbort);
          if (!scope) reads = {};
        });
    });
  }

  async function call<T extends z.ZodType>(method: Method, path: string, schema: T, callOptions: CallOptions = {}): Promise<z.infer<T>> {
    const mayRetry = IDEMPOTENT_METHODS.has(method);
    let response: Response | undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        response = await send(method, path, callOptions);
      } catch (error) {
        const code = systemErrorCode(error);
        if (mayRetry && attempt === 0 && code !== "TIMEOUT" && !options.signal?.aborted) continue;
        if (mayRetry) options.onCacheTags?.([EVERY_TAG]);
        throw new ApiError(messageForNetworkFailure(t, code), undefined, code);
      }
      if (response.ok || !mayRetry || attempt > 0 || !RETRYABLE_STATUSES.has(response.status)) break;
      await response.body?.cancel();
    }
    const answer = response!;
    if (mayRetry) options.onCacheTags?.(parseCacheTags(answer.headers.get(CACHE_TAGS_HEADER)));
    const payload: unknown = answer.status === 204 || method === "HEAD" ? null : await answer.json().catch(() => undefined);
    if (!answer.ok) {
      if (answer.status === 401 && options.token && !SIGN_OUT_EXEMPT.some((pattern) => pattern.test(path))) await options.onSignedOut?.();
      if (answer.status === 419) await options.onCsrfMismatch?.();
      const { message, fieldErrors } = describeErrorAnswer(t, answer.status, payload);
      throw new ApiError(message, answer.status, undefined, fieldErrors);
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      logError(`[api-client] ${method} ${path} answered a shape we do not understand`, parsed.error.issues.slice(0, 3));
      throw new ApiError(t("errors.fallback"), answer.status, "INVALID_RESPONSE");
    }
    return parsed.data;
  }

  return {
    locale,
    get: <T extends z.ZodType>(path: string, schema: T, query?: CallOptions["query"]) => call("GET", path, schema, { query }),
    head: (path: string) => call("HEAD", path, noBody),
    post: <T extends z.ZodType>(path: string, schema: T, body?: unknown) => call("POST", path, schema, { body }),
    put: <T extends z.ZodType>(path: string, schema: T, body?: unknown) => call("PUT", path, schema, { body }),
    patch: <T extends z.ZodType>(path: string, schema: T, body?: unknown) => call("PATCH", path, schema, { body }),
    delete: <T extends z.ZodType>(path: string, schema: T, body?: unknown) => call("DELETE", path, schema, { body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
