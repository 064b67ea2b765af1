import type { RouteConfigEntry } from "@remix-run/route-config";
import { describe, expect, it } from "vitest";
import { accessRuleOf } from "~/auth/access-rules";
import { explicitCacheHint } from "~/http/cache-policy";
import { localizePath } from "~/i18n/locales";
import { indexingDecision } from "~/seo/indexing";
import { sitemapPages } from "~/seo/sitemap";
import { LOCALE_LAYOUT_ID } from "./route-ids";
import routes from "./routes";

/**
 * Every route of app/routes.ts must be registered where the site decides about it, explicitly:
 * a new page that is not falls through to a default (sign-in needed, a 600 s cache, indexed
 * without being listed) only by a decision someone wrote down.
 */

interface Leaf {
  id: string;
  /** The route's path pattern without the locale segment, e.g. "/users/:slug/followers". */
  pattern: string;
  underLocaleLayout: boolean;
}

function leaves(entries: RouteConfigEntry[], parentPath: string, underLocaleLayout: boolean): Leaf[] {
  return entries.flatMap((entry) => {
    const own = entry.path === undefined ? parentPath : `${parentPath.replace(/\/$/, "")}/${entry.path}`;
    const isLocaleLayout = entry.id === LOCALE_LAYOUT_ID;
    const path = isLocaleLayout ? "/" : own;
    const children = leaves(entry.children ?? [], path, underLocaleLayout || isLocaleLayout);
    const routable = !isLocaleLayout && (entry.index || entry.path !== undefined);
    return routable ? [{ id: entry.id ?? entry.file, pattern: path, underLocaleLayout }, ...children] : children;
  });
}

/** A concrete address for a pattern: every parameter and splat given a sample value. */
const sample = (pattern: string) => pattern.replace(/:[a-z]+\??/gi, "ejemplo").replace(/\*$/, "algo");

const all = leaves(routes, "", false);
const pages = all.filter((route) => route.underLocaleLayout && route.pattern !== "/*");
const outside = all.filter((route) => !route.underLocaleLayout);

describe("route coverage", () => {
  it("finds the routes of app/routes.ts", () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(all.some((route) => route.pattern === "/*" && route.underLocaleLayout)).toBe(true);
    expect(new Set(all.map((route) => route.id)).size).toBe(all.length);
  });

  it.each(pages.flatMap((route) => [localizePath(sample(route.pattern), "es"), localizePath(sample(route.pattern), "en")]))(
    "%s has an explicit access rule, cache hint and indexing decision",
    (path) => {
      expect(accessRuleOf(path), `access rule (app/auth/access-rules.ts) for ${path}`).toBeDefined();
      expect(explicitCacheHint(path), `cache hint (app/http/cache-policy.ts) for ${path}`).toBeDefined();
      expect(indexingDecision(path), `indexing decision (app/seo/indexing.ts) for ${path}`).toBeDefined();
    },
  );

  it("routes outside the locale layout are declared unguarded (they set their own caching and are not pages)", () => {
    for (const route of outside) expect(accessRuleOf(sample(route.pattern)), route.pattern).toBe("unguarded");
  });

  it("keeps the sitemap and the indexing decisions in agreement", () => {
    const listed = sitemapPages({ categorySlugs: ["ejemplo"], tagSlugs: ["ejemplo"], recipes: [{ slug: "ejemplo", updated_at: "2026-01-01T00:00:00.000Z" }] });
    const bare = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
    const listedPaths = new Set(listed.map((page) => bare(page.path)));
    for (const page of listed) expect(indexingDecision(page.path), page.path).toBe("sitemap");
    for (const route of pages) {
      const path = bare(sample(route.pattern));
      if (indexingDecision(path) === "sitemap") expect(listedPaths.has(path), `${route.pattern} is decided "sitemap" but /sitemap.xml leaves it out`).toBe(true);
    }
  });

  it("does not let a new address fall through unnoticed", () => {
    expect(accessRuleOf("/something-new")).toBeUndefined();
    expect(explicitCacheHint("/something-new")).toBeUndefined();
    expect(indexingDecision("/something-new")).toBeUndefined();
  });
});
