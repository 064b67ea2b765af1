import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalUrl } from "../../app/platform/seo/canonical-url";
import { copyDataDir } from "../support/database-templates";
import { childrenNamed, parseXml } from "../support/xml";

/**
 * Canonical redirects, canonical link and robots, HTTP caching and the sitemap, over real HTTP
 * against the production server (`npm run build` first), as a crawler or a browser meets them.
 */
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = path.join(root, "tests/.tmp/seo-http");
const port = 3270;
const origin = `http://127.0.0.1:${port}`;
const siteUrl = `http://localhost:${port}`;
/** Small, so the demo content makes /sitemap.xml an index of several parts. */
const urlsPerSitemapFile = 400;
let server: ChildProcess | undefined;
let output = "";

beforeAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await copyDataDir("seeded", dataDir);
  server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: "",
      API_BASE_URL: "",
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      SITEMAP_URLS_PER_FILE: String(urlsPerSitemapFile),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk) => (output += chunk));
  server.stderr!.on("data", (chunk) => (output += chunk));
  // A copy of the run's seeded database: opened, not seeded again.
  const deadline = Date.now() + 160_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become ready:\n${output}`);
}, 180_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

function get(address: string, init: RequestInit = {}) {
  return fetch(`${origin}${address}`, { redirect: "manual", ...init });
}

async function page(address: string, init: RequestInit = {}) {
  const response = await get(address, init);
  return { response, html: await response.text() };
}

function decodeAttribute(value: string) {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

function linkHref(html: string, rel: string, hrefLang?: string) {
  const tags = html.match(/<link\b[^>]*>/g) ?? [];
  const tag = tags.find((candidate) => candidate.includes(`rel="${rel}"`) && (!hrefLang || candidate.includes(`hrefLang="${hrefLang}"`)));
  const href = tag?.match(/href="([^"]*)"/)?.[1];
  return href === undefined ? undefined : decodeAttribute(href);
}

function metaContent(html: string, attribute: "name" | "property", key: string) {
  const tag = (html.match(/<meta\b[^>]*>/g) ?? []).find((candidate) => candidate.includes(`${attribute}="${key}"`));
  const content = tag?.match(/content="([^"]*)"/)?.[1];
  return content === undefined ? undefined : decodeAttribute(content);
}

async function firstRecipeSlug() {
  const body = (await (await get("/api/recipes/featured?limit=1")).json()) as { data: { slug: string }[] };
  return body.data[0]!.slug;
}

describe("canonical redirects", () => {
  it("answers every non-canonical address with a 301 to its canonical form", async () => {
    const slug = await firstRecipeSlug();
    const cases: [string, string][] = [
      ["/es/faq", "/faq"],
      ["/es", "/"],
      ["/recipe/paella-valenciana", "/receta/paella-valenciana"],
      ["/recipes/", "/recetas/"],
      [`/recipes/${slug}`, `/receta/${slug}`],
      ["/chef-profile/carmen-montero", "/chef/carmen-montero"],
      ["/search/paella", "/buscar/paella"],
      ["/search/", "/search"],
      ["/category/arroces", "/categoria/arroces"],
      ["/profile/marta", "/users/marta"],
      ["/perfil/marta-gil", "/users/marta-gil"],
      ["/users/Marta_Gil", "/users/marta-gil"],
      [`/receta/${slug}.html`, `/receta/${slug}`],
      ["/index.html", "/"],
      ["/?s=paella", "/buscar/?q=paella"],
      [`/receta?id=${slug}`, `/receta/${slug}`],
      ["/FAQ", "/faq"],
      ["/receta/Paella_Valenciana", "/receta/paella-valenciana"],
      ["/categoria/Cocina%20Espa%C3%B1ola", "/categoria/cocina-espanola"],
    ];
    for (const [requested, location] of cases) {
      const response = await get(requested);
      expect(response.status, requested).toBe(301);
      expect(response.headers.get("location"), requested).toBe(location);
    }
  });

  it("adds the trailing slash to the section roots and removes it elsewhere", async () => {
    for (const [requested, location] of [
      ["/recetas", "/recetas/"],
      ["/buscar", "/buscar/"],
      ["/categorias", "/categorias/"],
      ["/ai-chefs", "/ai-chefs/"],
      ["/perfil", "/perfil/"],
      ["/admin", "/admin/"],
      ["/faq/", "/faq"],
      ["/receta/paella/", "/receta/paella"],
      ["/categoria/arroces/", "/categoria/arroces"],
    ]) {
      const response = await get(requested!);
      expect(response.status, requested).toBe(301);
      expect(response.headers.get("location"), requested).toBe(location);
    }
  });

  it("keeps /en and the query, without tracking parameters", async () => {
    for (const [requested, location] of [
      ["/en/recetas", "/en/recetas/"],
      ["/en/FAQ/", "/en/faq"],
      ["/en/", "/en"],
      ["/en/recipes/paella?utm_source=news", "/en/receta/paella"],
      ["/recetas?utm_source=news&page=2&gclid=abc&fbclid=x", "/recetas/?page=2"],
      ["/en/buscar?q=tortilla&utm_campaign=spring", "/en/buscar/?q=tortilla"],
      ["/recetas/?categoria=arroces&pagina=2", "/recetas/?category=arroces&page=2"],
    ]) {
      const response = await get(requested!);
      expect(response.status, requested).toBe(301);
      expect(response.headers.get("location"), requested).toBe(location);
    }
  });

  it("answers HEAD the same way, and never redirects posts, the API, files or canonical pages", async () => {
    const head = await get("/FAQ", { method: "HEAD" });
    expect(head.status).toBe(301);
    expect(head.headers.get("location")).toBe("/faq");
    const post = await get("/FAQ", { method: "POST", body: new URLSearchParams({ a: "1" }) });
    expect(post.status).not.toBe(301);
    for (const address of [
      "/api/recipes/Paella",
      "/healthz",
      "/assets/Nothing.js",
      "/resources/locale?lang=en&redirectTo=%2FFAQ",
      "/favicon.svg",
      "/faq",
      "/faq?utm_source=news",
      "/",
    ]) {
      expect((await get(address)).status, address).not.toBe(301);
    }
  });
});

describe("canonical link and robots", () => {
  it("marks pages reached with campaign parameters noindex,follow, and only those", async () => {
    const campaign = await page("/faq?utm_source=news&utm_medium=mail");
    expect(campaign.response.status).toBe(200);
    expect(metaContent(campaign.html, "name", "robots")).toBe("noindex,follow");
    expect(metaContent((await page("/faq?gclid=abc")).html, "name", "robots")).toBe("noindex,follow");
    expect(metaContent((await page("/faq")).html, "name", "robots")).toBeUndefined();
  });

  it("points the canonical link, og:url and hreflang at the path with the canonical query", async () => {
    const faq = await page("/faq?utm_source=news&unknown=1");
    expect(linkHref(faq.html, "canonical")).toBe(`${siteUrl}/faq`);
    expect(metaContent(faq.html, "property", "og:url")).toBe(`${siteUrl}/faq`);
    expect(linkHref(faq.html, "alternate", "en")).toBe(`${siteUrl}/en/faq`);
    expect(linkHref(faq.html, "alternate", "x-default")).toBe(`${siteUrl}/faq`);

    const list = await page("/recetas/?utm_source=x&page=1&unknown=1&sort=rating");
    expect(list.response.status).toBe(200);
    expect(linkHref(list.html, "canonical")).toBe(`${siteUrl}/recetas/?sort=rating`);
    expect(metaContent(list.html, "property", "og:url")).toBe(`${siteUrl}/recetas/?sort=rating`);
    expect(linkHref(list.html, "alternate", "en")).toBe(`${siteUrl}/en/recetas/?sort=rating`);
    expect(metaContent(list.html, "name", "robots")).toBe("noindex,follow");

    const search = await page("/buscar/?q=Paella");
    expect(search.response.status).toBe(200);
    expect(linkHref(search.html, "canonical")).toBe(`${siteUrl}/buscar/?q=Paella`);

    const home = await page("/en");
    expect(linkHref(home.html, "canonical")).toBe(`${siteUrl}/en`);
  });

  it("declares the site search at its canonical address", async () => {
    const { html } = await page("/");
    expect(html).toContain(`"urlTemplate":"${siteUrl}/buscar/?q={search_term_string}"`);
    expect(html).toMatch(/action="\/buscar\/"/);
  });
});

describe("the first screen's largest picture", () => {
  it("is preloaded from the head and fetched first, never lazily: home's first card, a recipe's main image, the first result of a search or a list", async () => {
    const sangria = ((await (await get("/api/recipes/sangria")).json()) as { data: { categories: { slug: string }[]; tags: { slug: string }[] } }).data;
    const lists = ["/recetas/", "/recetas/?sort=rating", `/en/categoria/${sangria.categories[0]!.slug}`, `/tag/${sangria.tags[0]!.slug}`];
    for (const address of ["/", "/en/receta/sangria", "/buscar/?q=pollo", "/en/buscar/?q=pollo", ...lists]) {
      const { html } = await page(address);
      const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*fetchpriority="high"\/>/g)].map((match) => match[0]);
      expect(preloads, address).toHaveLength(1);
      // A generated picture is preloaded by its address; a member's photo (a card may show a cooksnap) by its AVIF set.
      const href = /href="([^"]+)"/.exec(preloads[0]!)?.[1];
      const srcset = /imagesrcset="([^" ,]+)/i.exec(preloads[0]!)?.[1];
      expect(href ?? srcset, address).toBeTruthy();
      const drawn = href ? `<img src="${href}"` : `<source type="image/avif" srcSet="${srcset}`;
      const start = html.indexOf(drawn.replace(/&/g, "&amp;")) >= 0 ? html.indexOf(drawn.replace(/&/g, "&amp;")) : html.indexOf(drawn);
      expect(start, address).toBeGreaterThan(-1);
      const image = html.slice(start).match(/<img [^>]*>/)?.[0];
      expect(image, address).toContain('fetchpriority="high"');
      expect(image, address).not.toContain("loading=");
    }
  });
});

