import { matchRoutes } from "@remix-run/router";
import type { UnownedCheck } from "#api/contract/permissions";
import { pathWithoutLocale } from "~/platform/i18n/locales";
import type { AdPolicy, ContentGroup, Menu, PageNode, PathPolicies, Plan } from "./page-declaration";

/**
 * The declared pages as one table (docs/decisions/063), answered with the router's own matching:
 * an address gets the declaration of the route Remix would pick for it. Addresses are matched
 * without their locale prefix, so every answer holds in both languages.
 */
interface PageEntry {
  /** The full path pattern without the locale segment, e.g. "/users/:slug/followers". */
  pattern: string;
  /** The route's id and module; none for a planned path. */
  id?: string;
  module?: string;
  /** Under the locale layout (a page §2's guard sees) or outside it (resource routes, crawlers' files). */
  underLocaleLayout: boolean;
  policies: PathPolicies;
  segmentPrefix?: Record<string, string>;
}

function join(parent: string, path: string): string {
  const joined = `${parent.replace(/\/$/, "")}/${path}`;
  return joined.length > 1 ? joined.replace(/\/+$/, "") : joined;
}

function pageEntriesOf(nodes: readonly PageNode[], parent = "/", underLocaleLayout = false): PageEntry[] {
  return nodes.flatMap((node): PageEntry[] => {
    switch (node.kind) {
      case "page": {
        const pattern = node.path === undefined ? parent : join(parent, node.path);
        const own = { pattern, id: node.policies.id, module: node.module, underLocaleLayout, policies: node.policies };
        return [own, ...pageEntriesOf(node.children, pattern, underLocaleLayout)];
      }
      case "layout":
        return pageEntriesOf(node.children, parent, underLocaleLayout);
      case "prefix":
        return pageEntriesOf(node.children, join(parent, node.path), underLocaleLayout);
      case "locale":
        return pageEntriesOf(node.children, "/", true);
      case "not-found":
        return [];
      case "planned":
        return [{ pattern: join(parent, node.path), underLocaleLayout, policies: node.policies, ...(node.segmentPrefix ? { segmentPrefix: node.segmentPrefix } : {}) }];
    }
  });
}

export interface PageTable {
  entries: readonly PageEntry[];
  /** The declaration the router picks for an address, or undefined when none does (the site's defaults apply). */
  pageAt(pathname: string): PageEntry | undefined;
  /** First path segments whose root's canonical address ends in a slash (§2 canonical rules). */
  slashedSections: ReadonlySet<string>;
}

/**
 * A planned section (`forums/c/*`) covers what lies below it, not its bare root; a narrowed
 * parameter (`:product` starting "my-") covers only values that start so. When the router's pick
 * does not fit the address, the next pick among the others answers.
 */
function fits(entry: PageEntry, params: Record<string, string | undefined>): boolean {
  if (entry.id === undefined && entry.pattern.endsWith("/*") && !params["*"]) return false;
  return Object.entries(entry.segmentPrefix ?? {}).every(([name, start]) => {
    const value = params[name] ?? "";
    return value.startsWith(start) && value.length > start.length;
  });
}

function pageTableOf(nodes: readonly PageNode[]): PageTable {
  const entries = pageEntriesOf(nodes);
  // Case-sensitive like §2's rules: an address in capitals is redirected to its canonical form first.
  const routes = entries.map((entry, position) => ({ id: String(position), path: entry.pattern, caseSensitive: true, entry }));
  const pick = (list: typeof routes, path: string): PageEntry | undefined => {
    const match = matchRoutes(list, path)?.at(-1);
    if (!match || fits(match.route.entry, match.params)) return match?.route.entry;
    return pick(
      list.filter((route) => route !== match.route),
      path,
    );
  };
  const slashedSections = new Set(entries.filter((entry) => entry.policies.trailingSlash).map((entry) => entry.pattern.split("/")[1]!));
  return { entries, pageAt: (pathname) => pick(routes, pathWithoutLocale(pathname)), slashedSections };
}

let sitePages: PageTable | undefined;

/**
 * The site's pages are declared by the composition roots that know them all (app/root.tsx, the
 * server's page cache, the tests' set-up: `declareSitePages(pageTree)`), not imported here: the
 * guard and the other platform modules that read the table are imported by every area, and the
 * tree imports every area (decision 073).
 */
export function declareSitePages(tree: readonly PageNode[]): void {
  sitePages = pageTableOf(tree);
}

/** The site's table; asked for at request or render time, after a root declared it. */
export function pageTable(): PageTable {
  if (!sitePages) throw new Error("The site's pages are not declared yet: call declareSitePages(pageTree) from the composition root (app/root.tsx).");
  return sitePages;
}

/** What a page of the table says about a path, or undefined for the site's defaults. */
export function declaredPolicies(pathname: string): PathPolicies | undefined {
  return pageTable().pageAt(pathname)?.policies;
}

/** A section root's canonical address ends in a slash. */
function canonicalPathOf(entry: PageEntry): string {
  return entry.policies.trailingSlash ? `${entry.pattern}/` : entry.pattern;
}

/** Whether a first path segment's root has a canonical address ending in a slash (§2 canonical rules). */
export function isSlashedSection(segment: string): boolean {
  return pageTable().slashedSections.has(segment);
}

/** /sitemap.xml's fixed pages: those decided "sitemap" that have no parameter, in their sitemap order. */
export function sitemapFixedPaths(): string[] {
  return pageTable()
    .entries.filter((entry) => entry.policies.index === "sitemap" && entry.policies.sitemapOrder !== undefined)
    .sort((first, second) => first.policies.sitemapOrder! - second.policies.sitemapOrder!)
    .map(canonicalPathOf);
}

/** A menu's links, in order: the path without locale and the label's text key. */
export function menuLinks(menu: Menu): { path: string; labelKey: string; permission: UnownedCheck | undefined }[] {
  return pageTable()
    .entries.flatMap((entry) =>
      (entry.policies.nav ?? [])
        .filter((placement) => placement.menu === menu)
        .map((placement) => ({ placement, path: canonicalPathOf(entry), permission: entry.policies.permission })),
    )
    .sort((first, second) => first.placement.order - second.placement.order)
    .map(({ placement, path, permission }) => ({ path, labelKey: placement.labelKey, permission }));
}

/** §9's default: five slots, no auto ads (auto ads only on the home page). */
const DEFAULT_ADS: AdPolicy = { slots: 5, auto: false };

/** The coming policies with their defaults; nothing reads them yet but their test (decision 063). */
export function commercialPolicies(pathname: string): { plan: Plan; ads: AdPolicy; analytics: ContentGroup | undefined } {
  const policies = pageTable().pageAt(pathname)?.policies;
  return { plan: policies?.plan ?? "free", ads: policies?.ads ?? DEFAULT_ADS, analytics: policies?.analytics };
}
