import { page, type PageNode } from "../../platform/routing/page-declaration";

/**
 * What to buy for one recipe (decision 054); /recipes/{slug}/marketplace is §2's name, redirected here by the canonical rules.
 * The recipe's own data, kept as long; the recipe is what to index.
 */
export const recipeMarketplaceRoutes: PageNode[] = [
  page("receta/:slug/marketplace", "areas/recipe-marketplace/marketplace.tsx", {
    id: "recipe-marketplace/marketplace",
    access: "public",
    cache: 7200,
    index: "noindex",
    ads: { slots: 8, auto: false },
    analytics: "recipes",
  }),
];
