import { prefix, resource, type PageNode } from "../../platform/routing/page-declaration";

/** Resource routes the pages post to or fetch (no page of their own), outside the locale layout: each checks the member itself where it matters. */
export const resourceRoutes: PageNode[] = prefix("resources", [
  resource("search-suggestions", "shell/resources/search-suggestions.ts", { id: "resources/search-suggestions", access: "unguarded" }),
  resource("broadcasting-auth", "shell/resources/broadcasting-auth.ts", { id: "resources/broadcasting-auth", access: "unguarded" }),
  resource("notifications", "shell/resources/notifications.ts", { id: "resources/notifications", access: "unguarded" }),
  resource("sign-out", "shell/resources/sign-out.ts", { id: "resources/sign-out", access: "unguarded" }),
  resource("locale", "shell/resources/locale.ts", { id: "resources/locale", access: "unguarded" }),
  resource("theme", "shell/resources/theme.ts", { id: "resources/theme", access: "unguarded" }),
]);
