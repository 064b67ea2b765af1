import { page, type PageNode } from "../../../platform/routing/page-declaration";

/** The shopping list (§2 user area): the page, and the address the recipe page, plans and lists post to. */
export const shoppingListRoutes: PageNode[] = [
  page("user/shopping-list", "areas/my-kitchen/shopping-list/shopping-list.tsx", {
    id: "shopping-list/shopping-list",
    access: "member",
    cache: "private",
    index: "noindex",
    memberCache: true,
    nav: [{ menu: "user-area", order: 7, labelKey: "nav.shoppingList" }],
    analytics: "account",
  }),
];
