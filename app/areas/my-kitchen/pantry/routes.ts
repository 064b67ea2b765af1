import { page, type PageNode } from "../../../platform/routing/page-declaration";

/** The member's pantry and "what can I make" (decision 048), in the user-area layout; needs sign-in (§2's /user/ prefix). */
export const pantryRoutes: PageNode[] = [
  page("user/pantry", "areas/my-kitchen/pantry/pantry.tsx", {
    id: "pantry/pantry",
    access: "member",
    cache: "private",
    index: "noindex",
    memberCache: true,
    nav: [{ menu: "user-area", order: 6, labelKey: "nav.pantry" }],
    analytics: "account",
  }),
];
