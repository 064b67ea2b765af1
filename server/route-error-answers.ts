import type { ServerBuild } from "@remix-run/node";

/** What app/entry.server.tsx exports as `errorAnswer`: the response to throw instead, or nothing. */
type ErrorAnswer = (error: unknown, request: Request) => unknown;
type RouteHandler = (args: { request: Request }) => unknown;

/**
 * Remix turns anything a loader or action throws that is not a response into a 500; there is no
 * hook between the throw and the status. This is that hook: every route's loader and action of the
 * build, with what they throw passed through the app's `errorAnswer` (the build's own code, so its
 * ApiError is the class the loaders throw), and what it answers thrown instead (docs/decisions/027).
 */
export function withRouteErrorAnswers(build: ServerBuild): ServerBuild {
  const answer = (build.entry.module as { errorAnswer?: ErrorAnswer }).errorAnswer;
  if (!answer) return build;
  const guarded = (handler: RouteHandler): RouteHandler =>
    async function guardedHandler(args) {
      try {
        return await handler(args);
      } catch (error) {
        throw answer(error, args.request) ?? error;
      }
    };
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const { loader, action } = route.module as { loader?: RouteHandler; action?: RouteHandler };
      const module = { ...route.module, ...(loader ? { loader: guarded(loader) } : {}), ...(action ? { action: guarded(action) } : {}) };
      return [id, { ...route, module }];
    }),
  );
  return { ...build, routes } as ServerBuild;
}
