import { route, type RouteConfigEntry } from "@remix-run/route-config";

/** The recipe list, the category tree, a category and a tag (§2 canonical addresses, with their trailing slashes). */
export const browseRoutes: RouteConfigEntry[] = [
  route("recetas", "browse/recipes.tsx", { id: "browse/recipes", index: true }),
  route("categorias", "browse/categories.tsx", { id: "browse/categories", index: true }),
  route("categoria/:slug", "browse/category.tsx", { id: "browse/category" }),
  route("tag/:slug", "browse/tag.tsx", { id: "browse/tag" }),
];
