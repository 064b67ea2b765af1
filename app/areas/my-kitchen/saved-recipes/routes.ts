import { page, type PageNode } from "../../../platform/routing/page-declaration";

/** The member's saved recipes (§2, login required), in the user-area layout beside the dashboard; its action is every "Guardar" button's. */
export const savedRecipesRoutes: PageNode[] = [
  page("user/saved-recipes", "areas/my-kitchen/saved-recipes/saved-recipes.tsx", {
    id: "saved-recipes/saved-recipes",
    access: "member",
    cache: "private",
    index: "noindex",
    memberCache: true,
    nav: [{ menu: "user-area", order: 2, labelKey: "savedRecipes.menu" }],
    analytics: "account",
  }),
];
