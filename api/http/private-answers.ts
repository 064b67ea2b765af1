import type { MiddlewareHandler } from "hono";
import type { ApiBindings } from "./bindings";

/**
 * An answer made for a signed-in caller (their activity, their notifications, a recipe with their
 * "saved" mark) is theirs alone: no shared cache may keep it, whatever the route said for visitors.
 * One rule here rather than a header in every member route.
 */
export const privateAnswersForCallers: MiddlewareHandler<ApiBindings> = async (c, next) => {
  await next();
  if (!c.req.header("authorization")) return;
  // On the answer's own headers: `c.header` after the answer is made copies the whole answer each time.
  c.res.headers.set("Cache-Control", "private, no-store");
  c.res.headers.append("Vary", "Authorization");
};
