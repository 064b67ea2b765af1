import { expect, test } from "@playwright/test";
import { origin, ports } from "./support";

const json = { Accept: "application/json" };

test.describe("recipe API answer shapes, as served by npm start", () => {
  test("HEAD and GET /api/status, /healthz", async ({ request }) => {
    const head = await request.head("/api/status");
    expect(head.status()).toBe(200);
    const status = await (await request.get("/api/status", { headers: json })).json();
    expect(status).toMatchObject({ status: "ok", name: "Sazón" });
    const health = await (await request.get("/healthz")).json();
    expect(health).toMatchObject({ status: "ok", database: { status: "ok", kind: "pglite" } });
  });

  test("featured recipes: {data} of 12 by default, limit honoured, 422 on a bad limit", async ({ request }) => {
    const featured = await (await request.get("/api/recipes/featured", { headers: json })).json();
    expect(Object.keys(featured)).toEqual(["data"]);
    expect(featured.data).toHaveLength(12);
    expect(featured.data[0]).toMatchObject({ id: expect.any(Number), slug: expect.any(String), title: expect.any(String), user: { is_ai_chef: expect.any(Boolean) } });
    expect((await (await request.get("/api/recipes/featured?limit=5")).json()).data).toHaveLength(5);
    const invalid = await request.get("/api/recipes/featured?limit=-1", { headers: { ...json, "Accept-Language": "en" } });
    expect(invalid.status()).toBe(422);
    const body = await invalid.json();
    expect(body).toEqual({ message: expect.any(String), errors: { limit: [expect.any(String)] } });
  });

  test("a recipe by slug and by id; 404 as {message}", async ({ request }) => {
    const { data: featured } = await (await request.get("/api/recipes/featured?limit=1")).json();
    const bySlug = await (await request.get(`/api/recipes/${featured[0].slug}`)).json();
    expect(bySlug.data.ingredients.length).toBeGreaterThan(2);
    expect(bySlug.data.steps.length).toBeGreaterThan(2);
    expect(bySlug.data.nutrition).toMatchObject({ calories: expect.any(Number) });
    const byId = await (await request.get(`/api/recipes/${featured[0].id}`)).json();
    expect(byId.data.slug).toBe(featured[0].slug);
    const missing = await request.get("/api/recipes/no-existe", { headers: { "Accept-Language": "es" } });
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ message: "Receta no encontrada." });
  });

  test("the demo catalogue: category tree with cuisines, 50+ tags, 100+ ingredients", async ({ request }) => {
    const categories = (await (await request.get("/api/categories")).json()).data;
    const cuisines = categories.find((root: { type: string }) => root.type === "cuisine");
    expect(cuisines.children.length).toBeGreaterThan(4);
    expect(cuisines.recipe_count).toBeGreaterThanOrEqual(300);
    expect((await (await request.get("/api/tags")).json()).data.length).toBeGreaterThanOrEqual(50);
    const ingredients = (await (await request.get("/api/recipes/available-ingredients")).json()).data;
    expect(ingredients.length).toBeGreaterThanOrEqual(100);
    expect(ingredients[0]).toEqual({ id: expect.any(Number), _id: expect.any(Number), name: expect.any(String), slug: expect.any(String), recipe_count: expect.any(Number) });
  });

  test("the standalone API answers the same shapes", async ({ request }) => {
    const api = origin(ports.standaloneApi);
    const featured = await (await request.get(`${api}/api/recipes/featured`)).json();
    expect(featured.data).toHaveLength(12);
  });
});

test.describe("security headers", () => {
  test("pages carry an enforced nonce CSP that matches their scripts", async ({ request, page }) => {
    const response = await request.get("/");
    const csp = response.headers()["content-security-policy"]!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers()["content-security-policy-report-only"]).toBeUndefined();
    const html = await response.text();
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);

    // The page hydrates under that policy: no CSP violation is reported.
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/");
    await page.locator("[data-theme-toggle]:visible").click();
    await expect(page.locator("html")).toHaveAttribute("data-theme-preference", "light");
    expect(violations).toEqual([]);
  });

  test("fingerprinted assets are cached for a year", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    const response = await request.get(asset!);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("a cross-site form post is refused", async ({ request }) => {
    const response = await request.post("/resources/theme", {
      form: { theme: "dark", redirectTo: "/" },
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });
});
