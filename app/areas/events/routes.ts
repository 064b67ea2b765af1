import { page, type PageNode } from "../../platform/routing/page-declaration";

/** Event pages are public and kept by the page cache under their cache tags (decision 106); a member's view is rendered for them. */
const eventPage = { access: "public", cache: 300, analytics: "community", index: "sitemap" } as const;
/** The organiser's pages: public (a visitor is told what they are for), rendered for each member. */
const managePage = { access: "public", cache: "private", analytics: "community", index: "noindex" } as const;

/** Cooking events (issue 34): the list, an event by slug, and the hosts' pages to organise them. */
export const eventRoutes: PageNode[] = [
  page("events", "areas/events/events.tsx", {
    id: "events/index",
    indexRoute: true,
    ...eventPage,
    sitemapOrder: 12,
  }),
  page("events/manage", "areas/events/manage.tsx", { id: "events/manage", ...managePage }),
  page("events/manage/new", "areas/events/event-form.tsx", { id: "events/manage-new", ...managePage }),
  page("events/manage/:id/edit", "areas/events/event-form.tsx", { id: "events/manage-edit", ...managePage }),
  page("events/:slug", "areas/events/event.tsx", { id: "events/event", ...eventPage }),
];
