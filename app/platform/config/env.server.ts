import { z } from "zod";
import { SITEMAP_MAX_PER_PAGE } from "#api/contract/limits";
import { blankAsUnset, optionalUrl } from "#api/contract/setting-values";

/**
 * What one process takes on at once before it turns requests away (decision 033). Pages and API
 * calls are mostly work on this one thread (the embedded database's too): with more at once each is
 * slower, and the event loop reads new requests so late that it cannot even refuse them in time
 * (`npm run bench:overload`: 16 in flight, 320 timeouts and no 503; 4 in flight, 2 timeouts).
 */
const ADMISSION_DEFAULTS = { maxInFlight: 4, maxQueued: 64, maxWaitMs: 1_000 };

/** Settings the web half reads. Parsed once by server.ts and handed to loaders through the load context. */
const webEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Public address of the site, for canonical links, hreflang and structured data. */
  SITE_URL: optionalUrl,
  SITE_NAME: z.string().min(1).default("Sazón"),
  /** Set: the web half calls a recipe API over HTTP there. Unset: the API runs in this process. */
  API_BASE_URL: optionalUrl,
  /** Where browsers reach the API (social sign-in links) when it is not this site; default: this site. */
  API_PUBLIC_URL: optionalUrl,
  /** Encrypts the session cookie; unset, a random one is kept in DATA_DIR/session-secret. */
  SESSION_SECRET: z.string().trim().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  /** Earlier SESSION_SECRETs, comma-separated: their cookies still open while the members come back. */
  SESSION_SECRET_PREVIOUS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((secret) => secret.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(32, "each SESSION_SECRET_PREVIOUS must be at least 32 characters"))),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Cloudflare Turnstile's public key; the widget shows only when it and the API's secret are set. */
  TURNSTILE_SITE_KEY: z.string().trim().optional(),
  /** §9: the live client connects only when this public flag is true or 'true'. */
  WEBSOCKETS_ENABLED: z.string().trim().default("true"),
  /** The public key of the Pusher-protocol server (the API's REVERB_APP_KEY; same default). */
  REVERB_APP_KEY: z.string().trim().min(1).default("sazon-key"),
  /** Where browsers open the websocket; unset, the page's own host, port and scheme (one process). */
  LIVE_WS_HOST: blankAsUnset.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9.-]+$/, "LIVE_WS_HOST must be a host name")
      .optional(),
  ),
  LIVE_WS_PORT: blankAsUnset.pipe(z.coerce.number<string>().int().min(1).max(65535).optional()),
  LIVE_WS_SCHEME: blankAsUnset.pipe(z.enum(["http", "https"]).optional()),
  /** Addresses per sitemap file before /sitemap.xml becomes an index (the protocol's limit is 50,000). */
  /** "off" serves every page freshly rendered (decision 034: to compare, or to rule the cache out). */
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(2).max(SITEMAP_MAX_PER_PAGE).default(SITEMAP_MAX_PER_PAGE),
  /** Admission control (server/admission-control.ts, decision 033): requests worked on at once… */
  ADMISSION_MAX_IN_FLIGHT: z.coerce.number().int().min(1).default(ADMISSION_DEFAULTS.maxInFlight),
  /** …how many may wait for a turn… */
  ADMISSION_MAX_QUEUED: z.coerce.number().int().min(0).default(ADMISSION_DEFAULTS.maxQueued),
  /** …and how long one may wait before it gets a 503 with Retry-After. */
  ADMISSION_MAX_WAIT_MS: z.coerce.number().int().min(1).default(ADMISSION_DEFAULTS.maxWaitMs),
});

export type WebEnv = z.infer<typeof webEnvSchema> & { siteUrl: string };

export function loadWebEnv(source: Record<string, string | undefined> = process.env): WebEnv {
  const parsed = webEnvSchema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid web settings:\n${details}`);
  }
  return { ...parsed.data, siteUrl: parsed.data.SITE_URL ?? `http://localhost:${parsed.data.PORT}` };
}

/**
 * Cookies are Secure when the site is served over HTTPS: its public address (SITE_URL) is https,
 * or this request came over HTTPS. The request's scheme is the connection's, or X-Forwarded-Proto
 * only when TRUST_PROXY=true (server.ts sets Express's "trust proxy", which the request's URL
 * follows). Not by production mode: a browser drops a Secure cookie sent over plain http to any
 * host but localhost, so signing in from another device on the network (http://192.168.…) would
 * silently not stick (decision 043).
 */
export function cookieSecurity(env: WebEnv, request: Request) {
  return { secure: env.siteUrl.startsWith("https://") || new URL(request.url).protocol === "https:" };
}
