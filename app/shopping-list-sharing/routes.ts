import { route, type RouteConfigEntry } from "@remix-run/route-config";

/** Where the shopping list's sharing forms post (decision 048); a plain visit goes to the list. */
export const shoppingListSharingRoutes: RouteConfigEntry[] = [route("user/shopping-list/sharing", "shopping-list-sharing/sharing.tsx", { id: "shopping-list-sharing/sharing" })];
