import { route, type RouteConfigEntry } from "@remix-run/route-config";

/** Writing recipes (decision 056), default layout: /agregar is public (§2), /agregar/{id} needs a member; the remix page is public. */
export const recipeAuthoringRoutes: RouteConfigEntry[] = [
  route("agregar", "recipe-authoring/new.tsx", { id: "recipe-authoring/new" }),
  route("agregar/:id", "recipe-authoring/edit.tsx", { id: "recipe-authoring/edit" }),
  route("receta/:slug/remix", "recipe-authoring/remix.tsx", { id: "recipe-authoring/remix" }),
];

/** "Mis recetas" in the user area. */
export const myRecipesRoutes: RouteConfigEntry[] = [route("user/recipes", "recipe-authoring/my-recipes.tsx", { id: "recipe-authoring/my-recipes" })];
