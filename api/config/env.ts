import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (!value ? undefined : value.replace(/\/+$/, "")))
  .pipe(z.url().optional());

/** Every setting the recipe API reads. Parsed once at start-up, never at module scope. */
export const apiEnvSchema = z.object({
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
});

export type ApiEnv = z.infer<typeof apiEnvSchema> & {
  dataDir: string;
  siteUrl: string;
  apiPublicUrl: string;
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
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    siteUrl,
    apiPublicUrl: parsed.data.API_PUBLIC_URL ?? siteUrl,
    raw: { ...source },
  };
}
