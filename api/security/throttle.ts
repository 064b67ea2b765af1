import type { Context } from "hono";
import type { ApiBindings } from "../http/bindings";
import { ApiError } from "../http/errors";

/** Counts a hit against a limit; over it, answers 429 with Retry-After. */
export async function throttle(c: Context<ApiBindings>, bucket: string, key: string, limit: number, windowSeconds: number) {
  const result = await c.var.services.rateLimiter.hit(`${bucket}:${key.toLowerCase()}`, limit * c.var.env.RATE_LIMIT_SCALE, windowSeconds);
  if (!result.allowed) {
    c.header("Retry-After", String(result.retryAfterSeconds));
    throw new ApiError(429, "auth.throttled", {}, { "Retry-After": String(result.retryAfterSeconds) });
  }
}
