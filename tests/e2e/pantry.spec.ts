import { expect, newMember, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations } from "./support";

/**
 * The pantry (/user/pantry, decision 048): adding from the catalogue with and without JavaScript,
 * amounts, the staples switch, and "what can I make" naming what is missing.
 */
test.describe("pantry", () => {
  test("without JavaScript: an exact name is added at once, a partial one is picked from the catalogue; what can I make names what is missing", async ({ signedInPage }) => {
    const { t } = labels("es");
    const page = await signedInPage({ as: newMember(), locale: "es", javaScript: false });
    await page.goto("/user/pantry");
    await expect(page.getByRole("heading", { level: 1, name: t("pantry:title") })).toBeVisible();
    await expect(page.getByText(t("pantry:items.empty"))).toBeVisible();
    await expect(page.getByText(t("pantry:recipes.emptyPantry"))).toBeVisible();
    await expect(page.getByRole("navigation", { name: t("layout.userNav") }).getByRole("link", { name: t("nav.pantry") })).toHaveAttribute("aria-current", "page");

    // "Huevo" with its accent-free spelling matches the catalogue exactly: added with its amount.
    await page.getByRole("textbox", { name: t("pantry:add.ingredient"), exact: true }).fill("Huevo");
    await page.getByLabel(t("pantry:add.quantity")).fill("6");
    await page.getByRole("button", { name: t("pantry:add.submit"), exact: true }).click();
    await expect(page.getByText(t("pantry:done.added"))).toBeVisible();
    await expect(page.locator("[data-pantry-item=huevo]")).toContainText("6");

    // "patat" is not a name: the catalogue's matches are offered, and one is picked.
    await page.getByRole("textbox", { name: t("pantry:add.ingredient"), exact: true }).fill("patat");
    await page.getByRole("button", { name: t("pantry:add.submit"), exact: true }).click();
    await expect(page.getByRole("heading", { name: t("pantry:add.pickTitle", { q: "patat" }) })).toBeVisible();
    await page.getByRole("button", { name: t("pantry:add.pickAdd", { name: "patata" }) }).click();
    await expect(page.locator("[data-pantry-item=patata]")).toBeVisible();

    // An unknown ingredient is refused in Spanish, the text kept, nothing added.
    await page.getByRole("textbox", { name: t("pantry:add.ingredient"), exact: true }).fill("kriptonita");
    await page.getByRole("button", { name: t("pantry:add.submit"), exact: true }).click();
    await expect(page.getByText(t("pantry:add.pickNone", { q: "kriptonita" }))).toBeVisible();
    await expect(page.locator("[data-pantry-item]")).toHaveCount(2);

    // Egg and potato, with the staples assumed (oil, salt): the tortilla only lacks the onion.
    const tortilla = page.locator("[data-pantry-recipe=tortilla-de-patatas]");
    await expect(tortilla).toContainText(t("pantry:recipes.missing", { count: 1, names: "cebolla" }));
    await expect(tortilla).toContainText(t("pantry:recipes.held", { held: 4, total: 5 }));

    // Without the staples, the oil and the salt are missing too.
    await page.getByRole("switch", { name: t("pantry:staples.label") }).click();
    await expect(page.getByText(t("pantry:done.staples-off"))).toBeVisible();
    await expect(page.getByRole("switch", { name: t("pantry:staples.label") })).toHaveAttribute("aria-checked", "false");
    await expect(page.locator("[data-pantry-recipe=tortilla-de-patatas]")).toContainText(t("pantry:recipes.held", { held: 2, total: 5 }));
    await page.getByRole("switch", { name: t("pantry:staples.label") }).click();

    // The amount changes, then the egg goes.
    await page.getByRole("textbox", { name: t("pantry:items.quantityOf", { name: "huevo" }) }).fill("12");
    await page.getByRole("button", { name: t("pantry:items.saveNamed", { name: "huevo" }) }).click();
    await expect(page.getByText(t("pantry:done.updated"))).toBeVisible();
    await expect(page.locator("[data-pantry-item=huevo]")).toContainText("12");
    await page.getByRole("button", { name: t("pantry:items.removeNamed", { name: "huevo" }) }).click();
    await expect(page.getByText(t("pantry:done.removed"))).toBeVisible();
    await expect(page.locator("[data-pantry-item]")).toHaveCount(1);
  });

  test("with JavaScript, in English: the catalogue autocomplete adds without leaving the page, and the tortilla is complete", async ({ signedInPage }) => {
    const { t, prefix } = labels("en");
    const page = await signedInPage({ as: newMember(), locale: "en" });
    await page.goto(`${prefix}/user/pantry`);
    await expectNoAxeViolations(page);
    const box = page.getByRole("combobox", { name: t("pantry:add.ingredient") });
    for (const [typed, name] of [
      ["potat", "potato"],
      ["eg", "egg"],
      ["onio", "onion"],
    ]) {
      await box.fill(typed!);
      const option = page.getByRole("option", { name: name!, exact: true });
      await expect(option).toBeVisible();
      await box.press("ArrowDown");
      await option.click();
      await expect(box).toHaveValue(name!);
      await page.getByRole("button", { name: t("pantry:add.submit"), exact: true }).click();
      await expect(page.locator("[data-pantry-items]").getByText(name!, { exact: true })).toBeVisible();
      await expect(box).toHaveValue("");
    }
    await expect(page.locator("[data-pantry-recipe=tortilla-de-patatas]")).toContainText(t("pantry:recipes.complete"));
    // The switch answers at once and the recipes follow.
    const staples = page.getByRole("switch", { name: t("pantry:staples.label") });
    await staples.click();
    await expect(staples).toHaveAttribute("aria-checked", "false");
    await expect(page.locator("[data-pantry-recipe=tortilla-de-patatas]")).toContainText(t("pantry:recipes.missing", { count: 2, names: "extra virgin olive oil and salt" }));
    await expectNoAxeViolations(page);
  });

  test("a demo member's pantry is filled and the page needs sign-in", async ({ page, signedInPage }) => {
    const { t } = labels("es");
    await page.goto("/user/pantry");
    await expect(page).toHaveURL(/\/sign-in/);
    const member = await signedInPage({ as: "marta-gil" });
    await member.goto("/user/pantry");
    await expect(member.locator("[data-pantry-item]")).not.toHaveCount(0);
    await expect(member.locator("[data-pantry-recipe]").first()).toBeVisible();
    await expect(member.getByText(t("pantry:items.empty"))).toHaveCount(0);
  });
});
