import { page, type PageNode } from "../../../platform/routing/page-declaration";

const own = { access: "member", cache: "private", index: "noindex", analytics: "account" } as const;

/** The member's recipe lists (user-area layout, login required per §2; decision 045). */
export const recipeListRoutes: PageNode[] = [
  page("recipe-lists", "areas/my-kitchen/recipe-lists/lists.tsx", {
    id: "recipe-lists/lists",
    ...own,
    memberCache: true,
    nav: [{ menu: "user-area", order: 4, labelKey: "nav.recipeLists" }],
  }),
  page("recipe-lists/new", "areas/my-kitchen/recipe-lists/new.tsx", { id: "recipe-lists/new", ...own }),
  page("recipe-lists/add", "areas/my-kitchen/recipe-lists/add.tsx", { id: "recipe-lists/add", ...own }),
  page("recipe-lists/:slug/edit", "areas/my-kitchen/recipe-lists/edit.tsx", { id: "recipe-lists/edit", ...own }),
];

/** A public list at its member's address, readable by anyone (default layout): indexable like the profile it belongs to, found through links. */
export const publicRecipeListRoutes: PageNode[] = [
  page("users/:slug/lists/:list", "areas/my-kitchen/recipe-lists/public-list.tsx", {
    id: "recipe-lists/public-list",
    access: "public",
    cache: 180,
    index: "unlisted",
    analytics: "community",
  }),
];
