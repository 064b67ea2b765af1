import { data } from "@remix-run/node";
import type { NotFoundData, NotFoundReason } from "./error-page-data";

/** Throw from a loader: renders the 404 page with status 404. */
export function notFound(request: Request, reason: NotFoundReason = "missing") {
  const body: NotFoundData = { reason, path: new URL(request.url).pathname };
  return data(body, { status: 404 });
}
