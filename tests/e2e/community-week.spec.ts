import { expect, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations, gotoHydrated } from "./support";

/**
 * /dashboard (decision 112): the community's week for a visitor, from the demo content: the week's
 * recipes, the challenges under way, the busiest threads with this week's replies, the newest
 * articles; in both languages.
 */
test("a visitor sees the community's week and follows a busy thread, in Spanish and in English", async ({ page }) => {
  const es = labels("es");
  await gotoHydrated(page, "/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.t("community-week:title"));
  await expect(page.locator('[data-week-section="trending"] [data-recipe-card]')).toHaveCount(8);
  // The demo's open and voting challenges (other specs may add open ones; three at most).
  await expect(page.locator('[data-week-section="challenges"] [data-challenge-card]').first()).toBeVisible();
  expect(await page.locator('[data-week-section="challenges"] [data-challenge-phase="finished"]').count()).toBe(0);
  await expect(page.locator('[data-week-section="events"] [data-event-card]').first()).toBeVisible();
  const threads = page.locator("[data-busy-thread]");
  await expect(threads.first().locator("span").last()).toHaveText(es.match("community-week:threads.repliesThisWeek"));
  await expect(page.locator('[data-week-section="articles"] li')).toHaveCount(3);
  await expectNoAxeViolations(page);

  const title = (await threads.first().getByRole("link").textContent())!;
  await threads.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/forums\/t\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  const en = labels("en");
  await page.goto("/en/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.t("community-week:title"));
  await expect(page.locator("[data-busy-thread]").first().locator("span").last()).toHaveText(en.match("community-week:threads.repliesThisWeek"));
  await expect(page.locator('[data-week-section="articles"] li a').first()).toHaveAttribute("href", /^\/en\/articles\//);
});
