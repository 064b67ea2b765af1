import { page, type PageNode } from "../../platform/routing/page-declaration";

export const recipeRoutes: PageNode[] = [
  page("receta/:slug", "areas/recipes/recipe.tsx", { id: "recipes/recipe", access: "public", cache: 7200, index: "sitemap", ads: { slots: 8, auto: false }, analytics: "recipes" }),
];
