import path from "node:path";
import { z } from "zod";
import { blankAsUnset, optionalUrl } from "../contract/setting-values";
import { type BroadcastingSettings, broadcastingSettings, DEVELOPMENT_BROADCASTING_SECRET } from "./broadcasting-settings";

const booleanFlag = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((value) => value === "true" || value === "1" || value === "yes");

/** Every setting the recipe API reads. Parsed once at start-up, never at module scope. */
const apiEnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalUrl.refine((url) => !url || /^postgres(ql)?:\/\//.test(url), {
      message: "DATABASE_URL must start with postgres:// or postgresql://",
    }),
    SEED_DEMO: booleanFlag.default(true),
    /** Prefix for media URLs the API hands out; empty means same origin as the API. */
    MEDIA_BASE_URL: z.string().default(""),
    SITE_NAME: z.string().min(1).default("Sazón"),
    /** The web app's public address: e-mail links and OAuth sign-ins end there. */
    SITE_URL: optionalUrl,
    /** The API's own public address, for OAuth callbacks; default SITE_URL (same process). */
    API_PUBLIC_URL: optionalUrl,
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Shared state for several processes (rate limits now, broadcasting later); memory otherwise. */
    REDIS_URL: optionalUrl,
    /** smtp(s)://user:pass@host:port; unset, mails go to DATA_DIR/outbox and the log. */
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().min(3).default("Sazón <no-reply@sazon.example>"),
    TURNSTILE_SITE_KEY: z.string().trim().optional(),
    TURNSTILE_SECRET_KEY: z.string().trim().optional(),
    TURNSTILE_VERIFY_URL: optionalUrl,
    /** Multiplies every rate limit (browser tests sign in many times from one address). */
    RATE_LIMIT_SCALE: z.coerce.number().min(1).max(10_000).default(1),
    /**
     * Broadcasting, named as Laravel Reverb's settings: the Pusher app (id, public key, secret) and
     * where its HTTP API lives: by default this very process, or Reverb, Soketi or Pusher.
     */
    REVERB_APP_ID: blankAsUnset.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_.-]{1,100}$/, "REVERB_APP_ID: letters, digits, _ . -")
        .default("sazon"),
    ),
    REVERB_APP_KEY: blankAsUnset.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_.-]{1,100}$/, "REVERB_APP_KEY: letters, digits, _ . -")
        .default("sazon-key"),
    ),
    /** Unset: a fixed secret in development and tests, a random one kept in DATA_DIR in production. */
    REVERB_APP_SECRET: blankAsUnset.pipe(z.string().min(16, "REVERB_APP_SECRET must be at least 16 characters").optional()),
    REVERB_HOST: blankAsUnset.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9.:[\]-]+$/, "REVERB_HOST must be a host name or address")
        .optional(),
    ),
    REVERB_PORT: blankAsUnset.pipe(z.coerce.number<string>().int().min(1).max(65535).optional()),
    REVERB_SCHEME: blankAsUnset.pipe(z.enum(["http", "https"]).default("http")),
  })
  .superRefine((settings, context) => {
    if (settings.NODE_ENV !== "production") return;
    if (settings.REVERB_APP_SECRET === DEVELOPMENT_BROADCASTING_SECRET) {
      context.addIssue({ code: "custom", path: ["REVERB_APP_SECRET"], message: "REVERB_APP_SECRET is the development secret: set one of your own in production" });
    }
    if (!settings.REVERB_APP_SECRET && settings.REDIS_URL) {
      context.addIssue({ code: "custom", path: ["REVERB_APP_SECRET"], message: "REVERB_APP_SECRET must be set when several processes share broadcasting (REDIS_URL)" });
    }
  });

export type ApiEnv = z.infer<typeof apiEnvSchema> & {
  dataDir: string;
  siteUrl: string;
  apiPublicUrl: string;
  broadcasting: BroadcastingSettings;
  /** Every raw setting, for modules that read their own (OAuth providers). */
  raw: Record<string, string | undefined>;
};

export function loadApiEnv(source: Record<string, string | undefined> = process.env): ApiEnv {
  const parsed = apiEnvSchema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid API settings:\n${details}`);
  }
  const siteUrl = parsed.data.SITE_URL ?? `http://localhost:${parsed.data.PORT}`;
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    dataDir,
    siteUrl,
    apiPublicUrl: parsed.data.API_PUBLIC_URL ?? siteUrl,
    broadcasting: broadcastingSettings(parsed.data, dataDir),
    raw: { ...source },
  };
}
