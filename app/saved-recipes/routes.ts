import { route, type RouteConfigEntry } from "@remix-run/route-config";

/** The member's saved recipes (§2, login required), in the user-area layout beside the dashboard; its action is every "Guardar" button's. */
export const savedRecipesRoutes: RouteConfigEntry[] = [route("user/saved-recipes", "saved-recipes/saved-recipes.tsx", { id: "saved-recipes/saved-recipes" })];
