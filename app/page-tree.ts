import { adminRoutes } from "./admin/routes";
import { authRoutes } from "./auth/routes";
import { browseRoutes } from "./browse/routes";
import { communityRoutes } from "./community/routes";
import { contentRoutes } from "./content/routes";
import { homeRoutes } from "./home/routes";
import { mealPlannerRoutes } from "./meal-planner/routes";
import { notificationRoutes } from "./notifications/routes";
import { pantryRoutes } from "./pantry/routes";
import { plannedPages, plannedResources } from "./planned-pages";
import { myRecipesRoutes, recipeAuthoringRoutes } from "./recipe-authoring/routes";
import { publicRecipeListRoutes, recipeListRoutes } from "./recipe-lists/routes";
import { recipeMarketplaceRoutes } from "./recipe-marketplace/routes";
import { recipeRoutes } from "./recipes/routes";
import { resourceRoutes } from "./resources/routes";
import { LOCALE_LAYOUT_ID } from "./route-ids";
import { layout, localeLayout, notFound, type PageNode } from "./routing/page-declaration";
import { savedRecipesRoutes } from "./saved-recipes/routes";
import { searchRoutes } from "./search/routes";
import { seoRoutes } from "./seo/routes";
import { settingsRoutes } from "./settings/routes";
import { shoppingListSharingRoutes } from "./shopping-list-sharing/routes";
import { shoppingListRoutes } from "./shopping-list/routes";
import { userAreaRoutes } from "./user-area/routes";

/**
 * Every page of the site, declared once with its policies (docs/decisions/063). Each area declares
 * its pages in `app/<area>/routes.ts` with `page()`; this file only says which layout they sit in.
 * app/routes.ts turns it into Remix's route config and app/routing/page-table.ts answers from it
 * for the guard, the cache headers, indexing and the sitemap, the member-page cache, the canonical
 * sections and the navigation. A page is `app/<area>/<page>.tsx` (meta, handle, the component)
 * with its loader and action in `<page>.server.ts` beside it; a route without a page (resource
 * routes, pure redirects) is one `app/<area>/<name>.ts`. Paths under the locale layout are Spanish
 * with no prefix and English under /en (docs/decisions/004). Every route has an explicit id; two
 * routes on one module (aliases such as /sign-in and /auth/sign-in) differ only by id.
 */
export const pageTree: PageNode[] = [
  ...resourceRoutes,
  ...plannedResources,
  ...seoRoutes,
  // The optional locale segment: validates it, runs §2's guard, and carries the member and their notifications.
  localeLayout("layouts/locale.tsx", LOCALE_LAYOUT_ID, [
    // §2's five layouts.
    layout("layouts/default.tsx", "default-layout", [
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
    layout("layouts/guest.tsx", "guest-layout", authRoutes),
    layout("layouts/settings.tsx", "settings-layout", settingsRoutes),
    layout("layouts/user-area.tsx", "user-area-layout", [
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
    layout("layouts/admin.tsx", "admin-layout", adminRoutes),
    ...plannedPages,
    // Any address no page claims: the 404 page, after the guard.
    notFound("errors/not-found.tsx", "errors/not-found"),
  ]),
];
