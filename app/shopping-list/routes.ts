import { route, type RouteConfigEntry } from "@remix-run/route-config";

/** The shopping list (§2 user area): the page, and the address the recipe page, plans and lists post to. */
export const shoppingListRoutes: RouteConfigEntry[] = [route("user/shopping-list", "shopping-list/shopping-list.tsx", { id: "shopping-list/shopping-list" })];
