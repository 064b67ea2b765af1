import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated } from "./support";

/** The header's search input, once hydrated (the combobox role is only added by JavaScript). */
async function headerCombobox(page: Page, path: string, label: string) {
  await gotoHydrated(page, path);
  const combobox = page.getByRole("banner").getByRole("combobox", { name: label });
  await expect(combobox).toHaveAttribute("aria-expanded", "false");
  return combobox;
}

test.describe("search suggestions", () => {
  test("suggests the recipe for a misspelt name and opens it from the keyboard", async ({ page }) => {
    const combobox = await headerCombobox(page, "/", "Buscar recetas");
    await combobox.fill("gaspacho");

    const listbox = page.getByRole("banner").getByRole("listbox", { name: "Sugerencias" });
    const recipes = listbox.getByRole("group", { name: "Recetas" });
    await expect(recipes.getByRole("option", { name: "Gazpacho andaluz" })).toBeVisible();
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    await expect(combobox).toHaveAttribute("aria-autocomplete", "list");
    await expect(combobox).toHaveAttribute("aria-controls", (await listbox.getAttribute("id"))!);
    await expect(page.getByRole("banner").getByText(/^\d+ sugerencias?$/)).toBeAttached();
    await expectNoAxeViolations(page);

    await combobox.press("ArrowDown");
    const first = listbox.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(combobox).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await expect(first).toHaveText("Gazpacho andaluz");

    await combobox.press("Enter");
    await expect(page).toHaveURL("/receta/gazpacho-andaluz");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/gazpacho/i);
  });

  test("offers ingredients in English and opens the search filtered by the one chosen", async ({ page }) => {
    const combobox = await headerCombobox(page, "/en", "Search recipes");
    await combobox.fill("chick");

    const listbox = page.getByRole("banner").getByRole("listbox", { name: "Suggestions" });
    const chicken = listbox.getByRole("group", { name: "Ingredients" }).getByRole("option", { name: "chicken", exact: true });
    await expect(chicken).toBeVisible();
    await expect(chicken.locator("mark")).toHaveText("chick");

    await chicken.click();
    // The search page's canonical address may end in a slash.
    await expect(page).toHaveURL(/\/en\/buscar\/?\?include_ingredients=pollo$/);
  });

  test("Escape closes the list, a second Escape clears the text, and a click outside closes it too", async ({ page }) => {
    const combobox = await headerCombobox(page, "/", "Buscar recetas");
    await combobox.fill("gaspacho");
    const listbox = page.getByRole("banner").getByRole("listbox", { name: "Sugerencias" });
    await expect(listbox.getByRole("option", { name: "Gazpacho andaluz" })).toBeVisible();

    await combobox.press("ArrowDown");
    await combobox.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await expect(combobox).not.toHaveAttribute("aria-activedescendant");
    await expect(combobox).toHaveValue("gaspacho");
    await expect(combobox).toBeFocused();

    // The arrows bring the same suggestions back.
    await combobox.press("ArrowDown");
    await expect(listbox).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(listbox).toBeHidden();

    await combobox.focus();
    await expect(listbox).toBeVisible();
    await combobox.press("Escape");
    await expect(listbox).toBeHidden();
    await combobox.press("Escape");
    await expect(combobox).toHaveValue("");
  });

  test("Enter without a chosen suggestion searches for the text, as the plain form does", async ({ page }) => {
    const combobox = await headerCombobox(page, "/", "Buscar recetas");
    await combobox.fill("gaspacho");
    await expect(page.getByRole("banner").getByRole("option", { name: "Gazpacho andaluz" })).toBeVisible();
    await combobox.press("Enter");
    await expect(page).toHaveURL(/\/buscar\/?\?q=gaspacho$/);
  });

  test("without JavaScript the search box is a plain search field", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const searchbox = page.getByRole("banner").getByRole("searchbox", { name: "Buscar recetas" });
    await expect(searchbox).not.toHaveAttribute("aria-expanded");
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await searchbox.fill("gazpacho");
    await searchbox.press("Enter");
    await expect(page).toHaveURL(/\/buscar\/?\?q=gazpacho$/);
    await context.close();
  });
});
