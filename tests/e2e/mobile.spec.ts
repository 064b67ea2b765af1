import { expect, type Locator, type Page, test } from "@playwright/test";
import { labels } from "./labels";
import { expectNoAxeViolations, gotoHydrated } from "./support";

/** Issue 13's phone: results on the first screen, filters in a sheet, a compact header, buttons that wrap (decision 041). */
const phone = { width: 390, height: 844 };
/** The header's bound on a phone: one row of 44 px targets and its padding. */
const HEADER_MAX_PX = 64;

const es = labels("es");
const en = labels("en");
const resultCount = async (page: Page) => Number(await page.locator("[data-result-count]").getAttribute("data-result-count"));
const sheet = (page: Page) => page.locator("[data-filter-sheet]");
const facet = (page: Page, name: string) => page.locator(`[data-facet="${name}"]`);

async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, "the element is laid out").not.toBeNull();
  return box!.y;
}

/** Visible text fields a visitor could type a search into (the header's, the page's). */
const visibleSearchFields = (page: Page) => page.locator('input[name="q"]:visible');

for (const javaScriptEnabled of [true, false]) {
  test.describe(`on a 390 px phone ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ viewport: phone, javaScriptEnabled });

    test("search results start on the first screen under one search field and a compact header", async ({ page }) => {
      await page.goto("/buscar/?q=pollo");
      expect((await page.locator("[data-site-header]").boundingBox())!.height).toBeLessThanOrEqual(HEADER_MAX_PX);
      await expect(page.locator("[data-recipe-card]").first()).toBeVisible();
      expect(await top(page.locator("[data-recipe-card]").first())).toBeLessThan(phone.height);
      // The filters wait behind their button; the page's own field is the only search field.
      await expect(facet(page, "difficulty")).toBeHidden();
      await expect(visibleSearchFields(page)).toHaveCount(1);
      await expect(page.getByRole("search", { name: es.t("search:formLabel") }).getByRole("searchbox", { name: es.t("search:textLabel") })).toHaveValue("pollo");

      await page.goto("/en/buscar/?q=chicken&difficulty=easy");
      expect(await top(page.locator("[data-recipe-card]").first())).toBeLessThan(phone.height);
      await expect(page.locator("[data-filter-toggle]")).toContainText(en.t("search:filtersButton", { count: 1 }));
    });

    test("elsewhere the header's search is a button that opens one field", async ({ page }) => {
      await page.goto("/recetas/");
      expect((await page.locator("[data-site-header]").boundingBox())!.height).toBeLessThanOrEqual(HEADER_MAX_PX);
      await expect(visibleSearchFields(page)).toHaveCount(0);
      await page.locator("[data-mobile-search] summary").click();
      await expect(visibleSearchFields(page)).toHaveCount(1);
      if (javaScriptEnabled) await expect(page.getByRole("banner").getByRole("combobox", { name: es.t("search.label") })).toBeFocused();
      await visibleSearchFields(page).fill("gazpacho");
      await visibleSearchFields(page).press("Enter");
      await expect(page).toHaveURL("/buscar/?q=gazpacho");

      // The home page's hero is its search field: the header adds no second one.
      await page.goto("/");
      await expect(page.locator("[data-mobile-search]")).toHaveCount(0);
      await expect(visibleSearchFields(page)).toHaveCount(1);
      // Language and theme sit in the menu.
      await page
        .getByRole("banner")
        .locator("summary", { hasText: es.t("a11y.openMenu") })
        .click();
      await expect(page.locator("[data-menu-settings]").getByRole("link", { name: es.t("language.switchTo_en") })).toBeVisible();
      await expect(page.locator("[data-menu-settings] [data-theme-toggle]")).toBeVisible();
    });

    test("a label that wraps keeps the button's padding on every line", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto("/users/carmen-montero");
      const button = page.locator("[data-follow-sign-in]");
      await expect(button).toHaveText(es.t("community:follow.signIn", { name: "Carmen Montero" }));
      const box = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        const firstLine = range.getClientRects()[0]!;
        const rect = element.getBoundingClientRect();
        return {
          height: rect.height,
          lines,
          lineHeight: parseFloat(style.lineHeight),
          paddingTop: parseFloat(style.paddingTop),
          paddingBottom: parseFloat(style.paddingBottom),
          textTop: firstLine.top - rect.top,
        };
      });
      expect(box.lines).toBeGreaterThanOrEqual(2);
      expect(box.paddingTop).toBeGreaterThanOrEqual(8);
      expect(box.paddingBottom).toBeGreaterThanOrEqual(8);
      expect(box.height).toBeGreaterThanOrEqual(box.lineHeight * box.lines + box.paddingTop + box.paddingBottom - 1);
      expect(box.textTop).toBeGreaterThanOrEqual(box.paddingTop - 1);
    });

    test("the recipe list leads to the same filters, keeping its category and order", async ({ page }) => {
      await page.goto("/recetas/?category=espanola&sort=rating");
      const listed = await resultCount(page);
      const link = page.locator("[data-list-filters]");
      await expect(link).toHaveText(es.t("browse:recipes.filters"));
      await expect(link).toHaveAttribute("href", "/buscar/?categories=espanola&sort=rating_desc#filtros");
      await link.click();
      await expect(page).toHaveURL("/buscar/?categories=espanola&sort=rating_desc#filtros");
      expect(await resultCount(page)).toBe(listed);
      // Arriving from "Filtrar recetas" the filters are open.
      await expect(facet(page, "difficulty")).toBeVisible();
      if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: es.t("search:filters") })).toBeVisible();
    });
  });
}

test.describe("the filter sheet on a phone without JavaScript", () => {
  test.use({ viewport: phone, javaScriptEnabled: false });

  test("Filtros (N) is a disclosure: it opens, applies and closes", async ({ page }) => {
    await page.goto("/buscar/?q=pollo");
    const all = await resultCount(page);
    const toggle = page.locator("[data-filter-toggle] summary");
    await expect(toggle).toHaveText(es.t("search:filters"));
    await expect(sheet(page)).toBeHidden();

    await toggle.click();
    await expect(sheet(page)).toBeVisible();
    await facet(page, "difficulty").getByLabel(es.t("search:difficulty.easy")).check();
    await sheet(page)
      .getByRole("button", { name: es.t("search:apply") })
      .click();
    await expect(page).toHaveURL("/buscar/?q=pollo&difficulty=easy");
    expect(await resultCount(page)).toBeLessThan(all);
    // Back to results first, the button counting the filter.
    await expect(sheet(page)).toBeHidden();
    await expect(toggle).toHaveText(es.t("search:filtersButton", { count: 1 }));
    expect(await top(page.locator("[data-recipe-card]").first())).toBeLessThan(phone.height);

    await toggle.click();
    await expect(sheet(page)).toBeVisible();
    await toggle.click();
    await expect(sheet(page)).toBeHidden();
  });
});

test.describe("the filter sheet on a phone with JavaScript", () => {
  test.use({ viewport: phone });

  test("a modal sheet: focus moves in and stays, Escape and the close button give it back", async ({ page }) => {
    // Two axe runs over the search page (hundreds of filter options): more than the default budget on a busy machine.
    test.slow();
    await gotoHydrated(page, "/buscar/?q=pollo");
    const all = await resultCount(page);
    const toggle = page.getByRole("button", { name: es.t("search:filters"), exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    const dialog = page.getByRole("dialog", { name: es.t("search:filters") });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: es.t("search:closeFilters") })).toBeFocused();
    // Modal: the rest of the page cannot be reached.
    expect(await page.locator("[data-site-header]").evaluate((element) => Boolean(element.closest("[inert]")))).toBe(true);
    expect(
      await page
        .locator("[data-recipe-card]")
        .first()
        .evaluate((element) => Boolean(element.closest("[inert]"))),
    ).toBe(true);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.locator("[data-site-header]").evaluate((element) => Boolean(element.closest("[inert]")))).toBe(false);

    // A filter applies at once behind the sheet, and the focus stays on it while the fields are redrawn.
    await toggle.click();
    await facet(page, "difficulty").getByLabel(es.t("search:difficulty.easy")).check();
    await expect(page).toHaveURL("/buscar/?q=pollo&difficulty=easy");
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    await expect(dialog).toBeVisible();
    await expect(facet(page, "difficulty").getByLabel(es.t("search:difficulty.easy"))).toBeFocused();

    await dialog.getByRole("button", { name: es.t("search:closeFilters") }).click();
    await expect(dialog).toBeHidden();
    const counted = page.getByRole("button", { name: es.t("search:filtersButton", { count: 1 }) });
    await expect(counted).toBeFocused();
    expect(await top(page.locator("[data-recipe-card]").first())).toBeLessThan(phone.height);
    await expectNoAxeViolations(page);
  });
});

test.describe("on a desktop", () => {
  test("the filters stay a side panel beside the results, with no sheet button", async ({ page }) => {
    await gotoHydrated(page, "/buscar/?q=pollo");
    await expect(facet(page, "difficulty")).toBeVisible();
    await expect(page.locator("[data-filter-toggle]")).toBeHidden();
    const panel = await page.locator("[data-filter-sheet]").boundingBox();
    const firstCard = await page.locator("[data-recipe-card]").first().boundingBox();
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(firstCard!.x);
    await expect(page.locator("[data-mobile-search]")).toBeHidden();
    await expect(page.getByRole("banner").getByRole("combobox", { name: es.t("search.label") })).toBeVisible();
    await expect(page.locator("[data-list-filters]")).toHaveCount(0);

    await page.goto("/en/recetas/");
    await expect(page.locator("[data-list-filters]")).toHaveAttribute("href", "/en/buscar/#filtros");
  });
});
