import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { describeIngredientLine, scaleIngredientLine } from "../../api/contract/ingredient-line";
import { lineInSystem, measuresInText } from "../../api/contract/measures";
import type { RecipeDetail } from "../../api/contract/recipes";
import { socialImageUrl } from "../../api/contract/social-image";
import sharp from "sharp";
import { isoDuration } from "../../app/components/recipes/iso-duration";
import { expectNoAxeViolations, gotoHydrated } from "./support";

type Locale = "es" | "en";

const texts = {
  es: {
    prefix: "",
    breadcrumb: "Ruta de navegación",
    home: "Inicio",
    noRatings: "Sin valoraciones todavía",
    servings: "Raciones",
    more: "Una ración más",
    fewer: "Una ración menos",
    apply: "Ajustar cantidades",
    aiChef: "Chef IA",
  },
  en: {
    prefix: "/en",
    breadcrumb: "Breadcrumb",
    home: "Home",
    noRatings: "No ratings yet",
    servings: "Servings",
    more: "One serving more",
    fewer: "One serving fewer",
    apply: "Update amounts",
    aiChef: "AI chef",
  },
} as const;

/**
 * A featured recipe, read from the API in both languages, that has amounts to scale and room to
 * double its servings.
 */
async function pickRecipe(request: APIRequestContext): Promise<Record<Locale, RecipeDetail>> {
  const featured: { slug: string }[] = (await (await request.get("/api/recipes/featured?limit=12")).json()).data;
  for (const { slug } of featured) {
    const es: RecipeDetail = (await (await request.get(`/api/recipes/${slug}?locale=es`)).json()).data;
    const scalable = es.ingredients.some((line) => line.quantity !== null && line.unit !== "to_taste");
    if (scalable && es.servings * 2 <= 100) {
      const en: RecipeDetail = (await (await request.get(`/api/recipes/${slug}?locale=en`)).json()).data;
      return { es, en };
    }
  }
  throw new Error("No featured recipe has amounts to scale");
}

/**
 * The lines the page must print for `servings`: the API's own at the recipe's yield, rescaled
 * otherwise; an English visitor reads them in US customary (decision 074).
 */
function linesFor(recipe: RecipeDetail, servings: number): string[] {
  const system = unitsOf(recipe);
  return recipe.ingredients.map((line) => {
    const written = { quantity: line.quantity, unit: line.unit, name: line.ingredient?.name ?? "", note: line.note };
    const shown = lineInSystem(scaleIngredientLine(written, servings / recipe.servings), system);
    const note = line.note && measuresInText(line.note, system, recipe.text_locale);
    // A line nothing changes reads as the API wrote it.
    if (shown === written && note === line.note) return line.description;
    return describeIngredientLine({ ...shown, note }, recipe.text_locale);
  });
}

const unitsOf = (recipe: RecipeDetail) => (recipe.locale === "en" ? ("us" as const) : ("metric" as const));

const endsWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
const pagePath = (recipe: RecipeDetail) => `${texts[recipe.locale].prefix}/receta/${recipe.slug}`;
const ingredientLines = (page: Page) => page.locator("[data-ingredient-line]");

/** Clicks lost during hydration would fall back to the no-JavaScript form; wait for the app first. */
let recipes: Record<Locale, RecipeDetail>;

test.beforeAll(async ({ request }) => {
  recipes = await pickRecipe(request);
});

