import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations, waitForHydration } from "./support";

/**
 * The metric / US switch as an English visitor uses it (issue 30, decision 074): US customary by
 * default; "Metric" turns the ingredients and the steps' temperatures and lengths to metric and is
 * kept (a cookie), without JavaScript through the form and back, with it in place.
 */
const address = "/en/receta/patatas-bravas";
const { t } = labels("en");

const potatoes = (page: Page) => page.locator("[data-ingredient-line]").filter({ hasText: "potato" });
const frying = (page: Page) => page.locator("[data-steps] > li").nth(3);
const cutting = (page: Page) => page.locator("[data-steps] > li").first();

async function expectUs(page: Page) {
  await expect(potatoes(page)).toHaveText(/^2¼ lb potato/);
  await expect(frying(page)).toContainText("285 °F");
  await expect(cutting(page)).toContainText("1¼-inch");
  await expect(page.getByRole("button", { name: t("recipe:units.us") })).toHaveAttribute("aria-pressed", "true");
}

async function expectMetric(page: Page) {
  await expect(potatoes(page)).toHaveText(/^1 kg potato/);
  await expect(frying(page)).toContainText("140 °C");
  await expect(frying(page)).not.toContainText("°F");
  await expect(cutting(page)).toContainText("3-cm");
  await expect(page.getByRole("button", { name: t("recipe:units.metric") })).toHaveAttribute("aria-pressed", "true");
}

for (const javaScript of [false, true]) {
  test(`an English visitor switches the recipe page to metric and back ${javaScript ? "with" : "without"} JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: javaScript, colorScheme: "light" });
    const page = await context.newPage();
    await page.goto(address);
    if (javaScript) {
      await waitForHydration(page.getByRole("button", { name: t("recipe:units.metric") }));
    }
    await expectUs(page);

    await page.getByRole("button", { name: t("recipe:units.metric") }).click();
    await expectMetric(page);
    await expect(page).toHaveURL(new RegExp(`${address}(#.*)?$`));
    if (javaScript) await expectNoAxeViolations(page);
    // The choice is kept: the next view is metric too (in the dark theme, for axe).
    if (javaScript) await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await expectMetric(page);
    if (javaScript) {
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await waitForHydration(page.getByRole("button", { name: t("recipe:units.us") }));
      await expectNoAxeViolations(page);
    }

    await page.getByRole("button", { name: t("recipe:units.us") }).click();
    await expectUs(page);
    await context.close();
  });
}