describe("HTTP caching", () => {
  it("lets anonymous pages be cached for their route's time, varying on cookies", async () => {
    const slug = await firstRecipeSlug();
    const category = ((await (await get("/api/categories")).json()) as { data: { slug: string }[] }).data[0]!.slug;
    const tag = ((await (await get("/api/tags")).json()) as { data: { slug: string }[] }).data[0]!.slug;
    for (const [address, cacheControl] of [
      ["/recetas/", "public, max-age=5400"],
      ["/en/categorias/", "public, max-age=5400"],
      [`/categoria/${category}`, "public, max-age=5400"],
      [`/tag/${tag}`, "public, max-age=5400"],
      ["/search", "public, max-age=1200"],
      ["/", "public, max-age=3600"],
      ["/en", "public, max-age=3600"],
      ["/faq", "public, max-age=3600"],
      ["/en/about", "public, max-age=3600"],
      [`/receta/${slug}`, "public, max-age=7200"],
      [`/en/receta/${slug}`, "public, max-age=7200"],
      ["/buscar/", "public, max-age=1200"],
      ["/buscar/?q=paella", "public, max-age=1200"],
    ]) {
      const response = await get(address!);
      expect(response.status, address).toBe(200);
      expect(response.headers.get("cache-control"), address).toBe(cacheControl);
      expect(response.headers.get("vary"), address).toMatch(/\bCookie\b/i);
      expect(response.headers.get("etag"), address).toMatch(/^W\/".+"$/);
    }
  });

  it("never stores error pages or form pages", async () => {
    const missing = await get("/receta/esta-receta-no-existe");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("private, no-store");
    expect(missing.headers.get("etag")).toBeNull();
    const signIn = await get("/sign-in");
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("cache-control")).toBe("private, no-store");
  });

  it("gives the same ETag for the same page although every response has its own CSP nonce, and a 304 when it matches", async () => {
    const first = await page("/faq");
    const second = await page("/faq");
    const nonceOf = (response: Response) => response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonceOf(first.response)).toBeTruthy();
    expect(nonceOf(first.response)).not.toBe(nonceOf(second.response));
    expect(first.html).toContain(`nonce="${nonceOf(first.response)}"`);
    const etag = first.response.headers.get("etag")!;
    expect(second.response.headers.get("etag")).toBe(etag);

    const revalidated = await get("/faq", { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(revalidated.headers.get("cache-control")).toBe("public, max-age=3600");
    // The cached page keeps its own CSP, whose nonce matches the cached scripts.
    expect(revalidated.headers.get("content-security-policy")).toBeNull();

    const head = await get("/faq", { method: "HEAD", headers: { "If-None-Match": `"other", ${etag}` } });
    expect(head.status).toBe(304);
    const changed = await get("/faq", { headers: { "If-None-Match": 'W/"something-else"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("<html");
    // Another language is another page.
    expect((await get("/en/faq")).headers.get("etag")).not.toBe(etag);
  });

  it("keeps a signed-in member's pages and every form answer private", async () => {
    const wrong = await get("/sign-in", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: new URLSearchParams({ email: "marta-gil@example.com", password: "not-the-password", redirectTo: "" }),
    });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.headers.get("cache-control")).toBe("private, no-store");

    const signIn = await get("/sign-in", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: new URLSearchParams({ email: "marta-gil@example.com", password: "sazon-demo-2026", redirectTo: "" }),
    });
    expect(signIn.status).toBe(302);
    const session = signIn.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="));
    expect(session).toBeTruthy();
    const cookie = session!.split(";")[0]!;

    const slug = await firstRecipeSlug();
    for (const address of ["/", "/faq", `/receta/${slug}`, "/buscar/?q=paella", "/user/dashboard"]) {
      const response = await get(address, { headers: { Cookie: cookie } });
      expect(response.status, address).toBe(200);
      expect(response.headers.get("cache-control"), address).toBe("private, no-store");
      expect(response.headers.get("etag"), address).toBeNull();
    }
  });
});