for (const locale of ["es", "en"] as const) {
  test.describe(`recipe page (${locale})`, () => {
    test("shows the recipe's data", async ({ page }) => {
      const recipe = recipes[locale];
      const text = texts[locale];
      const response = await page.goto(pagePath(recipe));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(recipe.title);
      await expect(page).toHaveTitle(`${recipe.title} - Sazón`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", recipe.description);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      // Social previews get a PNG (no SVG shows on Facebook, WhatsApp or X), 1200×630, cached for a year.
      const card = socialImageUrl(recipe.featured_image_url!)!;
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", endsWith(card));
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", endsWith(card));
      const cardResponse = await page.request.get((await page.locator('meta[property="og:image"]').getAttribute("content"))!);
      expect(cardResponse.status()).toBe(200);
      expect(cardResponse.headers()["content-type"]).toBe("image/png");
      expect(cardResponse.headers()["cache-control"]).toContain("immutable");
      const { width, height, format } = await sharp(await cardResponse.body()).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
      const keywords = (await page.locator('meta[name="keywords"]').getAttribute("content")) ?? "";
      for (const tag of recipe.tags) expect(keywords).toContain(tag.name);

      await expect(ingredientLines(page)).toHaveText(linesFor(recipe, recipe.servings));
      await expect(page.locator("[data-steps] > li")).toHaveCount(recipe.steps.length);
      await expect(page.locator("[data-steps] > li").first()).toContainText(measuresInText(recipe.steps[0]!.description, unitsOf(recipe), recipe.text_locale));
      // One row per nutrient given; `estimated` is a mark on the table (decision 057), not a row.
      const nutrients = Object.entries(recipe.nutrition).filter(([name, value]) => name !== "estimated" && value !== null).length;
      await expect(page.locator("[data-nutrition] tbody tr")).toHaveCount(nutrients);
      await expect(page.locator("[data-servings-value]")).toContainText(String(recipe.servings));

      // The demo recipes have no ratings yet: a sentence, not five empty stars.
      if (recipe.reviews_count === 0) await expect(page.locator("[data-recipe-facts]")).toContainText(text.noRatings);

      const author = page.locator(`[data-author="${recipe.user.slug}"]`);
      await expect(author.getByRole("link", { name: recipe.user.name })).toHaveAttribute("href", `${text.prefix}/users/${recipe.user.slug}`);
      if (recipe.user.is_ai_chef) await expect(author).toContainText(text.aiChef);

      const taxonomy = page.locator("[data-taxonomy]");
      for (const category of recipe.categories) {
        await expect(taxonomy.locator(`a[href="${text.prefix}/categoria/${category.slug}"]`)).toHaveText(category.name);
      }
      for (const tag of recipe.tags) {
        await expect(taxonomy.locator(`a[href="${text.prefix}/tag/${tag.slug}"]`)).toHaveText(tag.name);
      }

      const trail = page.getByRole("navigation", { name: text.breadcrumb, exact: true }).getByRole("listitem");
      await expect(trail).toHaveCount(recipe.categories.length > 0 ? 4 : 3);
      await expect(trail.first()).toHaveText(new RegExp(text.home));
      await expect(trail.last()).toHaveText(recipe.title);

      const related = page.locator("[data-related] [data-recipe-card]");
      expect(await related.count()).toBeGreaterThan(0);
      expect(await related.evaluateAll((cards) => cards.map((card) => card.getAttribute("data-recipe-card")))).not.toContain(recipe.slug);
    });

    test("carries Recipe and BreadcrumbList structured data that match the recipe", async ({ page }) => {
      const recipe = recipes[locale];
      await page.goto(pagePath(recipe));
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((block) => JSON.parse(block));

      const data = blocks.find((block) => block["@type"] === "Recipe");
      expect(data).toBeTruthy();
      expect(data.name).toBe(recipe.title);
      expect(data.description).toBe(recipe.description);
      expect(data.recipeIngredient).toHaveLength(recipe.ingredients.length);
      expect(data.recipeIngredient).toEqual(recipe.ingredients.map((line) => line.description));
      expect(data.recipeInstructions).toHaveLength(recipe.steps.length);
      expect(data.recipeInstructions[0]).toMatchObject({ "@type": "HowToStep", position: 1, text: recipe.steps[0]!.description });
      expect(data.totalTime).toBe(isoDuration(recipe.total_time_minutes));
      expect(data.inLanguage).toBe(locale);
      expect(data.recipeYield).toBe(String(recipe.servings));
      expect(data.url).toMatch(endsWith(pagePath(recipe)));
      expect(data.author).toMatchObject({ "@type": recipe.user.is_ai_chef ? "Organization" : "Person", name: recipe.user.name });
      if (recipe.nutrition.calories !== null) expect(data.nutrition.calories).toBe(`${recipe.nutrition.calories} kcal`);
      if (recipe.reviews_count === 0) expect(data).not.toHaveProperty("aggregateRating");

      const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList");
      expect(breadcrumb).toBeTruthy();
      const items: { position: number; name: string; item: string }[] = breadcrumb.itemListElement;
      expect(items[0]).toMatchObject({ position: 1, name: texts[locale].home });
      expect(items[1]!.item).toMatch(/\/recetas\/$/);
      const category = recipe.categories.find((item) => item.type === "cuisine") ?? recipe.categories.find((item) => item.type === "course");
      if (category) expect(items[2]).toMatchObject({ name: category.name, item: expect.stringMatching(endsWith(`/categoria/${category.slug}`)) });
      expect(items.at(-1)).toMatchObject({ name: recipe.title, item: expect.stringMatching(endsWith(pagePath(recipe))) });
    });

    test("rescales the ingredients in place with JavaScript", async ({ page }) => {
      const recipe = recipes[locale];
      const text = texts[locale];
      await gotoHydrated(page, pagePath(recipe));
      // Survives only if the change happens without a page load.
      await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));

      await page.getByRole("button", { name: text.more, exact: true }).click();
      await expect(ingredientLines(page)).toHaveText(linesFor(recipe, recipe.servings + 1));
      await expect(page).toHaveURL(new RegExp(`\\?servings=${recipe.servings + 1}$`));
      await expect(page.locator("[data-servings-status]")).toHaveAttribute("aria-live", "polite");
      await expect(page.locator("[data-servings-status]")).toContainText(String(recipe.servings + 1));

      const doubled = recipe.servings * 2;
      await page.getByLabel(text.servings, { exact: true }).fill(String(doubled));
      await expect(ingredientLines(page)).toHaveText(linesFor(recipe, doubled));
      await expect(page).toHaveURL(new RegExp(`\\?servings=${doubled}$`));
      await expect(page.locator("[data-servings-value]")).toContainText(String(doubled));

      await page.getByLabel(text.servings, { exact: true }).fill("1");
      await expect(ingredientLines(page)).toHaveText(linesFor(recipe, 1));
      await expect(page.getByRole("button", { name: text.fewer, exact: true })).toBeDisabled();

      expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

      // The replaced address reloads at the same yield.
      await page.reload();
      await expect(ingredientLines(page)).toHaveText(linesFor(recipe, 1));
    });
  });
}

