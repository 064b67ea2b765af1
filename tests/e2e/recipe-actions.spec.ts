import type { Page } from "@playwright/test";
import { expect, newMember, test } from "./fixtures";
import { labels, type Locale } from "./labels";
import { expectNoAxeViolations, waitForHydration } from "./support";

/**
 * The recipe page read while cooking (issue 30): one action bar at a phone's and a desktop's width,
 * with and without JavaScript; one invitation for a visitor; the "Añadir a…" menu for a member; a
 * printed page without controls; and ticked ingredients kept through a reload.
 */
const slug = "paella-valenciana";
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

const bar = (page: Page) => page.locator("[data-recipe-action-bar]");

/** The controls of the action bar a reader can see, by their accessible names. */
async function visibleControls(page: Page): Promise<string[]> {
  return bar(page)
    .locator("button, summary, a")
    .evaluateAll((nodes) =>
      nodes
        .filter((node) => (node as HTMLElement).offsetParent !== null && !node.closest("details:not([open]) > div"))
        .map((node) => (node.getAttribute("aria-label") ?? node.textContent ?? "").trim()),
    );
}

for (const { locale, javaScript, viewport } of [
  { locale: "es" as Locale, javaScript: true, viewport: phone },
  { locale: "en" as Locale, javaScript: false, viewport: phone },
  { locale: "en" as Locale, javaScript: true, viewport: desktop },
  { locale: "es" as Locale, javaScript: false, viewport: desktop },
]) {
  test(`a visitor's action bar at ${viewport.width} px ${javaScript ? "with" : "without"} JavaScript (${locale})`, async ({ browser }) => {
    const { t, prefix } = labels(locale);
    const context = await browser.newContext({ viewport, javaScriptEnabled: javaScript });
    const page = await context.newPage();
    await page.goto(`${prefix}/receta/${slug}`);
    await expect(page.getByRole("group", { name: t("recipe:actions.label") })).toBeVisible();

    // What anyone can do, and one invitation for the rest; cook mode and print need scripts.
    const expected = javaScript ? [t("recipe:detail.cookMode"), t("recipe:actions.print"), t("recipe:actions.share")] : [t("recipe:actions.share")];
    expect(await visibleControls(page)).toEqual([...expected, t("recipe:actions.signIn")]);
    const invitation = page.getByRole("link", { name: t("recipe:actions.signIn") });
    await expect(invitation).toHaveAttribute("href", `${prefix}/sign-in?${new URLSearchParams({ redirectTo: `${prefix}/receta/${slug}` })}`);
    await expect(bar(page).locator('a[href*="/sign-in"]')).toHaveCount(1);

    // The bar's controls are one row wide on a desktop.
    if (viewport === desktop) {
      const tops = await bar(page)
        .locator("[role=group] > *")
        .filter({ visible: true })
        .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
    }
    // On a phone the ingredients start within the first screen and a half.
    if (viewport === phone) {
      const top = await page.locator("#ingredients-title").evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeLessThan(phone.height * 1.5);
    }

    // Sharing without a script is plain links.
    await page.getByText(t("recipe:actions.share"), { exact: true }).click();
    await expect(page.getByRole("link", { name: t("recipe:actions.shareEmail") })).toHaveAttribute("href", /^mailto:\?subject=/);
    if (javaScript) {
      // Escape closes the menu and puts the focus back on its button.
      await waitForHydration(page.locator("[data-print-recipe]"));
      await page.getByRole("link", { name: t("recipe:actions.shareEmail") }).focus();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("link", { name: t("recipe:actions.shareEmail") })).toBeHidden();
      await expect(page.locator("[data-share-recipe] > summary")).toBeFocused();
      await expectNoAxeViolations(page);
    }
    await context.close();
  });
}

for (const javaScript of [true, false]) {
  test(`a member's "Add to…" menu holds a list, the plan and the shopping list at the page's servings (${javaScript ? "with" : "without"} JavaScript)`, async ({
    signedInPage,
  }) => {
    const { t } = labels("es");
    const page = await signedInPage({ as: newMember(), javaScript });
    await page.setViewportSize(phone);
    await page.goto(`/receta/${slug}?servings=6`);
    if (javaScript) await waitForHydration(page.locator("[data-add-to-menu] > summary"));
    await expect(bar(page).getByRole("button", { name: new RegExp(`^${t("common:savedRecipes.save")}`) })).toBeVisible();
    await expect(page.getByRole("link", { name: t("recipe:actions.signIn") })).toHaveCount(0);

    await page.getByText(t("recipe:actions.addTo"), { exact: true }).click();
    const menu = page.locator("[data-add-to-menu]");
    for (const heading of [t("recipe-lists:picker.heading"), t("meal-planner:recipeForm.heading"), t("shopping-list:recipeButton.title")]) {
      await expect(menu.getByRole("heading", { name: heading })).toBeVisible();
    }
    // The button says its servings apart from its words: "Añadir a la compra 6 raciones".
    const shop = menu.getByRole("button", { name: `${t("shopping-list:recipeButton.submit")} ${t("shopping-list:recipeButton.servingsNote", { count: 6 })}` });
    await expect(shop).toBeVisible();
    await shop.click();
    await expect(menu.getByRole("status")).toContainText(t("shopping-list:recipeButton.added"));
    if (javaScript) {
      await page.keyboard.press("Escape");
      await expect(shop).toBeHidden();
      await expect(menu.locator("summary")).toBeFocused();
      await expectNoAxeViolations(page);
    }
  });
}

test("the printed page holds the recipe only", async ({ signedInPage }) => {
  const { t } = labels("es");
  const page = await signedInPage({ as: newMember() });
  await page.goto(`/receta/${slug}`);
  await waitForHydration(page.locator("[data-print-recipe]"));
  await expect(page.getByRole("button", { name: t("recipe:actions.print") })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  const controls = page.locator("button, summary, input, select, textarea, [data-sign-in-invitation]").filter({ visible: true });
  await expect(controls).toHaveCount(0);
  await expect(page.getByRole("link", { name: t("recipe-authoring:remix.action") })).toBeHidden();
  await expect(page.locator("[data-ingredient-line]").first()).toBeVisible();
  await expect(page.locator("[data-steps] > li").first()).toBeVisible();
  await expect(page.locator("[data-servings-status]")).toBeVisible();
});

test("ticked ingredients survive a reload, on this recipe only", async ({ page }) => {
  await page.goto(`/receta/${slug}`);
  const boxes = page.locator("[data-ingredients] input[type=checkbox]");
  await waitForHydration(boxes.first());
  await boxes.nth(1).check();
  await boxes.nth(3).check();
  await page.reload();
  await waitForHydration(boxes.first());
  await expect(boxes.nth(1)).toBeChecked();
  await expect(boxes.nth(3)).toBeChecked();
  await expect(boxes.nth(0)).not.toBeChecked();
  await boxes.nth(1).uncheck();
  await page.reload();
  await waitForHydration(boxes.first());
  await expect(boxes.nth(1)).not.toBeChecked();
  await expect(boxes.nth(3)).toBeChecked();
  await page.goto("/receta/arroz-negro");
  await waitForHydration(boxes.first());
  await expect(page.locator("[data-ingredients] input:checked")).toHaveCount(0);
});