describe("sitemap", () => {
  async function xml(address: string) {
    const response = await get(address);
    expect(response.status, address).toBe(200);
    expect(response.headers.get("content-type"), address).toContain("application/xml");
    return parseXml(await response.text());
  }

  it("past the per-file limit is an index of parts that list every public page in both languages with hreflang alternates", async () => {
    const index = await xml("/sitemap.xml");
    expect(index.name).toBe("sitemapindex");
    const partUrls = childrenNamed(index, "sitemap").map((entry) => childrenNamed(entry, "loc")[0]!.text);
    expect(partUrls.length).toBeGreaterThan(1);
    expect(partUrls).toEqual(partUrls.map((_, position) => `${siteUrl}/sitemap-${position + 1}.xml`));

    const locs: string[] = [];
    for (const partUrl of partUrls) {
      const part = await xml(new URL(partUrl).pathname);
      expect(part.name).toBe("urlset");
      const urls = childrenNamed(part, "url");
      expect(urls.length).toBeLessThanOrEqual(urlsPerSitemapFile);
      for (const url of urls) {
        const loc = childrenNamed(url, "loc")[0]!.text;
        locs.push(loc);
        const alternates = Object.fromEntries(childrenNamed(url, "xhtml:link").map((link) => [link.attributes.hreflang, link.attributes.href]));
        expect(Object.keys(alternates).sort(), loc).toEqual(["en", "es", "x-default"]);
        expect(alternates["x-default"]).toBe(alternates.es);
        expect([alternates.es, alternates.en]).toContain(loc);
      }
    }
    expect((await get(`/sitemap-${partUrls.length + 1}.xml`)).status).toBe(404);

    expect(new Set(locs).size).toBe(locs.length);
    for (const path of ["/", "/en", "/recetas/", "/en/recetas/", "/categorias/", "/faq", "/en/contact"]) expect(locs).toContain(`${siteUrl}${path}`);
    const categories = (await (await get("/api/categories")).json()) as { data: { slug: string }[] };
    const tags = (await (await get("/api/tags")).json()) as { data: { slug: string }[] };
    expect(locs).toContain(`${siteUrl}/categoria/${categories.data[0]!.slug}`);
    expect(locs).toContain(`${siteUrl}/en/tag/${tags.data[0]!.slug}`);
    const recipes = (await (await get("/api/recipes/sitemap?per_page=50000")).json()) as { meta: { total: number }; data: { slug: string }[] };
    expect(locs.filter((loc) => new URL(loc).pathname.replace(/^\/en/, "").startsWith("/receta/"))).toHaveLength(recipes.meta.total * 2);
    expect(locs).toContain(`${siteUrl}/en/receta/${recipes.data[0]!.slug}`);
    // Only canonical addresses: none would be redirected.
    for (const loc of locs) expect(canonicalUrl(new URL(loc).pathname), loc).toEqual({ action: "ok" });
  });
});
