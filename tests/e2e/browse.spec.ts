import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated } from "./support";

const cards = (page: Page) => page.locator("[data-recipe-card]");
/** A link of the list's pager ("Siguiente", "Anterior", "Página 2"). */
const pagerLink = (page: Page, name: RegExp) => page.getByRole("navigation", { name: "Paginación" }).getByRole("link", { name });
const cardSlugs = (page: Page) => cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-recipe-card")));

/** The total minutes each card shows ("45 min"), in order. */
async function cardMinutes(page: Page): Promise<number[]> {
  const texts = await cards(page).allInnerTexts();
  // Cards write long times as hours and minutes ("4 h 55 min", decision 070).
  return texts.map((text) => {
    const time = /(?:(\d+) h)?\s*(?:(\d+) min)?(?=\s|$)/.exec(text.match(/(\d+ h(?: \d+ min)?|\d+ min)/)?.[0] ?? "");
    return time && (time[1] || time[2]) ? Number(time[1] ?? 0) * 60 + Number(time[2] ?? 0) : Number.NaN;
  });
}

test.describe("recipe listing", () => {
  test("lists every recipe 12 to a page and pages through them, in Spanish", async ({ page }) => {
    const response = await page.goto("/recetas/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Recetas - Sazón");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recetas");
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole("navigation", { name: "Navegación principal" }).first().getByRole("link", { name: "Recetas" })).toHaveAttribute("aria-current", "page");

    const pagination = page.getByRole("navigation", { name: "Paginación" });
    await expect(pagination.getByRole("link", { name: "Página 1", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(pagination.getByRole("link", { name: /Anterior/ })).toHaveCount(0);
    const firstPage = await cardSlugs(page);
    await expectNoAxeViolations(page);

    await pagination.getByRole("link", { name: /Siguiente/ }).click();
    await expect(page).toHaveURL("/recetas/?page=2");
    await expect(page).toHaveTitle("Recetas (página 2) - Sazón");
    await expect(page.getByRole("navigation", { name: "Paginación" }).getByRole("link", { name: "Página 2", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(cards(page)).toHaveCount(12);
    const secondPage = await cardSlugs(page);
    expect(secondPage.filter((slug) => firstPage.includes(slug))).toEqual([]);
    // A later page stays indexable.
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    await pagerLink(page, /Anterior/).click();
    await expect(page).toHaveURL("/recetas/");
  });

  test("answers on /recetas without the slash too", async ({ page }) => {
    const response = await page.goto("/recetas");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recetas");
  });

  test("sorts as soon as an order is chosen", async ({ page }) => {
    // Sorting on change needs the page to be interactive.
    await gotoHydrated(page, "/recetas/");
    // With JavaScript the order applies on change, so the form's button goes.
    await expect(page.locator("[data-sort-form] button")).toHaveCount(0);
    await page.getByLabel("Ordenar por").selectOption({ label: "Menos tiempo" });
    await expect(page).toHaveURL("/recetas/?sort=time_asc");
    await expect(page.getByLabel("Ordenar por")).toHaveValue("time_asc");
    // The address changes a moment before the new list renders.
    await expect
      .poll(async () => {
        const shown = await cardMinutes(page);
        return shown.length === 12 && shown.every((value, index) => index === 0 || value >= shown[index - 1]!);
      })
      .toBe(true);
    const minutes = await cardMinutes(page);
    expect(minutes).toHaveLength(12);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    // Sorted views repeat the canonical list, so they are not indexed.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,follow");

    await pagerLink(page, /Siguiente/).click();
    await expect(page).toHaveURL("/recetas/?page=2&sort=time_asc");
    await expect.poll(async () => (await cardMinutes(page))[0] ?? -1).toBeGreaterThanOrEqual(minutes.at(-1)!);
  });

  test("sorts and pages without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/recetas/");
    await expect(cards(page)).toHaveCount(12);
    await page.getByLabel("Ordenar por").selectOption("time_desc");
    await page.getByRole("button", { name: "Ordenar" }).click();
    await expect(page).toHaveURL("/recetas/?sort=time_desc");
    const minutes = await cardMinutes(page);
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
    await expect(page.getByLabel("Ordenar por")).toHaveValue("time_desc");

    await page.getByRole("link", { name: /Siguiente/ }).click();
    await expect(page).toHaveURL("/recetas/?page=2&sort=time_desc");
    await expect(cards(page)).toHaveCount(12);
    await context.close();
  });

  test("lists, sorts and pages in English under /en", async ({ page }) => {
    await gotoHydrated(page, "/en/recetas/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("Recipes - Sazón");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recipes");
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).first().getByRole("link")).toHaveAttribute("href", /^\/en\/receta\//);

    await page.getByLabel("Sort by").selectOption({ label: "Highest rated" });
    await expect(page).toHaveURL("/en/recetas/?sort=rating");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: /Next/ }).click();
    await expect(page).toHaveURL("/en/recetas/?page=2&sort=rating");
    await expect(page).toHaveTitle("Recipes (page 2) - Sazón");
    await expectNoAxeViolations(page);
  });

  test("an order chosen before the page is interactive is opened once it is", async ({ page }) => {
    // The page's scripts wait until the order is chosen: a visitor on a slow phone does this.
    let releaseScripts!: () => void;
    const scriptsMayLoad = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    await page.goto("/en/recetas/", { waitUntil: "commit" });
    await page.getByLabel("Sort by").selectOption({ label: "Highest rated" });
    releaseScripts();
    await expect(page).toHaveURL("/en/recetas/?sort=rating");
    await expect(page.getByLabel("Sort by")).toHaveValue("rating");
  });

  test("narrows to a category and clears it", async ({ page }) => {
    await gotoHydrated(page, "/recetas/?category=espanola");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recetas: Española");
    await expect(page.locator("[data-category-filter]")).toContainText("Categoría: Española");
    await expect(cards(page)).toHaveCount(12);
    await page.getByLabel("Ordenar por").selectOption("title_asc");
    await expect(page).toHaveURL("/recetas/?category=espanola&sort=title_asc");
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Quitar filtro: Española" }).click();
    await expect(page).toHaveURL("/recetas/?sort=title_asc");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recetas");
    await expect(page.locator("[data-category-filter]")).toHaveCount(0);
  });

  test("an unknown category shows the whole list, and a page past the end is not found", async ({ page }) => {
    await page.goto("/recetas/?category=no-existe");
    await expect(page).toHaveURL("/recetas/");
    const response = await page.goto("/recetas/?page=999");
    expect(response?.status()).toBe(404);
  });
});

