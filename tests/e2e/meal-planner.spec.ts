import type { Page } from "@playwright/test";
import { addDays, mondayOf, todayIn } from "../../api/contract/plan-days";
import { expect, newMember, test } from "./fixtures";
import { labels, type Locale } from "./labels";
import { expectNoAxeViolations } from "./support";

/**
 * The meal planner as a new member uses it (issue 14): plan a week with two recipes at different
 * servings, one from the recipe page and one from the plan page, in both languages, with and
 * without JavaScript; copy last week; print the week on one page; and the calendar address, which
 * stops working once turned off.
 */
const monday = () => mondayOf(todayIn("Europe/Madrid"));

/** Two recipe slugs and their titles in `locale`, from the home page's cards. */
async function twoRecipes(page: Page, prefix: string) {
  await page.goto(`${prefix}/`);
  const slugs = await page.locator("[data-recipe-card]").evaluateAll((cards) => [...new Set(cards.map((card) => card.getAttribute("data-recipe-card")!))].slice(0, 2));
  expect(slugs).toHaveLength(2);
  const titles: string[] = [];
  for (const slug of slugs) {
    await page.goto(`${prefix}/receta/${slug}`);
    titles.push((await page.getByRole("heading", { level: 1 }).textContent())!.trim());
  }
  return slugs.map((slug, index) => ({ slug, title: titles[index]! }));
}

