import { expect, test } from "@playwright/test";

/**
 * Issue 30: the header's box understands an everyday request as the search page's own field does
 * (decisions/069): a diet required, the meal ranked, a kind of food ruled out and shown as a chip
 * under "Hemos entendido" / "We understood", removable like any chip.
 */
for (const { locale, home, words, understood, chip, label } of [
  { locale: "es", home: "/", words: "cena vegana sin frutos secos", understood: "Hemos entendido:", chip: /frutos secos/i, label: "Buscar recetas" },
  { locale: "en", home: "/en", words: "vegan dinner without nuts", understood: "We understood:", chip: /nuts/i, label: "Search recipes" },
]) {
  test(`the header's box understands "${words}" (${locale})`, async ({ page }) => {
    await page.goto(home);
    const box = page.getByRole("banner").getByRole("combobox", { name: label });
    await box.fill(words);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/buscar\/?\?q=/);

    const count = page.locator("[data-result-count]");
    await expect(count).not.toHaveAttribute("data-result-count", "0");
    const chips = page.locator("[data-semantic-chips]");
    await expect(chips).toContainText(understood);
    const nuts = chips.locator("[data-filter-chip='semantic:exclude_ingredient_ids:frutos-secos']");
    await expect(nuts).toContainText(chip);

    // Removing the vegan chip keeps the nuts ruled out, as an explicit filter.
    await chips.locator("[data-filter-chip='semantic:include_tag_slugs:vegana']").click();
    await expect(page).toHaveURL(/exclude_ingredients=frutos-secos/);
    await expect(page.locator("[data-filter-chip='excludeIngredients:frutos-secos']")).toContainText(chip);
  });
}
