/**
 * Ids of the routes that code refers to by id (useRouteLoaderData, the server's loader data).
 * app/routes.ts gives these ids to their routes; everything else refers to a route by its URL.
 */
export const LOCALE_LAYOUT_ID = "locale-layout";
