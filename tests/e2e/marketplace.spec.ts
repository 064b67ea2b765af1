import { expect, newMember, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations, waitForHydration } from "./support";

/**
 * What to buy for a recipe (/receta/{slug}/marketplace, decision 054): a visitor's list in both
 * languages with staples marked and an invitation to sign in, kept for visitors and not indexed; a
 * demo member's with their pantry taken off; servings changed by a plain GET form; and an English
 * member reading cups and ounces here and on the recipe page until they choose metric (decision 081).
 */
const es = labels("es");
const en = labels("en");

test.describe("recipe marketplace", () => {
  test("a visitor sees the list in Spanish, staples marked, the sign-in invitation, and changes the servings without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const { t } = es;
    await page.goto("/receta/paella-valenciana");
    await page.getByRole("link", { name: t("recipe:detail.marketplaceLink") }).click();
    await expect(page).toHaveURL(/\/receta\/paella-valenciana\/marketplace$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${t("recipe-marketplace:heading")}: Paella valenciana`);
    await expect(page.locator("[data-aisle=pantry] [data-marketplace-line=arroz-bomba] [data-line-text]")).toHaveText("480 g de arroz bomba");
    await expect(page.locator("[data-marketplace-line=sal] [data-line-note]")).toContainText(t("recipe-marketplace:line.staple"));
    await expect(page.locator("[data-in-pantry]")).toHaveCount(0);
    const signIn = page.getByRole("link", { name: t("recipe-marketplace:visitor.signIn") });
    await expect(signIn).toHaveAttribute("href", `/sign-in?${new URLSearchParams({ redirectTo: "/receta/paella-valenciana/marketplace" })}`);

    await page.getByLabel(t("recipe-marketplace:servings.label")).fill("12");
    await page.getByRole("button", { name: t("recipe-marketplace:servings.submit") }).click();
    await expect(page).toHaveURL(/\/receta\/paella-valenciana\/marketplace\?servings=12$/);
    await expect(page.locator("[data-marketplace-line=arroz-bomba] [data-line-text]")).toHaveText("960 g de arroz bomba");
    await expect(page.locator("[data-marketplace-intro]")).toHaveText(t("recipe-marketplace:intro", { count: 12 }));
    await context.close();
  });

  test("a visitor's page in English: kept like the recipe page, not indexed, accessible, in US customary until the recipe page's switch says metric", async ({ page }) => {
    const { t } = en;
    const response = await page.goto("/en/receta/paella-valenciana/marketplace");
    expect(response?.headers()["cache-control"]).toBe("public, max-age=7200");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${t("recipe-marketplace:heading")}: Valencian paella`);
    await expect(page.locator("[data-marketplace-line=arroz-bomba] [data-line-text]")).toHaveText("1¼ lb bomba rice");
    await expect(page.locator("[data-aisle=produce] h2")).toHaveText("Fruit & veg");
    await expect(page.getByRole("link", { name: t("recipe-marketplace:visitor.signIn") })).toHaveAttribute(
      "href",
      `/en/sign-in?${new URLSearchParams({ redirectTo: "/en/receta/paella-valenciana/marketplace" })}`,
    );
    await expectNoAxeViolations(page);
    // §2's address and the alias lead here.
    await page.goto("/en/recipes/paella-valenciana/marketplace");
    await expect(page).toHaveURL(/\/en\/receta\/paella-valenciana\/marketplace$/);

    // The visitor's metric choice on the recipe page (their cookie) holds here too.
    await page.goto("/en/receta/paella-valenciana");
    await waitForHydration(page.getByRole("button", { name: t("recipe:units.metric") }));
    await page.getByRole("button", { name: t("recipe:units.metric") }).click();
    // The lines change once the choice is saved and the page read again.
    await expect(page.locator("[data-ingredient-line]").filter({ hasText: "bomba rice" })).toHaveText("480 g bomba rice");
    await page.goto("/en/receta/paella-valenciana/marketplace");
    await expect(page.locator("[data-marketplace-line=arroz-bomba] [data-line-text]")).toHaveText("480 g bomba rice");
  });

  test("a signed-in demo member sees their pantry taken off and listed apart", async ({ signedInPage }) => {
    const page = await signedInPage({ as: "marta-gil" });
    const { t } = es;
    const response = await page.goto("/receta/paella-valenciana/marketplace");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.locator("[data-marketplace-sign-in]")).toHaveCount(0);
    const pantry = page.locator("[data-in-pantry]");
    await expect(pantry.getByRole("heading")).toHaveText(t("recipe-marketplace:pantry.title"));
    // Salt is a staple and Marta's kilo of rice covers the 480 g: both at home, neither among the aisles.
    await expect(pantry.locator("[data-marketplace-line=sal]")).toHaveCount(1);
    await expect(pantry.locator("[data-marketplace-line=arroz-bomba]")).toHaveCount(1);
    await expect(page.locator("[data-aisle] [data-marketplace-line=arroz-bomba]")).toHaveCount(0);
    await expect(page.locator("[data-aisle] [data-marketplace-line=pollo]")).toHaveCount(1);
    await expect(page.getByRole("button", { name: new RegExp(t("shopping-list:recipeButton.submit")) })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an English member who never chose units reads cups and ounces, adds the list to their shopping, and reads metric once they choose it", async ({ signedInPage }) => {
    const page = await signedInPage({ as: newMember(), locale: "en", javaScript: false });
    const { t } = en;
    // Until chosen, the setting shows English's default and says it follows the language (decision 081).
    await page.goto("/en/settings/units");
    await expect(page.getByLabel(t("settings:units.options.us"))).toBeChecked();
    await expect(page.locator("[data-units-follow-language]")).toHaveText(t("settings:units.followsLanguage"));

    await page.goto("/en/receta/arroz-negro/marketplace");
    await expect(page.locator("[data-marketplace-line=caldo-de-pescado] [data-line-text]")).toHaveText(/^4¼ cups /);
    await expect(page.locator("[data-marketplace-line=gamba] [data-line-text]")).toHaveText(/^7½ oz /);
    await page.getByRole("button", { name: new RegExp(t("shopping-list:recipeButton.submit")) }).click();
    await expect(page).toHaveURL(/\/en\/receta\/arroz-negro\/marketplace\?servings=4&shopping=added$/);
    await expect(page.getByRole("status")).toContainText(t("shopping-list:recipeButton.added"));

    // The recipe page's lines too, converted for reading (to the nearest step); Spanish stays metric.
    await page.goto("/en/receta/paella-valenciana");
    await expect(page.locator("[data-ingredient-line]").filter({ hasText: "bomba rice" })).toHaveText("1 lb bomba rice");
    await expect(page.locator("[data-ingredient-line]").filter({ hasText: /water/ })).toHaveText(/^10½ cups water/);
    await page.goto("/receta/paella-valenciana");
    await expect(page.locator("[data-ingredient-line]").filter({ hasText: "arroz bomba" })).toHaveText("480 g de arroz bomba");

    // Metric, once chosen, is kept.
    await page.goto("/en/settings/units");
    await page.getByLabel(t("settings:units.options.metric")).check();
    await page.getByRole("button", { name: t("settings:units.submit") }).click();
    await expect(page).toHaveURL(/\/en\/settings\/units\?saved=1$/);
    await expect(page.getByText(t("settings:units.saved"))).toBeVisible();
    await expect(page.getByLabel(t("settings:units.options.metric"))).toBeChecked();
    await expect(page.locator("[data-units-follow-language]")).toHaveCount(0);
    await page.goto("/en/receta/paella-valenciana/marketplace");
    await expect(page.locator("[data-marketplace-line=arroz-bomba] [data-line-text]")).toHaveText("480 g bomba rice");
    await page.goto("/en/receta/paella-valenciana");
    await expect(page.locator("[data-ingredient-line]").filter({ hasText: "bomba rice" })).toHaveText("480 g bomba rice");
  });
});
