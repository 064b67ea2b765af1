import type { RouteConfigEntry } from "@remix-run/route-config";
import { describe, expect, it } from "vitest";
import { localizePath } from "~/platform/i18n/locales";
import { commercialPolicies, menuLinks, pageTable } from "~/platform/routing/page-table";
import { indexingDecision } from "~/platform/seo/indexing";
import { sitemapPages } from "~/platform/seo/sitemap";
import { LOCALE_LAYOUT_ID } from "./platform/routing/route-ids";
import routes from "./routes";

/**
 * The page table (docs/decisions/063) agrees with the route config it is turned into: every route
 * has one declaration, each declared page is what the router picks for its own address, and what
 * the table feeds (the sitemap, the menus) agrees with it. server/page-table-answers.test.ts shows
 * that its answers are those of the regex tables it replaced.
 */

interface Leaf {
  id: string;
  file: string;
  /** The route's path pattern without the locale segment, e.g. "/users/:slug/followers". */
  pattern: string;
}

function leaves(entries: RouteConfigEntry[], parentPath: string): Leaf[] {
  return entries.flatMap((entry) => {
    const own = entry.path === undefined ? parentPath : `${parentPath.replace(/\/$/, "")}/${entry.path}`;
    const isLocaleLayout = entry.id === LOCALE_LAYOUT_ID;
    const path = isLocaleLayout ? "/" : own;
    const children = leaves(entry.children ?? [], path);
    const routable = !isLocaleLayout && (entry.index || entry.path !== undefined);
    return routable ? [{ id: entry.id ?? entry.file, file: entry.file, pattern: path }, ...children] : children;
  });
}

/** A concrete address for a pattern: every parameter and splat given a sample value. */
const sample = (pattern: string) => pattern.replace(/:[a-z]+\??/gi, "ejemplo").replace(/\*$/, "algo");

const routeLeaves = leaves(routes, "").filter((route) => route.pattern !== "/*");
const declared = pageTable().entries.filter((entry) => entry.id !== undefined);

