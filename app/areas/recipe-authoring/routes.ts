import { page, type PageNode } from "../../platform/routing/page-declaration";

/** Writing recipes (decision 056), default layout: /agregar is public (§2), /agregar/{id} needs a member; the remix page is public. */
export const recipeAuthoringRoutes: PageNode[] = [
  // What sharing a recipe involves, found through the site's links; a member's form is kept for them.
  page("agregar", "areas/recipe-authoring/new.tsx", { id: "recipe-authoring/new", access: "public", cache: "private", index: "unlisted", memberCache: true, analytics: "recipes" }),
  page("agregar/:id", "areas/recipe-authoring/edit.tsx", { id: "recipe-authoring/edit", access: "member", cache: "private", index: "noindex", analytics: "recipes" }),
  // What remixing means, for a visitor; the confirmation is never indexed.
  page("receta/:slug/remix", "areas/recipe-authoring/remix.tsx", { id: "recipe-authoring/remix", access: "public", cache: 600, index: "noindex", analytics: "recipes" }),
];

/** "Mis recetas" in the user area. */
export const myRecipesRoutes: PageNode[] = [
  page("user/recipes", "areas/recipe-authoring/my-recipes.tsx", {
    id: "recipe-authoring/my-recipes",
    access: "member",
    cache: "private",
    index: "noindex",
    memberCache: true,
    nav: [{ menu: "user-area", order: 3, labelKey: "nav.myRecipes" }],
    analytics: "account",
  }),
];
