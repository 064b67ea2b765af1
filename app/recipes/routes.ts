import { route, type RouteConfigEntry } from "@remix-run/route-config";

export const recipeRoutes: RouteConfigEntry[] = [route("receta/:slug", "recipes/recipe.tsx", { id: "recipes/recipe" })];
