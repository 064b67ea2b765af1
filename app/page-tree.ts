import { adminRoutes } from "./areas/admin/routes";
import { articleRoutes } from "./areas/articles/routes";
import { communityWeekRoutes } from "./areas/community-week/routes";
import { challengeRoutes } from "./areas/challenges/routes";
import { eventRoutes } from "./areas/events/routes";
import { authRoutes } from "./areas/account/auth/routes";
import { browseRoutes } from "./areas/browse/routes";
import { communityRoutes } from "./areas/community/routes";
import { contentRoutes } from "./areas/content/routes";
import { forumResourceRoutes, forumRoutes } from "./areas/forums/routes";
import { homeRoutes } from "./areas/home/routes";
import { mealPlannerRoutes } from "./areas/my-kitchen/meal-planner/routes";
import { notificationRoutes } from "./areas/notifications/routes";
import { pantryRoutes } from "./areas/my-kitchen/pantry/routes";
import { plannedPages, plannedResources } from "./planned-pages";
import { myRecipesRoutes, recipeAuthoringRoutes } from "./areas/recipe-authoring/routes";
import { publicRecipeListRoutes, recipeListRoutes } from "./areas/my-kitchen/recipe-lists/routes";
import { recipeMarketplaceRoutes } from "./areas/recipe-marketplace/routes";
import { recipeRoutes } from "./areas/recipes/routes";
import { resourceRoutes } from "./shell/resources/routes";
import { LOCALE_LAYOUT_ID } from "./platform/routing/route-ids";
import { layout, localeLayout, notFound, type PageNode } from "./platform/routing/page-declaration";
import { savedRecipesRoutes } from "./areas/my-kitchen/saved-recipes/routes";
import { searchRoutes } from "./areas/search/routes";
import { seoRoutes } from "./platform/seo/routes";
import { settingsRoutes } from "./areas/account/settings/routes";
import { shoppingListSharingRoutes } from "./areas/my-kitchen/shopping-list-sharing/routes";
import { shoppingListRoutes } from "./areas/my-kitchen/shopping-list/routes";
import { userAreaRoutes } from "./areas/user-area/routes";

/**
 * Every page of the site, declared once with its policies (docs/decisions/063). Each area declares
 * its pages in `app/<area>/routes.ts` with `page()`; this file only says which layout they sit in.
 * app/routes.ts turns it into Remix's route config and app/platform/routing/page-table.ts answers from it
 * for the guard, the cache headers, indexing and the sitemap, the member-page cache, the canonical
 * sections and the navigation. A page is `app/<area>/<page>.tsx` (meta, handle, the component)
 * with its loader and action in `<page>.server.ts` beside it; a route without a page (resource
 * routes, pure redirects) is one `app/<area>/<name>.ts`. Paths under the locale layout are Spanish
 * with no prefix and English under /en (docs/decisions/004). Every route has an explicit id; two
 * routes on one module (aliases such as /sign-in and /auth/sign-in) differ only by id.
 */
export const pageTree: PageNode[] = [
  ...resourceRoutes,
  ...forumResourceRoutes,
  ...plannedResources,
  ...seoRoutes,
  // The optional locale segment: validates it, runs §2's guard, and carries the member and their notifications.
  localeLayout("shell/layouts/locale.tsx", LOCALE_LAYOUT_ID, [
    // §2's five layouts.
    layout("shell/layouts/default.tsx", "default-layout", [
      ...homeRoutes,
      ...contentRoutes,
      ...browseRoutes,
      ...recipeRoutes,
      ...recipeMarketplaceRoutes,
      ...recipeAuthoringRoutes,
      ...searchRoutes,
      ...communityRoutes,
      ...forumRoutes,
      ...articleRoutes,
      ...communityWeekRoutes,
      ...challengeRoutes,
      ...eventRoutes,
      ...publicRecipeListRoutes,
      ...notificationRoutes,
    ]),
    layout("shell/layouts/guest.tsx", "guest-layout", authRoutes),
    layout("shell/layouts/settings.tsx", "settings-layout", settingsRoutes),
    layout("shell/layouts/user-area.tsx", "user-area-layout", [
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
    layout("shell/layouts/admin.tsx", "admin-layout", adminRoutes),
    ...plannedPages,
    // Any address no page claims: the 404 page, after the guard.
    notFound("shell/errors/not-found.tsx", "errors/not-found"),
  ]),
];
