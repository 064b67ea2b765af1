import { expect, test } from "@playwright/test";
import { collectHydrationErrors, gotoHydrated, waitForHydration } from "./support";

/**
 * What a visitor's browser downloads on a first load (issue 11, decision 026): the member forms'
 * code — zod and conform — comes only with the forms, when a member opens one. Each library is
 * recognised by a name it keeps through minification.
 */
const memberFormLibraries = [
  { name: "zod", marker: "$ZodObject" },
  { name: "conform", marker: "dataset.conform" },
];

test("a visitor's first load of the home, a recipe and the search page leaves out the member forms' libraries", async ({ browser, request }) => {
  const featured = (await (await request.get("/api/recipes/featured?limit=1")).json()) as { data: { slug: string }[] };
  const recipeSlug = featured.data[0]!.slug;
  for (const path of ["/", `/receta/${recipeSlug}`, "/en/buscar/?q=pollo"]) {
    // A first load: nothing in the browser's cache.
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Map<string, Promise<string>>();
    const collect = (response: import("@playwright/test").Response) => {
      if (response.request().resourceType() === "script" || response.url().endsWith(".js")) scripts.set(response.url(), response.text());
    };
    page.on("response", collect);
    // The later translations are what the page loads last, once it is idle (decision 082).
    const later = page.waitForResponse((response) => /\/translations-(es|en)-later-/.test(response.url()));
    await gotoHydrated(page, path);
    await later;
    page.off("response", collect);
    expect(scripts.size, `${path} loads its scripts`).toBeGreaterThan(3);
    for (const [url, text] of scripts) {
      const body = await text;
      for (const library of memberFormLibraries) expect(body.includes(library.marker), `${path} loads ${library.name} in ${url}`).toBe(false);
    }
    await context.close();
  }
});

test("a visitor's first paint waits on no stylesheet: the styles come in the page and stay styled through hydration and the next page", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await page.emulateMedia({ colorScheme: "light" });
  await gotoHydrated(page, "/");
  expect(stylesheets).toEqual([]);
  const inline = page.locator("head style[data-app-stylesheet]");
  await expect(inline).toHaveCount(1);
  expect((await inline.textContent())!.length).toBeGreaterThan(10_000);
  const styled = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await styled()).toBe("rgb(248, 249, 250)");

  // After hydration, a navigation in the page (no new document: the marker stays) keeps the same styles, still without a request for them.
  const firstRecipe = page.locator('a[href^="/receta/"]').first();
  await waitForHydration(firstRecipe);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await firstRecipe.click();
  await expect(page).toHaveURL(/\/receta\//);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  await expect(inline).toHaveCount(1);
  expect((await inline.textContent())!.length).toBeGreaterThan(10_000);
  expect(await styled()).toBe("rgb(248, 249, 250)");
  expect(stylesheets).toEqual([]);
});

test("a first load downloads the translations of the page's language only, preloaded from the page", async ({ page }) => {
  // A text of common.json in each language, found in no code but its translations.
  const marker = { es: "Ingredientes propuestos", en: "Proposed ingredients" };
  const hydrationErrors = collectHydrationErrors(page);
  for (const [path, language, other] of [
    ["/en/", "en", "es"],
    ["/buscar/?q=pollo", "es", "en"],
  ] as const) {
    const scripts: { url: string; body: Promise<string> }[] = [];
    const collect = (response: import("@playwright/test").Response) => {
      if (response.request().resourceType() === "script") scripts.push({ url: response.url(), body: response.text() });
    };
    page.on("response", collect);
    // The first-view file before hydrating; the later one once the page is idle, so a navigation finds it (decision 082).
    const laterFile = new RegExp(`/translations-${language}-later-`);
    const later = page.waitForResponse((response) => laterFile.test(response.url()));
    await page.goto(path);
    await waitForHydration(page.getByRole("banner").getByRole("link").first());
    await later;
    page.off("response", collect);
    const bodies = await Promise.all(scripts.map(async ({ url, body }) => ({ url, body: await body })));
    const own = bodies.filter(({ url, body }) => body.includes(marker[language]) && !laterFile.test(url)).map(({ url }) => new URL(url).pathname);
    expect(own, `${path} loads its own translations`).toHaveLength(1);
    expect(
      bodies.filter(({ body }) => body.includes(marker[other])),
      `${path} loads the other language's translations`,
    ).toEqual([]);
    // Named in the page, so the browser fetches it with the other modules instead of after them.
    expect(await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toContain(own[0]);
  }
  expect(hydrationErrors).toEqual([]);
});
