import { route, type RouteConfigEntry } from "@remix-run/route-config";

/** The member's recipe lists (user-area layout, login required per §2; decision 045). */
export const recipeListRoutes: RouteConfigEntry[] = [
  route("recipe-lists", "recipe-lists/lists.tsx", { id: "recipe-lists/lists" }),
  route("recipe-lists/new", "recipe-lists/new.tsx", { id: "recipe-lists/new" }),
  route("recipe-lists/add", "recipe-lists/add.tsx", { id: "recipe-lists/add" }),
  route("recipe-lists/:slug/edit", "recipe-lists/edit.tsx", { id: "recipe-lists/edit" }),
];

/** A public list at its member's address, readable by anyone (default layout). */
export const publicRecipeListRoutes: RouteConfigEntry[] = [route("users/:slug/lists/:list", "recipe-lists/public-list.tsx", { id: "recipe-lists/public-list" })];
