/**
 * A page of the site, declared once with everything the site decides about it (issue 29,
 * docs/decisions/063). Each area's `routes.ts` lists its pages with `page()`; app/page-tree.ts
 * places them in their layouts; app/routes.ts turns the tree into Remix's route config and
 * app/platform/routing/page-table.ts answers, for an address, the declaration that the router would pick.
 */

import type { UnownedCheck } from "#api/contract/permissions";

/** §2's guard rule: who may open the page (app/platform/access/access-rules.ts applies it). */
export type AccessRule = "public" | "guest-only" | "verification" | "member" | "admin" | "unguarded";
/** Seconds an anonymous view may be kept (§9 route hints), or never stored (app/platform/http/cache-policy.ts). */
export type CacheHint = number | "private";
/**
 * Whether search engines should list the page (§2 page metadata; docs/decisions/013):
 * sitemap: listed in /sitemap.xml and indexed; noindex: never indexed (forms, a member's own pages);
 * unlisted: indexable, found through links only; redirect: never drawn, the loader sends elsewhere.
 */
export type IndexingDecision = "sitemap" | "noindex" | "unlisted" | "redirect";
/** The plan a page needs (§2's plus pages); nothing reads it yet. */
export type Plan = "free" | "plus";
/** Ad slots a page may show (§9's limits per page, §2's "Ads by path"); nothing reads it yet. */
export type AdPolicy = "none" | { slots: number; auto: boolean };
/** The analytics content group a view is counted in; nothing reads it yet. */
export type ContentGroup = "home" | "recipes" | "search" | "community" | "content" | "account" | "admin" | "commerce" | "system";
/** The menus that link to pages. */
export type Menu = "primary" | "help" | "legal" | "member" | "user-area" | "admin";
interface NavPlacement {
  menu: Menu;
  /** Position in the menu, lowest first. */
  order: number;
  /** Text key in the `common` namespace, or `namespace:key`. */
  labelKey: string;
}

/** What a path is given besides its module; a key left out means the site's default for it. */
export interface PathPolicies {
  access?: AccessRule;
  /** What an "admin" page asks of its visitor (decision 094): `view:admin-area` when left out; the moderation queue asks moderators' own. */
  permission?: UnownedCheck;
  cache?: CacheHint;
  index?: IndexingDecision;
  /** Kept for its member's session (server/page-cache.ts, decision 036): every write it shows moves the member version. */
  memberCache?: boolean;
  /** The canonical address of this section root ends in a slash (§2 canonical rules). */
  trailingSlash?: boolean;
  /** Position among /sitemap.xml's fixed pages (a page decided "sitemap" with no parameter). */
  sitemapOrder?: number;
  nav?: readonly NavPlacement[];
  plan?: Plan;
  ads?: AdPolicy;
  analytics?: ContentGroup;
}

/** A page answers with a document: it must say who may open it, how it is cached and indexed. */
export type PagePolicies = PathPolicies & { id: string; access: AccessRule; cache: CacheHint; index: IndexingDecision };

export type PageNode =
  | { kind: "page"; path: string | undefined; module: string; index?: boolean; policies: PathPolicies & { id: string; access: AccessRule }; children: PageNode[] }
  | { kind: "layout"; module: string; id: string; children: PageNode[] }
  | { kind: "prefix"; path: string; children: PageNode[] }
  | { kind: "locale"; module: string; id: string; children: PageNode[] }
  | { kind: "not-found"; module: string; id: string }
  /** A path with no module (yet): the route config skips it, the guard, cache and indexing read it. */
  | { kind: "planned"; path: string; policies: PathPolicies; segmentPrefix?: Record<string, string> };

/** A page at `path` (relative to its layout, Remix's syntax). `indexRoute` keeps Remix's index flag of section roots. */
export function page(path: string, module: string, policies: PagePolicies & { indexRoute?: boolean }, children: PageNode[] = []): PageNode {
  const { indexRoute, ...rest } = policies;
  return { kind: "page", path, module, ...(indexRoute ? { index: true } : {}), policies: rest, children };
}

/** The layout's own index page (the home page). */
export function indexPage(module: string, policies: PagePolicies): PageNode {
  return { kind: "page", path: undefined, module, policies, children: [] };
}

/** A route with no document of its own (a resource route, a file for crawlers): only its access rule. */
export function resource(path: string, module: string, policies: { id: string; access: AccessRule }): PageNode {
  return { kind: "page", path, module, policies, children: [] };
}

/**
 * A path the site decides about before its page exists (§2 lists it; it answers 404 today) or a
 * family of addresses (`section/*`). `segmentPrefix` narrows a parameter to values starting so
 * (§2's /my-{product}/recommendations).
 */
export function planned(path: string, policies: PathPolicies, segmentPrefix?: Record<string, string>): PageNode {
  return { kind: "planned", path, policies, ...(segmentPrefix ? { segmentPrefix } : {}) };
}

export function layout(module: string, id: string, children: PageNode[]): PageNode {
  return { kind: "layout", module, id, children };
}

/** Pages whose paths all start with `path`. */
export function prefix(path: string, children: PageNode[]): PageNode[] {
  return [{ kind: "prefix", path, children }];
}

/** The optional locale segment (docs/decisions/004): paths below it are matched without their /en. */
export function localeLayout(module: string, id: string, children: PageNode[]): PageNode {
  return { kind: "locale", module, id, children };
}

/** Any address no page claims, after the guard: never in the page table. */
export function notFound(module: string, id: string): PageNode {
  return { kind: "not-found", module, id };
}
