import { data } from "@remix-run/node";
import type { ErrorPageMember, NotFoundData, NotFoundReason } from "./error-page-data";

/** Throw from a loader: renders the 404 page with status 404. */
export function notFound(request: Request, reason: NotFoundReason = "missing", member?: ErrorPageMember) {
  const body: NotFoundData = { reason, path: new URL(request.url).pathname, ...(member?.user ? { member } : {}) };
  return data(body, { status: 404 });
}
