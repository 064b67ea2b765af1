import type { Page } from "@playwright/test";
import { addDays, mondayOf, todayIn } from "../../api/contract/plan-days";
import { expect, newMember, test } from "./fixtures";
import { labels, type Locale } from "./labels";

/**
 * Issue 14's acceptance as one journey: a new member with rice in the pantry plans a week with two
 * rice dishes at different servings, makes the shopping list from the plan, finds the rice once,
 * summed, less what the pantry holds, with both recipes under it, and prints it on one page. In
 * Spanish without JavaScript and in English with it.
 */
const monday = () => mondayOf(todayIn("Europe/Madrid"));

const rice = { es: "arroz bomba", en: "bomba rice" } as const;

async function addRiceToPantry(page: Page, locale: Locale) {
  const { t, prefix } = labels(locale);
  await page.goto(`${prefix}/user/pantry`);
  // A plain field without JavaScript, the catalogue's combobox with it: typed in full, either adds.
  await page.getByLabel(t("pantry:add.ingredient"), { exact: true }).fill(rice[locale]);
  await page.getByLabel(t("pantry:add.quantity")).fill("200");
  await page.getByLabel(t("pantry:add.unit")).selectOption("g");
  await page.getByRole("button", { name: t("pantry:add.submit"), exact: true }).click();
  await expect(page.locator("[data-pantry-item=arroz-bomba]")).toContainText("200");
}

async function planTwoRiceDishes(page: Page, locale: Locale) {
  const { t, prefix } = labels(locale);
  await page.goto(`${prefix}/meal-planner`);
  await page.getByRole("button", { name: t("meal-planner:list.createThisWeek") }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/meal-planner/\\d+`));
  for (const [slug, day, slot, servings] of [
    ["paella-valenciana", 0, "lunch", "3"],
    ["arroz-negro", 1, "dinner", "8"],
  ] as const) {
    const form = page.locator("#add-entry");
    await form.getByLabel(t("meal-planner:add.recipeAddress")).fill(slug);
    await form.getByLabel(t("meal-planner:add.day")).selectOption(addDays(monday(), day));
    await form.getByLabel(t("meal-planner:add.slot")).selectOption(slot);
    await form.getByLabel(t("meal-planner:add.servings")).fill(servings);
    await form.getByRole("button", { name: t("meal-planner:add.submit") }).click();
    await expect(page.locator(`[data-day="${addDays(monday(), day)}"] [data-slot="${slot}"]`)).toContainText(t("meal-planner:plan.servings", { count: Number(servings) }));
  }
}

for (const [locale, javaScript] of [
  ["es", false],
  ["en", true],
] as const) {
  test(`${locale}, ${javaScript ? "with" : "without"} JavaScript: a planned week becomes one shopping list, less the pantry, printed on one page`, async ({ signedInPage }) => {
    // Three pages of forms for a new member on a busy machine.
    test.slow();
    const page = await signedInPage({ as: newMember(), locale, javaScript });

    await addRiceToPantry(page, locale);
    await planTwoRiceDishes(page, locale);

    await page.locator("[data-shopping-from-plan]").click();
    await expect(page).toHaveURL(/\/user\/shopping-list/);

    // 480 g for 6 at 3 servings and 320 g for 4 at 8 make 880 g; the pantry's 200 g leave 680 g,
    // which an English member who never chose units reads in US customary (decision 081).
    const line = page.locator("[data-line]").filter({ hasText: rice[locale] });
    await expect(line).toHaveCount(1);
    await expect(line.locator("[data-line-text]")).toHaveText(locale === "es" ? "680 g de arroz bomba" : "1½ lb bomba rice");
    const sources = line.locator("[data-line-sources]");
    await expect(sources).toContainText(locale === "es" ? "Paella valenciana" : "Valencian paella");
    await expect(sources).toContainText(locale === "es" ? "Arroz negro" : "Black rice");
    // Salt is a staple: assumed at home, never on an aisle.
    await expect(page.locator("[data-aisle]").getByText(locale === "es" ? /^sal\b/ : /^salt\b/)).toHaveCount(0);

    await page.emulateMedia({ media: "print" });
    await expect(page.locator("[data-site-header]")).toBeHidden();
    const pdf = (await page.pdf({ format: "A4" })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);
  });
}
