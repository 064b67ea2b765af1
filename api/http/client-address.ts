import type { MiddlewareHandler } from "hono";
import type { ApiBindings } from "./bindings";

/**
 * The caller's address. Over HTTP it is the socket's (or X-Forwarded-For's first entry behind a
 * trusted proxy); in-process calls come from our own web half, which passes the visitor's address.
 */
export const clientAddress: MiddlewareHandler<ApiBindings> = async (c, next) => {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  const socketAddress = incoming?.socket?.remoteAddress;
  const trustForwarded = !incoming || c.var.env.raw.TRUST_PROXY === "true";
  c.set("clientIp", (trustForwarded && forwarded) || socketAddress || "unknown");
  await next();
};
