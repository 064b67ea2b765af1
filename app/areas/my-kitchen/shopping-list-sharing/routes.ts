import { page, type PageNode } from "../../../platform/routing/page-declaration";

/** Where the shopping list's sharing forms post (decision 048); a plain visit goes to the list. */
export const shoppingListSharingRoutes: PageNode[] = [
  page("user/shopping-list/sharing", "areas/my-kitchen/shopping-list-sharing/sharing.tsx", {
    id: "shopping-list-sharing/sharing",
    access: "member",
    cache: "private",
    index: "noindex",
    analytics: "account",
  }),
];