describe("the page table", () => {
  it("has one declaration for every route of the config, with the route's id and file", () => {
    expect(routeLeaves.length).toBeGreaterThan(60);
    expect(new Set(declared.map((entry) => entry.id)).size).toBe(declared.length);
    expect(declared.map((entry) => [entry.id, entry.module]).sort()).toEqual(routeLeaves.map((route) => [route.id, route.file]).sort());
  });

  it.each(declared.flatMap((entry) => [localizePath(sample(entry.pattern), "es"), localizePath(sample(entry.pattern), "en")].map((path) => [path, entry] as const)))(
    "%s is answered by its own declaration",
    (path, entry) => {
      expect(pageTable().pageAt(path)?.id).toBe(entry.id);
    },
  );

  it("declares the guard's rule, a cache hint and an indexing decision for every page, and routes outside the locale layout unguarded", () => {
    for (const entry of declared) {
      if (!entry.underLocaleLayout) {
        expect(entry.policies.access, entry.pattern).toBe("unguarded");
        continue;
      }
      expect(entry.policies.cache, `cache hint of ${entry.pattern}`).toBeDefined();
      expect(entry.policies.index, `indexing decision of ${entry.pattern}`).toBeDefined();
    }
  });

  it("keeps §2's planned public paths public and their pages out of the route config", () => {
    for (const path of ["/forums/t/12/mas", "/ebooks", "/chat", "/ai-chefs/", "/plus/pricing", "/my-sazon/recommendations", "/checkout", "/subscribe/cancel"]) {
      const entry = pageTable().pageAt(path);
      expect(entry?.policies.access, path).toBe("public");
      expect(entry?.id, path).toBeUndefined();
    }
    expect(pageTable().pageAt("/forums/t/new")?.policies.access).toBe("member");
    // The forums are built (issue 33): public pages, the new thread form for members.
    for (const path of ["/forums", "/forums/c/tecnicas", "/forums/t/como-sofreir-12"]) expect(pageTable().pageAt(path)?.policies.access, path).toBe("public");
    // The articles are built (issue 34): public pages, each declared.
    for (const path of ["/articles", "/articles/el-sofrito", "/en/articles/el-sofrito"]) expect(pageTable().pageAt(path)?.policies.access, path).toBe("public");
    expect(pageTable().pageAt("/articles/el-sofrito")?.id).toBe("articles/article");
    // The events are built (issue 34): public pages, the organiser's too (they say who may use them).
    for (const path of ["/events", "/events/taller-2030-06-14", "/en/events/manage", "/events/manage/new", "/events/manage/12/edit"])
      expect(pageTable().pageAt(path)?.policies.access, path).toBe("public");
    expect(pageTable().pageAt("/events/manage")?.id).toBe("events/manage");
    // The filters' test page (issue 34): public, never indexed.
    for (const path of ["/test/filtros", "/en/test/filtros"]) expect(pageTable().pageAt(path)?.policies, path).toMatchObject({ access: "public", index: "noindex" });
    // The community's week (decision 112): public, in the sitemap, apart from the member's /user/dashboard.
    for (const path of ["/dashboard", "/en/dashboard"]) expect(pageTable().pageAt(path)?.policies, path).toMatchObject({ access: "public", index: "sitemap" });
    expect(pageTable().pageAt("/dashboard")?.id).toBe("community-week/dashboard");
    expect(pageTable().pageAt("/foo/recommendations")).toBeUndefined();
  });

  it("keeps the sitemap and the indexing decisions in agreement", () => {
    const listed = sitemapPages({
      categorySlugs: ["ejemplo"],
      tagSlugs: ["ejemplo"],
      recipes: [{ slug: "ejemplo", updated_at: "2026-01-01T00:00:00.000Z" }],
      forumCategories: [{ slug: "ejemplo", latest: null }],
      forumThreads: [{ key: "ejemplo", last_activity_at: "2026-01-01T00:00:00.000Z" }],
      articles: [{ slug: "ejemplo", updated_at: "2026-01-01T00:00:00.000Z" }],
      events: [{ slug: "ejemplo", updated_at: "2026-01-01T00:00:00.000Z" }],
    });
    const bare = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
    const listedPaths = new Set(listed.map((page) => bare(page.path)));
    for (const page of listed) expect(indexingDecision(page.path), page.path).toBe("sitemap");
    for (const entry of declared) {
      const path = bare(sample(entry.pattern));
      if (indexingDecision(path) === "sitemap") expect(listedPaths.has(path), `${entry.pattern} is decided "sitemap" but /sitemap.xml leaves it out`).toBe(true);
    }
  });

  it("links the menus to declared pages only", () => {
    for (const menu of ["primary", "help", "legal", "member", "user-area", "admin"] as const) {
      const links = menuLinks(menu);
      expect(links.length, menu).toBeGreaterThan(0);
      for (const link of links) expect(pageTable().pageAt(link.path)?.id, `${menu}: ${link.path}`).toBeDefined();
    }
  });

  it("gives the coming policies their defaults and §9's ad limits (nothing reads them yet)", () => {
    expect(commercialPolicies("/")).toEqual({ plan: "free", ads: { slots: 5, auto: true }, analytics: "home" });
    expect(commercialPolicies("/en/receta/paella").ads).toEqual({ slots: 8, auto: false });
    expect(commercialPolicies("/categoria/arroces").ads).toEqual({ slots: 6, auto: false });
    expect(commercialPolicies("/buscar/").ads).toEqual({ slots: 4, auto: false });
    expect(commercialPolicies("/faq").ads).toEqual({ slots: 5, auto: false });
    for (const path of ["/admin/ingredient-proposals", "/sign-in", "/en/sign-up", "/perfil/", "/settings/profile"]) expect(commercialPolicies(path).ads, path).toBe("none");
    for (const entry of declared) expect(commercialPolicies(sample(entry.pattern)).plan, entry.pattern).toBe("free");
  });

  it("does not let a new address fall through unnoticed", () => {
    expect(pageTable().pageAt("/something-new")).toBeUndefined();
  });
});