test.describe("categories", () => {
  test("/categorias/ groups every category by type and links to each one", async ({ page }) => {
    const response = await page.goto("/categorias/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Categorías - Sazón");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categorías");
    for (const group of ["Cocinas del mundo", "Platos", "Dietas", "Ocasiones"]) {
      await expect(page.getByRole("heading", { level: 2, name: group })).toBeVisible();
    }
    // Sub-cuisines sit inside their cuisine's card.
    await expect(page.locator('[data-category-card="espanola"]').getByRole("link", { name: /Andaluza/ })).toBeVisible();
    await expect(page.locator('[data-category-card="espanola"]')).toContainText(/\d+ recetas/);
    // Every card shows the picture of its most popular recipe, not text alone (decision 071).
    const categoryCards = page.locator("[data-category-card]");
    expect(await categoryCards.count()).toBeGreaterThan(8);
    await expect(page.locator('[data-category-picture="none"]')).toHaveCount(0);
    const firstPicture = categoryCards.first().locator("img");
    await expect(firstPicture).toHaveAttribute("width", /\d+/);
    await expect.poll(() => firstPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole("heading", { level: 3, name: "Española" }).getByRole("link").click();
    await expect(page).toHaveURL("/categoria/espanola");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Española");
  });

  test("/en/categorias/ is in English", async ({ page }) => {
    await page.goto("/en/categorias/");
    await expect(page).toHaveTitle("Categories - Sazón");
    await expect(page.getByRole("heading", { level: 2, name: "World cuisines" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Spanish" }).getByRole("link")).toHaveAttribute("href", "/en/categoria/espanola");
    await expect(page.locator('[data-category-card="espanola"] img')).toHaveCount(1);
  });

  test("a category page shows its breadcrumb, sub-categories and recipes of its whole branch", async ({ page }) => {
    const response = await page.goto("/categoria/espanola");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Española - recetas - Sazón");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Española");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^\d+ recetas de la categoría Española/);

    const breadcrumb = page.getByRole("navigation", { name: "Ruta de navegación" });
    await expect(breadcrumb.getByRole("link")).toHaveText(["Inicio", "Categorías", "Cocinas del mundo"]);
    await expect(breadcrumb.getByRole("link", { name: "Categorías" })).toHaveAttribute("href", "/categorias/");
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText("Española");

    await expect(page.getByRole("heading", { level: 2, name: "Subcategorías" })).toBeVisible();
    await expect(page.locator("[data-subcategories]").getByRole("link", { name: /Andaluza/ })).toBeVisible();
    await expect(page.getByText(/recetas en esta categoría y sus subcategorías/)).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    await expectNoAxeViolations(page);

    await pagerLink(page, /Siguiente/).click();
    await expect(page).toHaveURL("/categoria/espanola?page=2");
    await expect(page).toHaveTitle("Española - recetas (página 2) - Sazón");
    expect(await cards(page).count()).toBeGreaterThan(0);

    await page
      .locator("[data-subcategories]")
      .getByRole("link", { name: /Andaluza/ })
      .click();
    await expect(page).toHaveURL("/categoria/andaluza");
    await expect(page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Española" })).toHaveAttribute("href", "/categoria/espanola");
    expect(await cards(page).count()).toBeGreaterThan(0);
  });

  test("a category page in English", async ({ page }) => {
    await page.goto("/en/categoria/espanola");
    await expect(page).toHaveTitle("Spanish recipes - Sazón");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spanish");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText(["Home", "Categories", "World cuisines"]);
    await expect(cards(page).first().getByRole("link")).toHaveAttribute("href", /^\/en\/receta\//);
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/categorias/");
    await page.getByRole("heading", { level: 3, name: "Española" }).getByRole("link").click();
    await expect(page).toHaveURL("/categoria/espanola");
    await page.getByRole("link", { name: /Siguiente/ }).click();
    await expect(page).toHaveURL("/categoria/espanola?page=2");
    await context.close();
  });

  test("an unknown category is a 404 page in both languages", async ({ page }) => {
    const spanish = await page.goto("/categoria/no-existe");
    expect(spanish?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
    const english = await page.goto("/en/categoria/no-existe");
    expect(english?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    const pastTheEnd = await page.goto("/categoria/espanola?page=500");
    expect(pastTheEnd?.status()).toBe(404);
  });

  test("an uppercase category slug goes to its canonical address", async ({ page }) => {
    await page.goto("/categoria/Espanola");
    await expect(page).toHaveURL("/categoria/espanola");
  });
});

test.describe("tags", () => {
  test("a tag page lists its recipes in both languages", async ({ page }) => {
    const response = await page.goto("/tag/tradicional");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Recetas con la etiqueta Tradicional - Sazón");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recetas con la etiqueta Tradicional");
    await expect(page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link")).toHaveText(["Inicio", "Recetas"]);
    await expect(cards(page)).toHaveCount(12);
    await expectNoAxeViolations(page);

    await pagerLink(page, /Siguiente/).click();
    await expect(page).toHaveURL("/tag/tradicional?page=2");

    await page.goto("/en/tag/tradicional");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recipes tagged Traditional");
    expect(await cards(page).count()).toBeGreaterThan(0);
  });

  test("an unknown tag is a 404 page", async ({ page }) => {
    const response = await page.goto("/tag/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
  });
});
