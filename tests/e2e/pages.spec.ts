import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, firstFeaturedRecipeSlug } from "./support";
import { origin, ports } from "./ports";

const site = origin(ports.inProcess);

test.describe("home", () => {
  test("serves Spanish at / with seeded featured recipes", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Sazón - Plataforma de Recetas");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cocina de verdad, explicada con calma");
    await expect(page.getByRole("heading", { name: "Recetas destacadas" })).toBeVisible();
    await expect(page.locator("#recetas [data-recipe-card]")).toHaveCount(12);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "Descubre recetas deliciosas y personalizadas con inteligencia artificial");
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "es_ES");
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${site}/en`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${site}/`);
    await expectNoAxeViolations(page);
  });

  test("serves English under /en", async ({ page }) => {
    await page.goto("/en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("Sazón - Recipe Platform");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Real cooking, calmly explained");
    await expect(page.locator("#recetas [data-recipe-card]")).toHaveCount(12);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
    // Cards link to recipe pages in the same language.
    await expect(page.locator("#recetas [data-recipe-card] a").first()).toHaveAttribute("href", /^\/en\/receta\//);
  });

  test("carries the organisation and website structured data", async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((block) => JSON.parse(block));
    expect(data).toContainEqual(expect.objectContaining({ "@type": "Organization", name: "Sazón", logo: `${site}/img/logo.png` }));
    const website = data.find((block) => block["@type"] === "WebSite");
    expect(website.potentialAction.target.urlTemplate).toBe(`${site}/buscar/?q={search_term_string}`);
  });
});

test.describe("recipe page", () => {
  test("shows ingredients and steps in Spanish, and in English under /en", async ({ page }) => {
    const slug = await firstFeaturedRecipeSlug(page);
    await page.locator(`#recetas [data-recipe-card="${slug}"] a`).click();
    await expect(page).toHaveURL(`/receta/${slug}`);
    await expect(page.locator(`[data-recipe="${slug}"]`)).toBeVisible();
    const spanishTitle = await page.getByRole("heading", { level: 1 }).textContent();
    await expect(page.getByRole("heading", { name: "Ingredientes" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Preparación paso a paso" })).toBeVisible();
    expect(await page.locator("[data-ingredients] li").count()).toBeGreaterThan(2);
    expect(await page.locator("[data-steps] li").count()).toBeGreaterThan(2);
    const spanishFirstStep = await page.locator("[data-steps] li").first().textContent();
    await expect(page.getByRole("heading", { name: "Información nutricional" })).toBeVisible();
    await expect(page).toHaveTitle(`${spanishTitle} - Sazón`);
    await expectNoAxeViolations(page);

    await page.goto(`/en/receta/${slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Ingredients" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Step-by-step method" })).toBeVisible();
    const englishFirstStep = await page.locator("[data-steps] li").first().textContent();
    expect(englishFirstStep).not.toBe(spanishFirstStep);
    await expect(page.getByRole("heading", { name: "Nutrition facts" })).toBeVisible();
  });

  test("sends /recipes/{slug} and an uppercase slug to the canonical address", async ({ page }) => {
    const slug = await firstFeaturedRecipeSlug(page);
    await page.goto(`/recipes/${slug}`);
    await expect(page).toHaveURL(`/receta/${slug}`);
    await page.goto(`/en/receta/${slug.toUpperCase()}`);
    await expect(page).toHaveURL(`/en/receta/${slug}`);
  });

  test("ingredients can be ticked off without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const slug = await firstFeaturedRecipeSlug(page);
    await page.goto(`/receta/${slug}`);
    const first = page.locator("[data-ingredients] input[type=checkbox]").first();
    await first.check();
    await expect(first).toBeChecked();
    await context.close();
  });
});

test.describe("information pages", () => {
  for (const [path, spanish, english] of [
    ["/faq", "Preguntas frecuentes", "Frequently asked questions"],
    ["/about", null, null],
    ["/terms", null, null],
    ["/privacy", null, null],
    ["/cookies", null, null],
    ["/contact", null, null],
  ] as const) {
    test(`${path} has real text in both languages`, async ({ page }) => {
      const es = await page.goto(path);
      expect(es?.status()).toBe(200);
      const esTitle = (await page.getByRole("heading", { level: 1 }).textContent())!;
      if (spanish) expect(esTitle).toContain(spanish);
      expect((await page.locator("main").innerText()).length).toBeGreaterThan(400);
      await page.goto(`/en${path}`);
      const enTitle = (await page.getByRole("heading", { level: 1 }).textContent())!;
      if (english) expect(enTitle).toContain(english);
      expect(enTitle).not.toBe(esTitle);
      await expect(page).toHaveTitle(`${enTitle} - Sazón`);
    });
  }

  test("the FAQ is accessible", async ({ page }) => {
    await page.goto("/faq");
    await expectNoAxeViolations(page);
  });
});
