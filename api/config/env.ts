import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (!value ? undefined : value))
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
});

export type ApiEnv = z.infer<typeof apiEnvSchema> & { dataDir: string };

export function loadApiEnv(source: Record<string, string | undefined> = process.env): ApiEnv {
  const parsed = apiEnvSchema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid API settings:\n${details}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
