import { page, type PageNode } from "../../platform/routing/page-declaration";

export const recipeRoutes: PageNode[] = [
  // A member's view is kept for their session too (decision 096): their parts move the member version, the recipe its tags.
  page("receta/:slug", "areas/recipes/recipe.tsx", {
    id: "recipes/recipe",
    access: "public",
    cache: 7200,
    index: "sitemap",
    memberCache: true,
    ads: { slots: 8, auto: false },
    analytics: "recipes",
  }),
];
