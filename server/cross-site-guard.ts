import type { RequestHandler } from "express";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF defence for the web's form posts: a state-changing request must come from this site.
 * Browsers say so in Sec-Fetch-Site (or, older ones, in Origin); requests without either header do
 * not come from a browser page and carry no ambient cookies worth forging.
 */
export const rejectCrossSiteMutations: RequestHandler = (request, response, next) => {
  if (!unsafeMethods.has(request.method)) return next();
  const fetchSite = request.get("Sec-Fetch-Site");
  if (fetchSite) {
    if (fetchSite === "same-origin" || fetchSite === "none") return next();
    return response.status(403).type("text/plain").send("Cross-site request refused");
  }
  const origin = request.get("Origin");
  if (origin && origin !== "null") {
    try {
      if (new URL(origin).host === request.get("Host")) return next();
    } catch {
      // An unparsable Origin is refused below.
    }
    return response.status(403).type("text/plain").send("Cross-site request refused");
  }
  return next();
};
