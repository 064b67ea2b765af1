import type { Page } from "@playwright/test";
import { addDays, mondayOf, todayIn } from "../../api/contract/plan-days";
import { expect, newMember, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations } from "./support";

/**
 * My kitchen at every size (issue 31, decision 079): the week grid fits from a phone to a laptop
 * with whole words and a picture per dish, and its dishes move by drag or by the keyboard; the
 * section menu folds on a phone so the page comes first; an unverified member reads on a recipe
 * page what the member pages would tell them.
 */
const monday = () => mondayOf(todayIn("Europe/Madrid"));

/** Adds a demo recipe to this week's plan the way the recipe page's form posts it; answers the plan's id. */
async function plan(page: Page, recipe: string, weekday: number, slot: string): Promise<string> {
  const answer = await page.request.post("/meal-planner", {
    form: { recipe, week: "this", weekday: String(weekday), slot, servings: "4", returnTo: `/receta/${recipe}` },
    headers: { "Sec-Fetch-Site": "same-origin" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  return new URL(answer.headers().location!, "http://site").searchParams.get("planned")!;
}

/** What does not fit at this width: the page scrolling sideways, anything outside its day's card, a word split over two lines. */
function misfits(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) found.push(`page ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
    for (const card of document.querySelectorAll<HTMLElement>("[data-week-grid] > [data-day]")) {
      const box = card.getBoundingClientRect();
      for (const element of card.querySelectorAll<HTMLElement>("*")) {
        const rect = element.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) continue;
        if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5) found.push(`${element.tagName} "${element.textContent?.slice(0, 30)}" outside ${card.dataset.day}`);
      }
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Hidden text, and text only for screen readers (one pixel wide), is not laid out for reading.
        const parent = node.parentElement?.getBoundingClientRect();
        if (!parent || parent.width <= 1) continue;
        for (const word of node.textContent!.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) found.push(`"${word[0]}" split over ${lines.size} lines`);
        }
      }
    }
    return found;
  });
}

test.describe("my kitchen at every size", () => {
  // A new member, four dishes planned, three widths and two moves.
  test.slow();

  test("the week grid fits at 390, 1024 and 1280 px with a picture per dish; a dish moves by drag and by the arrow keys", async ({ signedInPage }) => {
    const { t } = labels("es");
    const page = await signedInPage({ as: newMember(), locale: "es" });
    const planId = await plan(page, "rollitos-de-primavera", 0, "lunch");
    await plan(page, "gazpacho-andaluz", 0, "lunch");
    await plan(page, "rollitos-de-verano-vietnamitas", 0, "lunch");
    await plan(page, "gazpacho-andaluz", 1, "dinner");
    // The same dish twice in one meal is refused, and said.
    const twice = await page.request.post("/meal-planner", {
      form: { recipe: "gazpacho-andaluz", week: "this", weekday: "1", slot: "dinner", servings: "2", returnTo: "/receta/gazpacho-andaluz" },
      headers: { "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
    expect(twice.status()).toBe(422);
    expect(await twice.text()).toContain("Ese plato ya está en esa comida del mismo día");

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/meal-planner/${planId}`);
    const mondayCard = page.locator(`[data-day="${monday()}"]`);
    const tuesdayCard = page.locator(`[data-day="${addDays(monday(), 1)}"]`);
    await expect(mondayCard.locator("[data-entry]")).toHaveCount(3);
    await expect(mondayCard.locator("img[data-entry-thumbnail]")).toHaveCount(3);
    expect(await mondayCard.locator("img[data-entry-thumbnail]").evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete))).toBe(true);
    for (const width of [1280, 1024, 390]) {
      await page.setViewportSize({ width, height: 800 });
      // The open "Cambiar" form must fit its card too.
      await mondayCard.locator("[data-entry] summary").first().click();
      expect(await misfits(page), `at ${width} px`).toEqual([]);
      await mondayCard.locator("[data-entry] summary").first().click();
    }
    await expectNoAxeViolations(page);

    // Drag: Monday's spring rolls onto Tuesday's dinner.
    await page.setViewportSize({ width: 1280, height: 800 });
    const rolls = mondayCard.locator("[data-entry]", { hasText: "Rollitos de primavera" });
    // Picked up first: while a dish is dragged every meal of every day is a place to drop it, so the target moves.
    await rolls.hover();
    await page.mouse.down();
    await page.mouse.move(10, 10, { steps: 2 });
    await expect(tuesdayCard.locator('[data-slot="breakfast"]')).toBeVisible();
    await tuesdayCard.locator('[data-slot="dinner"]').hover();
    await page.mouse.up();
    await expect(tuesdayCard.locator('[data-slot="dinner"] [data-entry]', { hasText: "Rollitos de primavera" })).toBeVisible();
    await expect(mondayCard.locator("[data-entry]")).toHaveCount(2);
    await expect(page.locator("[data-move-status]")).toContainText("Rollitos de primavera");

    // Keyboard: the gazpacho of Monday's lunch one day on (where a gazpacho already is: refused and said), then one meal up.
    const gazpachoButton = mondayCard.getByRole("button", { name: t("meal-planner:plan.moveHandle", { title: "Gazpacho andaluz" }) });
    await gazpachoButton.focus();
    await page.keyboard.press("ArrowUp");
    await expect(mondayCard.locator('[data-slot="breakfast"] [data-entry]', { hasText: "Gazpacho andaluz" })).toBeVisible();
    await expect(page.locator("[data-move-status]")).toHaveText(/Gazpacho andaluz.+desayuno/);
    await expect(gazpachoButton).toBeFocused();
    for (const slot of ["lunch", "snack", "dinner"]) {
      await page.keyboard.press("ArrowDown");
      await expect(mondayCard.locator(`[data-slot="${slot}"] [data-entry]`, { hasText: "Gazpacho andaluz" })).toBeVisible();
      await expect(gazpachoButton).toBeFocused();
    }
    await expect(mondayCard.locator('[data-slot="dinner"] [data-entry]', { hasText: "Gazpacho andaluz" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.locator("[data-move-status]")).toContainText("Ese plato ya está en esa comida del mismo día");
    await expect(mondayCard.locator('[data-slot="dinner"] [data-entry]', { hasText: "Gazpacho andaluz" })).toBeVisible();
  });

  test("on a phone the section menu is one closed line naming the page, and the page's heading is on the first screen", async ({ signedInPage }) => {
    for (const locale of ["es", "en"] as const) {
      const { t, prefix } = labels(locale);
      const page = await signedInPage({ as: newMember(), locale });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${prefix}/meal-planner`);
      const menu = page.locator("#section-navigation details[data-section-menu]");
      await expect(menu).not.toHaveAttribute("open", "");
      await expect(menu.locator("summary")).toHaveText(`${t("common:layout.userNav")}: ${t("common:nav.mealPlanner")}`);
      const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
      expect(heading!.y + heading!.height).toBeLessThanOrEqual(844);
      // Opened, it leads to the other pages of the section.
      await menu.locator("summary").click();
      await expect(menu.getByRole("link", { name: t("common:nav.mealPlanner"), exact: true })).toHaveAttribute("aria-current", "page");
      await page.close();
    }
  });

  test("an unverified member reads on a recipe page what the member pages say, with the resend button, instead of the member buttons", async ({ signedInPage }) => {
    const { t } = labels("en");
    const page = await signedInPage({ as: newMember({ verified: false }), locale: "en" });
    await page.goto("/en/receta/gazpacho-andaluz");
    const bar = page.locator("[data-recipe-action-bar]");
    await expect(bar.getByRole("button", { name: t("recipe:actions.addTo") })).toHaveCount(0);
    await expect(bar.locator("[data-save-recipe]")).toHaveCount(0);
    const onRecipe = await bar.locator("[data-confirm-email-first]").innerText();
    expect(onRecipe).toContain("Confirm your email to save recipes");

    // The member page those buttons lead to says the same, with the same button.
    await page.goto("/en/meal-planner");
    await expect(page).toHaveURL("/en/auth/verify-email");
    expect(await page.locator("[data-confirm-email-first]").innerText()).toBe(onRecipe);

    await page.goto("/en/receta/gazpacho-andaluz");
    await bar.getByRole("button", { name: t("common:confirmEmail.resend") }).click();
    await expect(page).toHaveURL("/en/auth/verify-email");
    await expect(page.locator('main [role="status"]', { hasText: /\S/ }).first()).toBeVisible();
  });
});
