import { route, type RouteConfigEntry } from "@remix-run/route-config";

/** What to buy for one recipe (decision 054); /recipes/{slug}/marketplace is §2's name, redirected here by the canonical rules. */
export const recipeMarketplaceRoutes: RouteConfigEntry[] = [route("receta/:slug/marketplace", "recipe-marketplace/marketplace.tsx", { id: "recipe-marketplace/marketplace" })];
