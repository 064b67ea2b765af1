import type { RequestHandler } from "express";
import { canonicalUrl } from "../app/platform/seo/canonical-url";

/**
 * 301s a page request to its canonical address (§2). Only GET and HEAD: a form post to an old
 * address must not be turned into a GET. The API and static files are served before this runs.
 */
export const redirectToCanonicalUrl: RequestHandler = (request, response, next) => {
  if (request.method !== "GET" && request.method !== "HEAD") return next();
  const [pathname = "/", search = ""] = request.originalUrl.split(/\?(.*)/s);
  const decision = canonicalUrl(pathname, search);
  if (decision.action === "ok") return next();
  // A day, not forever: a permanent redirect cached without limit could never be corrected.
  response.status(301).set({ Location: decision.location, "Cache-Control": "public, max-age=86400" }).end();
};
