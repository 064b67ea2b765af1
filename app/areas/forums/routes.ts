import { page, type PageNode, prefix, resource } from "../../platform/routing/page-declaration";

/**
 * Forum pages are public and kept by the page cache; every forum write moves the version they are kept under (migration 0033).
 * A member's view is kept for their session too (decision 104): their reactions and posts move the community version, their watch level the member version (migration 0045).
 */
const forumPage = { access: "public", cache: 300, analytics: "community", memberCache: true } as const;

/** The forums (issue 33): the index, a category, a thread (`{slug}-{id}`, decision 083), a new thread (login, §2), a post's edit and history. */
export const forumRoutes: PageNode[] = [
  page("forums", "areas/forums/forums.tsx", {
    id: "forums/index",
    indexRoute: true,
    ...forumPage,
    index: "sitemap",
    sitemapOrder: 10,
    nav: [{ menu: "primary", order: 3, labelKey: "nav.forums" }],
  }),
  page("forums/c/:category", "areas/forums/category.tsx", { id: "forums/category", ...forumPage, index: "sitemap" }),
  page("forums/t/new", "areas/forums/new-thread.tsx", { id: "forums/new-thread", access: "member", cache: "private", index: "noindex", analytics: "community" }),
  // The sitemap lists every thread at its canonical `{slug}-{id}` (decisions 083, 092).
  page("forums/t/:thread", "areas/forums/thread.tsx", { id: "forums/thread", ...forumPage, index: "sitemap" }),
  // A post's edit page and its earlier versions (decision 101): the history is public for a published post, kept out of the index.
  page("forums/t/:thread/edit/:post", "areas/forums/edit-post.tsx", { id: "forums/edit-post", access: "member", cache: "private", index: "noindex", analytics: "community" }),
  page("forums/t/:thread/history/:post", "areas/forums/post-history.tsx", { id: "forums/post-history", ...forumPage, index: "noindex" }),
];

/** The compose forms' live preview (decision 102): a resource the forms post to, outside the locale layout; it checks the member itself. */
export const forumResourceRoutes: PageNode[] = prefix("resources", [
  resource("forum-preview", "areas/forums/post-preview.ts", { id: "resources/forum-preview", access: "unguarded" }),
]);
