import { layout, route, type RouteConfig } from "@remix-run/route-config";
import { adminRoutes } from "./admin/routes";
import { authRoutes } from "./auth/routes";
import { browseRoutes } from "./browse/routes";
import { communityRoutes } from "./community/routes";
import { contentRoutes } from "./content/routes";
import { homeRoutes } from "./home/routes";
import { mealPlannerRoutes } from "./meal-planner/routes";
import { notificationRoutes } from "./notifications/routes";
import { publicRecipeListRoutes, recipeListRoutes } from "./recipe-lists/routes";
import { pantryRoutes } from "./pantry/routes";
import { shoppingListSharingRoutes } from "./shopping-list-sharing/routes";
import { recipeMarketplaceRoutes } from "./recipe-marketplace/routes";
import { myRecipesRoutes, recipeAuthoringRoutes } from "./recipe-authoring/routes";
import { recipeRoutes } from "./recipes/routes";
import { resourceRoutes } from "./resources/routes";
import { LOCALE_LAYOUT_ID } from "./route-ids";
import { savedRecipesRoutes } from "./saved-recipes/routes";
import { searchRoutes } from "./search/routes";
import { seoRoutes } from "./seo/routes";
import { settingsRoutes } from "./settings/routes";
import { shoppingListRoutes } from "./shopping-list/routes";
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
      ...recipeMarketplaceRoutes,
      ...recipeAuthoringRoutes,
      ...searchRoutes,
      ...communityRoutes,
      ...publicRecipeListRoutes,
      ...notificationRoutes,
    ]),
    layout("layouts/guest.tsx", { id: "guest-layout" }, authRoutes),
    layout("layouts/settings.tsx", { id: "settings-layout" }, settingsRoutes),
    layout("layouts/user-area.tsx", { id: "user-area-layout" }, [
      ...userAreaRoutes,
      ...myRecipesRoutes,
      ...savedRecipesRoutes,
      ...recipeListRoutes,
      ...mealPlannerRoutes,
      ...shoppingListRoutes,
      ...shoppingListSharingRoutes,
      ...pantryRoutes,
    ]),
    // /admin/cache and /admin/security/csp-violations come with their issue.
    layout("layouts/admin.tsx", { id: "admin-layout" }, adminRoutes),
    // Any address no page claims: the 404 page, after the guard.
    route("*", "errors/not-found.tsx", { id: "errors/not-found" }),
  ]),
] satisfies RouteConfig;
