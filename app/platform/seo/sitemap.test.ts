import { describe, expect, it } from "vitest";
import { childrenNamed, parseXml, type XmlElement } from "../../../tests/support/xml";
import { categoryTreeSlugs, renderSitemap, type SitemapPage, sitemapPages } from "./sitemap";

const siteUrl = "https://sazon.example";
const pages = sitemapPages({
  categorySlugs: ["arroces", "valenciana"],
  tagSlugs: ["sin-gluten"],
  recipes: [
    { slug: "paella-valenciana", updated_at: "2026-10-01T10:00:00.000Z" },
    { slug: "gazpacho", updated_at: "2026-11-02T08:30:00.000Z" },
  ],
  forumCategories: [{ slug: "dudas-de-cocina", latest: { at: "2026-11-20T12:00:00.000Z" } }],
  forumThreads: [{ key: "arroz-pegado-12", last_activity_at: "2026-11-21T18:00:00.000Z" }],
  articles: [{ slug: "el-sofrito-paso-a-paso", updated_at: "2026-11-22T09:00:00.000Z" }],
  events: [{ slug: "taller-de-croquetas-2026-12-19", updated_at: "2026-11-23T09:00:00.000Z" }],
});

function locsOf(xml: string) {
  const root = parseXml(xml);
  expect(root.name).toBe("urlset");
  return childrenNamed(root, "url").map((url) => childrenNamed(url, "loc")[0]!.text);
}

function alternatesOf(url: XmlElement) {
  return Object.fromEntries(childrenNamed(url, "xhtml:link").map((link) => [link.attributes.hreflang, link.attributes.href]));
}

describe("sitemap", () => {
  it("lists home, information pages, the lists, every category, tag and recipe, in both languages", () => {
    const locs = locsOf(renderSitemap(pages, { siteUrl })!);
    expect(locs).toHaveLength(pages.length * 2);
    for (const path of [
      "/",
      "/recetas/",
      "/categorias/",
      "/faq",
      "/about",
      "/terms",
      "/privacy",
      "/cookies",
      "/contact",
      "/categoria/arroces",
      "/categoria/valenciana",
      "/tag/sin-gluten",
      "/receta/gazpacho",
    ]) {
      expect(locs).toContain(`${siteUrl}${path}`);
    }
    for (const path of ["/en", "/en/recetas/", "/en/categoria/arroces", "/en/tag/sin-gluten", "/en/receta/paella-valenciana"]) expect(locs).toContain(`${siteUrl}${path}`);
  });

  it("lists forum categories and threads at their canonical addresses, last changed at their latest activity", () => {
    const urls = childrenNamed(parseXml(renderSitemap(pages, { siteUrl })!), "url");
    const lastmod = (loc: string) =>
      childrenNamed(
        urls.find((url) => childrenNamed(url, "loc")[0]!.text === `${siteUrl}${loc}`)!,
        "lastmod",
      )[0]?.text;
    expect(lastmod("/forums/c/dudas-de-cocina")).toBe("2026-11-20");
    expect(lastmod("/forums/t/arroz-pegado-12")).toBe("2026-11-21");
    expect(lastmod("/en/forums/t/arroz-pegado-12")).toBe("2026-11-21");
    // Articles (decision 103): the list among the fixed pages, each article at its slug.
    expect(urls.map((url) => childrenNamed(url, "loc")[0]!.text)).toEqual(expect.arrayContaining([`${siteUrl}/articles`, `${siteUrl}/en/articles`]));
    expect(lastmod("/articles/el-sofrito-paso-a-paso")).toBe("2026-11-22");
    expect(lastmod("/en/articles/el-sofrito-paso-a-paso")).toBe("2026-11-22");
    expect(lastmod("/events/taller-de-croquetas-2026-12-19")).toBe("2026-11-23");
  });

  it("gives every address its hreflang alternates es, en and x-default, and recipes their last change", () => {
    const root = parseXml(renderSitemap(pages, { siteUrl })!);
    expect(root.attributes.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(root.attributes["xmlns:xhtml"]).toBe("http://www.w3.org/1999/xhtml");
    const urls = childrenNamed(root, "url");
    const english = urls.find((url) => childrenNamed(url, "loc")[0]!.text === `${siteUrl}/en/receta/paella-valenciana`)!;
    expect(alternatesOf(english)).toEqual({
      es: `${siteUrl}/receta/paella-valenciana`,
      en: `${siteUrl}/en/receta/paella-valenciana`,
      "x-default": `${siteUrl}/receta/paella-valenciana`,
    });
    expect(childrenNamed(english, "lastmod")[0]!.text).toBe("2026-10-01");
    const home = urls.find((url) => childrenNamed(url, "loc")[0]!.text === `${siteUrl}/`)!;
    expect(alternatesOf(home)).toEqual({ es: `${siteUrl}/`, en: `${siteUrl}/en`, "x-default": `${siteUrl}/` });
    expect(childrenNamed(home, "lastmod")).toHaveLength(0);
  });

  it("escapes what XML must not hold raw", () => {
    const xml = renderSitemap([{ path: "/receta/a&b" }], { siteUrl })!;
    expect(locsOf(xml)).toContain(`${siteUrl}/receta/a&b`);
  });

  it("stays one file up to the limit and has no parts then", () => {
    const limit = pages.length * 2;
    expect(parseXml(renderSitemap(pages, { siteUrl, maxUrlsPerFile: limit })!).name).toBe("urlset");
    expect(renderSitemap(pages, { siteUrl, maxUrlsPerFile: limit, part: 1 })).toBeUndefined();
  });

  it("past the limit becomes an index of /sitemap-{n}.xml parts that together list every address once", () => {
    const many: SitemapPage[] = Array.from({ length: 11 }, (_, index) => ({ path: `/receta/r-${index}`, updatedAt: `2026-01-${String(index + 1).padStart(2, "0")}T00:00:00Z` }));
    const index = parseXml(renderSitemap(many, { siteUrl, maxUrlsPerFile: 4 })!);
    expect(index.name).toBe("sitemapindex");
    const parts = childrenNamed(index, "sitemap");
    expect(parts.map((part) => childrenNamed(part, "loc")[0]!.text)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${siteUrl}/sitemap-${n}.xml`));
    expect(childrenNamed(parts[0]!, "lastmod")[0]!.text).toBe("2026-01-02");

    const all = [1, 2, 3, 4, 5, 6].flatMap((part) => {
      const locs = locsOf(renderSitemap(many, { siteUrl, maxUrlsPerFile: 4, part })!);
      expect(locs.length).toBeLessThanOrEqual(4);
      return locs;
    });
    expect(all).toHaveLength(22);
    expect(new Set(all).size).toBe(22);
    // A page's two languages stay together.
    expect(locsOf(renderSitemap(many, { siteUrl, maxUrlsPerFile: 4, part: 6 })!)).toEqual([`${siteUrl}/receta/r-10`, `${siteUrl}/en/receta/r-10`]);
    expect(renderSitemap(many, { siteUrl, maxUrlsPerFile: 4, part: 7 })).toBeUndefined();
    expect(renderSitemap(many, { siteUrl, maxUrlsPerFile: 4, part: 0 })).toBeUndefined();
  });

  it("reads every slug of a category tree", () => {
    const tree = [
      { slug: "cocinas", children: [{ slug: "espanola", children: [{ slug: "valenciana", children: [] }] }] },
      { slug: "arroces", children: [] },
    ];
    expect(categoryTreeSlugs(tree)).toEqual(["cocinas", "espanola", "valenciana", "arroces"]);
  });
});
