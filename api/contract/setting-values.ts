import { z } from "zod";

/**
 * How both halves read a value of their environment (api/config/env.ts, app/platform/config/env.server.ts):
 * an address without its trailing slashes, and an empty setting (`LIVE_WS_PORT=` in .env) as unset.
 */
export const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (!value ? undefined : value.replace(/\/+$/, "")))
  .pipe(z.url().optional());

export const blankAsUnset = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);