test.describe("recipe page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the servings forms rescale the ingredients on the server", async ({ page }) => {
    const recipe = recipes.es;
    const text = texts.es;
    await page.goto(pagePath(recipe));
    await expect(ingredientLines(page)).toHaveText(linesFor(recipe, recipe.servings));

    await page.getByRole("button", { name: text.more, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?servings=${recipe.servings + 1}$`));
    await expect(ingredientLines(page)).toHaveText(linesFor(recipe, recipe.servings + 1));

    const doubled = recipe.servings * 2;
    await page.getByLabel(text.servings, { exact: true }).fill(String(doubled));
    await page.getByRole("button", { name: text.apply }).click();
    await expect(page).toHaveURL(new RegExp(`\\?servings=${doubled}$`));
    await expect(ingredientLines(page)).toHaveText(linesFor(recipe, doubled));

    await page.getByRole("button", { name: text.fewer, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?servings=${doubled - 1}$`));
    await expect(ingredientLines(page)).toHaveText(linesFor(recipe, doubled - 1));
  });

  test("an invalid servings value is ignored", async ({ page }) => {
    const recipe = recipes.en;
    for (const value of ["abc", "0", "101", "2.5"]) {
      const response = await page.goto(`${pagePath(recipe)}?servings=${value}`);
      expect(response?.status()).toBe(200);
      await expect(ingredientLines(page)).toHaveText(linesFor(recipe, recipe.servings));
    }
  });
});

test.describe("recipe page accessibility", () => {
  test("no axe violations in the light theme (es) and the dark theme (en)", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(pagePath(recipes.es));
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);

    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(`${pagePath(recipes.en)}?servings=${recipes.en.servings + 2}`);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);
  });
});