async function planAWeek(page: Page, locale: Locale, javaScript: boolean) {
  const { t, prefix } = labels(locale);
  const [first, second] = await twoRecipes(page, prefix);

  await page.goto(`${prefix}/meal-planner`);
  await expect(page.getByText(t("meal-planner:list.empty"))).toBeVisible();
  // axe runs in the page: only where scripts do.
  if (javaScript) await expectNoAxeViolations(page);
  await page.getByRole("button", { name: t("meal-planner:list.createThisWeek") }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/meal-planner/\\d+`));
  const planUrl = new URL(page.url()).pathname;
  await expect(page.getByText(t("meal-planner:plan.empty"))).toBeVisible();

  // From the recipe page, at the servings its scaler shows (6).
  await page.goto(`${prefix}/receta/${first!.slug}?servings=6`);
  // The action bar's "Añadir a…" menu holds the plan's form.
  await page.getByText(t("recipe:actions.addTo"), { exact: true }).click();
  const picker = page.locator("#add-to-plan");
  await picker.getByLabel(t("meal-planner:recipeForm.day")).selectOption({ label: t("meal-planner:weekdays.1") });
  await picker.getByLabel(t("meal-planner:recipeForm.slot")).selectOption({ label: t("meal-planner:slots.dinner") });
  await expect(picker.getByLabel(t("meal-planner:recipeForm.servings"))).toHaveValue("6");
  await picker.getByRole("button", { name: t("meal-planner:recipeForm.submit") }).click();
  // Back on the recipe either way: with JavaScript the page never left.
  await expect(page).toHaveURL(new RegExp(`/receta/${first!.slug}`));
  await expect(page.getByRole("link", { name: t("meal-planner:recipeForm.seePlan") })).toBeVisible();
  if (!javaScript) expect(new URL(page.url()).searchParams.get("planned")).toMatch(/^\d+$/);
  await page.getByRole("link", { name: t("meal-planner:recipeForm.seePlan") }).click();
  await expect(page).toHaveURL(new RegExp(`${planUrl}$`));

  // From the plan page, typed by its short name, at 2 servings.
  const form = page.locator("#add-entry");
  await form.getByLabel(t("meal-planner:add.recipeAddress")).fill(second!.slug);
  await form.getByLabel(t("meal-planner:add.day")).selectOption(addDays(monday(), 3));
  await form.getByLabel(t("meal-planner:add.slot")).selectOption("lunch");
  await form.getByLabel(t("meal-planner:add.servings")).fill("2");
  await form.getByRole("button", { name: t("meal-planner:add.submit") }).click();
  await expect(page.getByText(t("meal-planner:done.added"))).toBeVisible();

  const tuesday = page.locator(`[data-day="${addDays(monday(), 1)}"]`);
  await expect(tuesday.locator('[data-slot="dinner"]')).toContainText(first!.title);
  await expect(tuesday.locator('[data-slot="dinner"]')).toContainText(t("meal-planner:plan.servings", { count: 6 }));
  const thursday = page.locator(`[data-day="${addDays(monday(), 3)}"]`);
  await expect(thursday.locator('[data-slot="lunch"]')).toContainText(second!.title);
  await expect(thursday.locator('[data-slot="lunch"]')).toContainText(t("meal-planner:plan.servings", { count: 2 }));

  // Leftovers of Tuesday's dinner on Wednesday; a wrong day for them is refused with what was chosen kept.
  await form.getByRole("radio", { name: t("meal-planner:kinds.leftovers") }).check();
  await form.getByLabel(t("meal-planner:add.leftovers")).selectOption({ index: 1 });
  await form.getByLabel(t("meal-planner:add.day")).selectOption(monday());
  await form.getByRole("button", { name: t("meal-planner:add.submit") }).click();
  await expect(page.locator("#add-entry")).toContainText(locale === "es" ? "Las sobras tienen que ir después" : "Leftovers have to come after");
  await expect(page.locator("#add-entry").getByRole("radio", { name: t("meal-planner:kinds.leftovers") })).toBeChecked();
  await page.locator("#add-entry").getByLabel(t("meal-planner:add.day")).selectOption(addDays(monday(), 2));
  await page
    .locator("#add-entry")
    .getByRole("button", { name: t("meal-planner:add.submit") })
    .click();
  await expect(page.locator(`[data-day="${addDays(monday(), 2)}"] [data-entry="leftovers"]`)).toContainText(first!.title);

  if (javaScript) await expectNoAxeViolations(page);
  return planUrl;
}

test.describe("meal planner", () => {
  // A week planned is some fifteen page loads and two accessibility scans (CI once took over 32 s).
  test.describe.configure({ timeout: 90_000 });

  test("plans a week in Spanish without JavaScript: from the recipe page and the plan page, at different servings", async ({ signedInPage }) => {
    const page = await signedInPage({ as: newMember(), locale: "es", javaScript: false });
    await planAWeek(page, "es", false);
  });

  test("plans a week in English with JavaScript", async ({ signedInPage }) => {
    const page = await signedInPage({ as: newMember(), locale: "en", javaScript: true });
    await planAWeek(page, "en", true);
  });

  test("moves and removes a meal, and copies last week into this one", async ({ signedInPage }) => {
    const { t } = labels("es");
    const page = await signedInPage({ as: newMember(), locale: "es", javaScript: false });
    // Last week's plan, with a note on its Friday.
    await page.goto("/meal-planner/new");
    await page.getByLabel(t("meal-planner:new.startsOn")).fill(addDays(monday(), -7));
    await page.getByRole("button", { name: t("meal-planner:new.submit") }).click();
    await expect(page.getByText(t("meal-planner:done.created"))).toBeVisible();
    const form = page.locator("#add-entry");
    await form.getByRole("radio", { name: t("meal-planner:kinds.note") }).check();
    await form.getByLabel(t("meal-planner:add.note")).fill("Pizza casera con los niños");
    await form.getByLabel(t("meal-planner:add.day")).selectOption(addDays(monday(), -4));
    await form.getByLabel(t("meal-planner:add.slot")).selectOption("dinner");
    await form.getByRole("button", { name: t("meal-planner:add.submit") }).click();
    await expect(page.locator(`[data-day="${addDays(monday(), -4)}"]`)).toContainText("Pizza casera con los niños");

    // Moved to Saturday lunch, then a second note removed.
    const entry = page.locator(`[data-day="${addDays(monday(), -4)}"] [data-entry="note"]`);
    await entry.getByText(t("meal-planner:plan.entryActions", { title: "Pizza casera con los niños" })).click();
    await entry.getByLabel(t("meal-planner:plan.moveDay")).selectOption(addDays(monday(), -2));
    await entry.getByLabel(t("meal-planner:plan.moveSlot")).selectOption("lunch");
    await entry.getByRole("button", { name: t("meal-planner:plan.save") }).click();
    await expect(page.locator(`[data-day="${addDays(monday(), -2)}"] [data-slot="lunch"]`)).toContainText("Pizza casera con los niños");
    await expect(page.locator(`[data-day="${addDays(monday(), -4)}"]`)).toContainText(t("meal-planner:plan.emptyDay"));

    await page.goto("/meal-planner");
    await page.getByRole("button", { name: t("meal-planner:list.createThisWeek") }).click();
    await page.getByRole("button", { name: t("meal-planner:plan.copyLastWeek") }).click();
    await expect(page.getByText(t("meal-planner:done.copied"))).toBeVisible();
    const copied = page.locator(`[data-day="${addDays(monday(), 5)}"] [data-slot="lunch"]`);
    await expect(copied).toContainText("Pizza casera con los niños");

    const note = copied.locator('[data-entry="note"]');
    await note.getByText(t("meal-planner:plan.entryActions", { title: "Pizza casera con los niños" })).click();
    await note.getByText(t("meal-planner:plan.remove"), { exact: true }).first().click();
    await note.getByRole("button", { name: t("meal-planner:plan.remove") }).click();
    await expect(page.getByText(t("meal-planner:done.removed"))).toBeVisible();
    await expect(page.getByText(t("meal-planner:plan.empty"))).toBeVisible();
  });

  test("prints a demo member's week on one page", async ({ signedInPage }) => {
    const { t } = labels("es");
    const page = await signedInPage({ as: "marta-gil", locale: "es" });
    await page.goto("/meal-planner");
    // The demo plan is the seed's week: a run that crosses Madrid's Monday midnight has no plan for "this week".
    await page.locator("[data-plan]").first().getByRole("link").click();
    await expect(page.locator("[data-entry]")).toHaveCount(9);
    await expect(page.locator('[data-entry="leftovers"]')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: t("meal-planner:plan.print") }).click();
    await expect(page.locator("[data-print-view] table")).toBeVisible();
    await expect(page.locator("[data-print-view] tbody td p")).toHaveCount(9);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("[data-site-header]")).toBeHidden();
    await expect(page.locator("#section-navigation")).toBeHidden();
    const pdf = await page.pdf({ format: "A4" });
    expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  });

  test("gives a calendar address that calendar apps read without a session, until it is turned off", async ({ signedInPage, request }) => {
    const { t } = labels("en");
    const page = await signedInPage({ as: newMember(), locale: "en", javaScript: false });
    await page.goto("/en/meal-planner");
    await page.getByRole("button", { name: t("meal-planner:list.createThisWeek") }).click();
    await expect(page.getByText(t("meal-planner:calendar.none"))).toBeVisible();
    await page.getByRole("button", { name: t("meal-planner:calendar.create") }).click();
    const address = await page.getByLabel(t("meal-planner:calendar.personal")).inputValue();
    expect(address).toMatch(/\/api\/calendar\/[\w-]+\?locale=en$/);
    const path = new URL(address).pathname + new URL(address).search;
    const feed = await request.get(path);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await feed.text()).toContain("BEGIN:VCALENDAR");
    const planFeed = await request.get(new URL(await page.getByLabel(t("meal-planner:calendar.thisPlan")).inputValue()).pathname);
    expect(planFeed.status()).toBe(200);

    await page.getByText(t("meal-planner:calendar.revoke"), { exact: true }).click();
    await page.getByRole("button", { name: t("meal-planner:calendar.revokeConfirm") }).click();
    await expect(page.getByText(t("meal-planner:done.feedRevoked"))).toBeVisible();
    expect((await request.get(path)).status()).toBe(404);
  });

  test("invites a visitor to sign in and come back to the recipe", async ({ page }) => {
    const { t } = labels("es");
    await page.goto("/");
    const slug = await page.locator("[data-recipe-card]").first().getAttribute("data-recipe-card");
    await page.goto(`/receta/${slug}`);
    // One invitation for saving, lists, the plan and the shopping list.
    const invite = page.getByRole("link", { name: t("recipe:actions.signIn") });
    await expect(invite).toHaveAttribute("href", `/sign-in?redirectTo=${encodeURIComponent(`/receta/${slug}`)}`);
  });
});
