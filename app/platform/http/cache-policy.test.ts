import { describe, expect, it } from "vitest";
import { documentCachePolicy, routeCacheHint } from "./cache-policy";
import { ifNoneMatchHits, pageEtag } from "./etag.server";

const anonymousGet = { method: "GET", status: 200, signedIn: false, setsCookie: false };

describe("route cache hints (§9)", () => {
  it("gives each kind of page its time, in both languages and with or without the trailing slash", () => {
    const hints: [string, number | "private"][] = [
      ["/", 3600],
      ["/en", 3600],
      ["/buscar/", 1200],
      ["/en/buscar/", 1200],
      ["/buscar/paella", 1200],
      ["/search", 1200],
      ["/receta/paella-valenciana", 7200],
      ["/en/receta/paella-valenciana", 7200],
      ["/recetas/", 5400],
      ["/categorias/", 5400],
      ["/categoria/arroces", 5400],
      ["/tag/vegana", 5400],
      ["/en/tag/vegana", 5400],
      ["/perfil/marta", 180],
      ["/chef/carmen-montero", 180],
      ["/users/ana/followers", 180],
      ["/ai-chefs/carmen", 180],
      ["/faq", 3600],
      ["/about", 3600],
      ["/terms", 3600],
      ["/privacy", 3600],
      ["/cookies", 3600],
      ["/contact", 3600],
      ["/sign-in", "private"],
      ["/en/sign-up", "private"],
      ["/auth/reset-password", "private"],
      ["/settings/profile", "private"],
      ["/user/dashboard", "private"],
      ["/admin/", "private"],
      ["/articles", 600],
      ["/ai-chefs/", 600],
      ["/receta/paella/remix", 600],
      ["/receta/paella/marketplace", 7200],
      ["/en/receta/paella/marketplace", 7200],
    ];
    for (const [path, seconds] of hints) expect(routeCacheHint(path), path).toBe(seconds);
  });
});

describe("document cache policy", () => {
  it("lets anonymous pages be cached publicly for their route's time", () => {
    expect(documentCachePolicy({ ...anonymousGet, pathname: "/receta/paella" })).toEqual({ cacheControl: "public, max-age=7200", maxAge: 7200 });
    expect(documentCachePolicy({ ...anonymousGet, method: "HEAD", pathname: "/" })).toEqual({ cacheControl: "public, max-age=3600", maxAge: 3600 });
  });

  it("never stores pages of a member, pages that set a cookie, error pages, form answers or form pages", () => {
    const notStored = { cacheControl: "private, no-store" };
    expect(documentCachePolicy({ ...anonymousGet, pathname: "/", signedIn: true })).toEqual(notStored);
    expect(documentCachePolicy({ ...anonymousGet, pathname: "/", setsCookie: true })).toEqual(notStored);
    expect(documentCachePolicy({ ...anonymousGet, pathname: "/receta/nada", status: 404 })).toEqual(notStored);
    expect(documentCachePolicy({ ...anonymousGet, pathname: "/", status: 500 })).toEqual(notStored);
    expect(documentCachePolicy({ ...anonymousGet, pathname: "/sign-in", method: "POST", status: 400 })).toEqual(notStored);
    expect(documentCachePolicy({ ...anonymousGet, pathname: "/contact", method: "POST" })).toEqual(notStored);
    expect(documentCachePolicy({ ...anonymousGet, pathname: "/sign-in" })).toEqual(notStored);
  });
});

describe("page ETag", () => {
  const page = (nonce: string) => `<html><script nonce="${nonce}">a()</script><script nonce="${nonce}">b()</script></html>`;

  it("does not change with the CSP nonce, only with the page", () => {
    expect(pageEtag(page("n0nceAAAA"), "n0nceAAAA")).toBe(pageEtag(page("n0nceBBBB"), "n0nceBBBB"));
    expect(pageEtag(page("n0nceAAAA"), "n0nceAAAA")).not.toBe(pageEtag(page("n0nceAAAA").replace("a()", "c()"), "n0nceAAAA"));
    expect(pageEtag("<p>x</p>", "")).toMatch(/^W\/"[\w-]{32}"$/);
  });

  it("matches If-None-Match by weak comparison, in a list, or *", () => {
    const etag = 'W/"abc"';
    expect(ifNoneMatchHits('W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('"x", W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits("*", etag)).toBe(true);
    expect(ifNoneMatchHits('W/"abd"', etag)).toBe(false);
    expect(ifNoneMatchHits(null, etag)).toBe(false);
    expect(ifNoneMatchHits("", etag)).toBe(false);
  });
});
