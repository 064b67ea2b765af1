import { page, type PageNode } from "../../platform/routing/page-declaration";

/** §2 lists it as public: a visitor sees a sign-in prompt (a member's view is never stored for anyone else). */
export const notificationRoutes: PageNode[] = [
  page("notifications", "areas/notifications/notifications.tsx", {
    id: "notifications/notifications",
    access: "public",
    cache: 600,
    index: "noindex",
    memberCache: true,
    analytics: "account",
  }),
];
