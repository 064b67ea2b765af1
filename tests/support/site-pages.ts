import { pageTree } from "~/page-tree";
import { declareSitePages } from "~/platform/routing/page-table";

/** Vitest's set-up declares the site's pages, as app/root.tsx does for the site (decision 073). */
declareSitePages(pageTree);
