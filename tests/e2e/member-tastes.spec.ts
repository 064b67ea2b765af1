import { expect, newMember, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations } from "./support";

/** A member's tastes shape their search (decision 075): shown as chips they can remove, changed in the settings. */
test("a member's diet is applied to their search as a chip they can remove", async ({ signedInPage }) => {
  const { t } = labels("es");
  const page = await signedInPage({ as: newMember({ name: "Vera Gustos" }), locale: "es" });
  const count = async () => Number(await page.locator("[data-result-count]").getAttribute("data-result-count"));

  await page.goto("/settings/tastes");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("settings:tastes.title"));
  await page
    .getByRole("group", { name: t("settings:tastes.diets") })
    .getByText("Vegana", { exact: true })
    .click();
  await page.getByRole("button", { name: t("settings:tastes.submit") }).click();
  await expect(page.getByText(t("settings:tastes.saved"))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/buscar/");
  const tasteChips = page.locator("[data-taste-chips]");
  await expect(tasteChips).toContainText(t("search:tastes.applied"));
  const vegan = tasteChips.locator('[data-filter-chip="includeTags:vegana"]');
  await expect(vegan).toBeVisible();
  const withDiet = await count();
  expect(withDiet).toBeGreaterThan(0);
  // On a wide screen the filter column is far taller than the window; Apply stays in reach at its bottom.
  await expect(page.locator("[data-filter-panel]").getByRole("button", { name: t("search:apply") })).toBeInViewport();
  await expectNoAxeViolations(page);

  await vegan.click();
  await expect(page).toHaveURL(/\/buscar\/\?tastes=off$/);
  await expect(tasteChips).toHaveCount(0);
  expect(await count()).toBeGreaterThan(withDiet);
  // Removed means removed: a reload keeps it off.
  await page.reload();
  await expect(page.locator('[data-filter-chip="includeTags:vegana"]')).toHaveCount(0);
});
