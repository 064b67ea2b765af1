import { layout, route, type RouteConfig } from "@remix-run/route-config";
import { authRoutes } from "./auth/routes";
import { browseRoutes } from "./browse/routes";
import { communityRoutes } from "./community/routes";
import { contentRoutes } from "./content/routes";
import { homeRoutes } from "./home/routes";
import { notificationRoutes } from "./notifications/routes";
import { recipeRoutes } from "./recipes/routes";
import { resourceRoutes } from "./resources/routes";
import { LOCALE_LAYOUT_ID } from "./route-ids";
import { searchRoutes } from "./search/routes";
import { seoRoutes } from "./seo/routes";
import { settingsRoutes } from "./settings/routes";
import { userAreaRoutes } from "./user-area/routes";

/**
 * Every route of the site, declared once. Each area lists its own routes in `app/<area>/routes.ts`
 * (paths, ids, aliases); this file only says which layout they sit in. A page is
 * `app/<area>/<page>.tsx` (meta, handle, the component) with its loader and action in
 * `<page>.server.ts` beside it; a route without a page (resource routes, pure redirects) is one
 * `app/<area>/<name>.ts`. Paths under the locale layout are Spanish with no prefix and English
 * under /en (docs/decisions/004). Every route has an explicit id; two routes on one module
 * (aliases such as /sign-in and /auth/sign-in) differ only by id.
 */
export default [
  ...resourceRoutes,
  ...seoRoutes,
  // The optional locale segment: validates it, runs §2's guard, and carries the member and their notifications.
  route(":lang?", "layouts/locale.tsx", { id: LOCALE_LAYOUT_ID }, [
    // §2's five layouts.
    layout("layouts/default.tsx", { id: "default-layout" }, [
      ...homeRoutes,
      ...contentRoutes,
      ...browseRoutes,
      ...recipeRoutes,
      ...searchRoutes,
      ...communityRoutes,
      ...notificationRoutes,
    ]),
    layout("layouts/guest.tsx", { id: "guest-layout" }, authRoutes),
    layout("layouts/settings.tsx", { id: "settings-layout" }, settingsRoutes),
    layout("layouts/user-area.tsx", { id: "user-area-layout" }, userAreaRoutes),
    // No admin page yet (/admin/cache and /admin/security/csp-violations come with their issue).
    layout("layouts/admin.tsx", { id: "admin-layout" }, []),
    // Any address no page claims: the 404 page, after the guard.
    route("*", "errors/not-found.tsx", { id: "errors/not-found" }),
  ]),
] satisfies RouteConfig;
