import type { AppLoadContext } from "@remix-run/node";

const READS = new Set(["GET", "HEAD"]);

/**
 * A value made once per page request and shared by its loaders (the locale layout's and the page's).
 * Remix hands each loader its own copy of the Request, so the value hangs on the load context,
 * which server.ts makes once per request. Only for reads: an action may change what the value says,
 * so an action's value is its own, and the loaders that run after it make theirs afresh.
 */
export function perRequest<T>(make: (request: Request, context: AppLoadContext) => T): (request: Request, context: AppLoadContext) => T {
  const byContext = new WeakMap<AppLoadContext, T>();
  const byRequest = new WeakMap<Request, T>();
  return (request, context) => {
    const reads = READS.has(request.method);
    const known = reads ? byContext.get(context) : byRequest.get(request);
    if (known !== undefined) return known;
    const value = make(request, context);
    if (reads) byContext.set(context, value);
    else byRequest.set(request, value);
    return value;
  };
}
