import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { apiPaths } from "../contract/paths";
import type { ApiBindings } from "../http/bindings";
import { ApiError } from "../http/errors";
import { sameSecret } from "./secrets";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Sanctum's CSRF rule: a state-changing request that relies on cookies (a browser's) must echo the
 * XSRF-TOKEN cookie in X-XSRF-TOKEN, or it gets 419. Bearer-token requests carry no ambient
 * authority and need nothing.
 */
export const csrfProtection: MiddlewareHandler<ApiBindings> = async (c, next) => {
  // A browser's CSP report carries no token and changes nothing anyone owns (decisions/031).
  const tokenless = c.req.path === apiPaths.cspReports;
  if (unsafeMethods.has(c.req.method) && !tokenless && !c.req.header("authorization") && c.req.header("cookie")) {
    const cookie = getCookie(c, "XSRF-TOKEN");
    const header = c.req.header("x-xsrf-token");
    if (!cookie || !header || !sameSecret(decodeURIComponent(cookie), decodeURIComponent(header))) {
      throw new ApiError(419, "auth.csrf_mismatch");
    }
  }
  await next();
};
