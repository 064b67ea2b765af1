import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, newMember, test } from "./fixtures";
import { labels, type Locale } from "./labels";
import { expectNoAxeViolations, gotoHydrated, waitForHydration } from "./support";

/**
 * Recipe lists (decision 045) as a new member uses them: make a list, add recipes from the recipe
 * page, put them in order with the keyboard's buttons, share the list, and see it as a visitor on
 * the profile and at its own address. In Spanish with JavaScript and in English without.
 */

/** Three published recipes from the middle of the catalogue, away from what other specs review. */
async function pickRecipes(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get("/api/recipes?limit=30&page=3", { headers: { Accept: "application/json" } });
  expect(answer.status()).toBe(200);
  const slugs = ((await answer.json()).data as { slug: string }[]).map((recipe) => recipe.slug);
  expect(slugs.length).toBeGreaterThanOrEqual(3);
  // A different three for each run and language, so runs never share a recipe's state.
  const start = Math.floor(Math.random() * (slugs.length - 3));
  return slugs.slice(start, start + 3);
}

/** The edit page's recipes in order; none while a post without JavaScript is still loading the next page (polled again). */
async function listOrder(page: Page): Promise<string[]> {
  try {
    return await page.locator("[data-list-recipe]").evaluateAll((items) => items.map((item) => item.getAttribute("data-list-recipe")!));
  } catch {
    return [];
  }
}

async function addFromRecipePage(page: Page, locale: Locale, slug: string, listName: string, javaScript: boolean) {
  const { t, prefix } = labels(locale);
  await (javaScript ? gotoHydrated(page, `${prefix}/receta/${slug}`) : page.goto(`${prefix}/receta/${slug}`));
  await page.getByText(t("recipe:actions.addTo"), { exact: true }).click();
  const form = page.locator("[data-add-to-list-form]");
  await form.getByLabel(t("recipe-lists:add.list"), { exact: true }).selectOption({ label: listName });
  await form.getByRole("button", { name: t("recipe-lists:add.submit") }).click();
  // With JavaScript the picker stays open and says so in the API's words.
  if (javaScript) await expect(page.locator("[data-add-to-list]").getByText(apiMessage(locale, "recipe_added"))).toBeVisible();
  // Back on the recipe (without JavaScript, through the checked return address), which says where it is.
  await expect(page).toHaveURL(new RegExp(`${prefix}/receta/${slug}(#add-to-list)?$`));
  await expect(page.locator("[data-add-to-list-holding]")).toContainText(listName);
}

/** The API's own words (api/locales), which the picker shows as they come. */
function apiMessage(locale: Locale, key: string): string {
  const catalogue = JSON.parse(fs.readFileSync(path.resolve(`api/locales/${locale}.json`), "utf8")) as { recipe_lists: Record<string, string> };
  return catalogue.recipe_lists[key]!;
}

for (const { locale, javaScript } of [
  { locale: "es" as const, javaScript: true },
  { locale: "en" as const, javaScript: false },
]) {
  test(`a list made, filled from the recipe page, ordered with the keyboard and shared (${locale}, ${javaScript ? "with" : "without"} JavaScript)`, async ({
    signedInPage,
    browser,
  }) => {
    // Many pages, each checked with axe: minutes on two busy cores.
    test.setTimeout(600_000);
    const { t, prefix } = labels(locale);
    // axe runs as a script in the page: checked where scripts run; the English run without them checks the same pages' HTML by its assertions.
    const axe = (target: Page) => (javaScript ? expectNoAxeViolations(target) : Promise.resolve());
    const page = await signedInPage({ as: newMember({ name: locale === "es" ? "Lucía Listas" : "Laura Lists" }), locale, javaScript });
    const recipes = await pickRecipes(page.request);

    // An empty start says what to do next.
    await page.goto(`${prefix}/recipe-lists`);
    await expect(page.locator("[data-recipe-lists-empty]")).toContainText(t("recipe-lists:lists.emptyTitle"));
    await axe(page);

    // A refused form says why in the page's language and keeps what was typed.
    await page
      .locator("main")
      .getByRole("link", { name: t("recipe-lists:lists.create") })
      .first()
      .click();
    await expect(page).toHaveURL(`${prefix}/recipe-lists/new`);
    const description = locale === "es" ? "Para cenar entre semana sin complicarse." : "Weeknight dinners without fuss.";
    await page.getByLabel(t("recipe-lists:form.description")).fill(description);
    await page.getByRole("button", { name: t("recipe-lists:new.submit") }).click();
    await expect(page.locator('[data-field-error="name"]')).toHaveText(t("recipe-lists:errors.nameRequired"));
    await expect(page.getByLabel(t("recipe-lists:form.description"))).toHaveValue(description);
    await axe(page);

    const name = locale === "es" ? "Cenas rápidas" : "Quick dinners";
    await page.getByLabel(t("recipe-lists:form.name")).fill(name);
    await page.getByRole("button", { name: t("recipe-lists:new.submit") }).click();
    await expect(page).toHaveURL(/\/recipe-lists\/[a-z0-9-]+\/edit\?created=1$/);
    await expect(page.getByText(t("recipe-lists:edit.created"))).toBeVisible();
    await expect(page.locator("[data-recipe-list-empty]")).toBeVisible();
    const listSlug = page.url().split("/recipe-lists/")[1]!.split("/")[0]!;

    // Three recipes from their own pages.
    for (const slug of recipes) await addFromRecipePage(page, locale, slug, name, javaScript);
    await axe(page);

    // In the order added; the keyboard's way moves the first one down, then the last one to the top.
    await page.goto(`${prefix}/recipe-lists/${listSlug}/edit`);
    await expect.poll(() => listOrder(page)).toEqual(recipes);
    await axe(page);
    const firstTitle = await page.locator(`[data-list-recipe="${recipes[0]}"] a`).innerText();
    const down = page.getByRole("button", { name: t("recipe-lists:reorder.downNamed", { name: firstTitle }) });
    await down.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => listOrder(page)).toEqual([recipes[1], recipes[0], recipes[2]]);
    const lastTitle = await page.locator(`[data-list-recipe="${recipes[2]}"] a`).innerText();
    for (let step = 0; step < 2; step++) {
      const up = page.getByRole("button", { name: t("recipe-lists:reorder.upNamed", { name: lastTitle }) });
      await up.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => listOrder(page)).toEqual(step === 0 ? [recipes[1], recipes[2], recipes[0]] : [recipes[2], recipes[1], recipes[0]]);
    }
    // The order is the server's, not just the page's, once it has answered every move.
    const list = page.locator("[data-reorderable]");
    await expect(list).not.toHaveAttribute("aria-busy", "true");
    await page.reload();
    let savedOrder = [recipes[2], recipes[1], recipes[0]];
    await expect.poll(() => listOrder(page)).toEqual(savedOrder);

    if (javaScript) {
      // Moves made faster than the server answers are all saved, in order: each post is held back
      // 800 ms on its way, and the second move is made while the first is still on its way.
      await waitForHydration(list);
      await page.route(/\/recipe-lists\/[^/]+\/edit/, async (route) => {
        if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 800));
        await route.fallback();
      });
      const movedTitle = await page.locator(`[data-list-recipe="${recipes[2]}"] a`).innerText();
      await page.getByRole("button", { name: t("recipe-lists:reorder.downNamed", { name: movedTitle }) }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => listOrder(page)).toEqual([recipes[1], recipes[2], recipes[0]]);
      await page.keyboard.press("Enter");
      await expect.poll(() => listOrder(page)).toEqual([recipes[1], recipes[0], recipes[2]]);
      // Saying it saves until the last move has answered (the first is still held back here).
      await expect(list).toHaveAttribute("aria-busy", "true");
      await expect(list).not.toHaveAttribute("aria-busy", "true");
      await page.unrouteAll();
      await page.reload();
      savedOrder = [recipes[1], recipes[0], recipes[2]];
      await expect.poll(() => listOrder(page)).toEqual(savedOrder);
    }

    // Shared: public, then visible to a visitor on the profile and at its own address.
    await page.getByLabel(t("recipe-lists:form.public")).check();
    await page.getByRole("button", { name: t("recipe-lists:edit.submit") }).click();
    await expect(page.getByText(t("recipe-lists:edit.saved"))).toBeVisible();
    const publicPath = await page.locator("[data-recipe-list-public-link]").getAttribute("href");
    expect(publicPath).toMatch(new RegExp(`^${prefix}/users/[a-z0-9-]+/lists/${listSlug}$`));
    const profilePath = publicPath!.replace(/\/lists\/.*$/, "");

    // A second list, kept private, that nobody else may see.
    await page.goto(`${prefix}/recipe-lists/new`);
    await page.getByLabel(t("recipe-lists:form.name")).fill(locale === "es" ? "Sólo para mí" : "Just for me");
    await page.getByRole("button", { name: t("recipe-lists:new.submit") }).click();
    await expect(page.getByText(t("recipe-lists:edit.created"))).toBeVisible();
    const privateSlug = page.url().split("/recipe-lists/")[1]!.split("/")[0]!;

    const visitorContext = await browser.newContext({ javaScriptEnabled: javaScript });
    const visitor = await visitorContext.newPage();
    await visitor.goto(profilePath);
    const onProfile = visitor.locator("[data-profile-lists]");
    await expect(onProfile.getByRole("heading", { name: t("recipe-lists:profile.title") })).toBeVisible();
    await expect(onProfile.locator("[data-recipe-list-name]")).toHaveText([name]);
    await expect(onProfile).toContainText(description);
    await axe(visitor);
    await onProfile.getByRole("link", { name }).click();
    await expect(visitor).toHaveURL(publicPath!);
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(visitor.locator("[data-public-list-description]")).toHaveText(description);
    await expect(visitor.locator("[data-recipe-card]")).toHaveCount(3);
    expect(await visitor.locator("[data-recipe-card]").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-recipe-card")))).toEqual(savedOrder);
    await axe(visitor);
    // The private one does not exist for anyone else.
    const hidden = await visitor.goto(`${profilePath}/lists/${privateSlug}`);
    expect(hidden?.status()).toBe(404);
    // And a visitor on a recipe is invited to sign in and come back.
    await visitor.goto(`${prefix}/receta/${recipes[0]}`);
    const invite = visitor.getByRole("link", { name: t("recipe:actions.signIn") });
    await expect(invite).toHaveAttribute("href", `${prefix}/sign-in?${new URLSearchParams({ redirectTo: `${prefix}/receta/${recipes[0]}` })}`);
    await visitorContext.close();
  });
}

test("the member's lists are put in order with the keyboard's buttons and deleted after a confirmation, without JavaScript", async ({ signedInPage }) => {
  test.setTimeout(300_000);
  const { t } = labels("es");
  const page = await signedInPage({ as: newMember({ name: "Olga Orden" }), locale: "es", javaScript: false });
  for (const name of ["Primera", "Segunda", "Tercera"]) {
    await page.goto("/recipe-lists/new");
    await page.getByLabel(t("recipe-lists:form.name")).fill(name);
    await page.getByRole("button", { name: t("recipe-lists:new.submit") }).click();
    await expect(page.getByText(t("recipe-lists:edit.created"))).toBeVisible();
  }
  await page.goto("/recipe-lists");
  const names = page.locator("[data-recipe-list-name]");
  await expect(names).toHaveText(["Primera", "Segunda", "Tercera"]);
  await expect(page.getByRole("button", { name: t("recipe-lists:reorder.upNamed", { name: "Primera" }) })).toBeDisabled();
  await page.getByRole("button", { name: t("recipe-lists:reorder.upNamed", { name: "Tercera" }) }).click();
  await expect(names).toHaveText(["Primera", "Tercera", "Segunda"]);

  await page.getByRole("link", { name: t("recipe-lists:lists.editNamed", { name: "Tercera" }) }).click();
  // The first button only asks; the question's own button deletes.
  await page.getByText(t("recipe-lists:edit.delete"), { exact: true }).click();
  await expect(page.getByText(t("recipe-lists:edit.deleteQuestion", { name: "Tercera" }))).toBeVisible();
  await page.getByRole("button", { name: t("recipe-lists:edit.deleteConfirm") }).click();
  await expect(page).toHaveURL("/recipe-lists?deleted=1");
  await expect(page.getByText(t("recipe-lists:lists.deleted"))).toBeVisible();
  await expect(names).toHaveText(["Primera", "Segunda"]);
});

test("with JavaScript a list is dragged into place and deleted from the confirmation dialog", async ({ signedInPage }) => {
  test.setTimeout(300_000);
  const { t } = labels("en");
  const page = await signedInPage({ as: newMember({ name: "Dana Drag" }), locale: "en" });
  for (const name of ["Alpha", "Bravo", "Charlie"]) {
    await page.goto("/en/recipe-lists/new");
    await page.getByLabel(t("recipe-lists:form.name")).fill(name);
    await page.getByRole("button", { name: t("recipe-lists:new.submit") }).click();
    await expect(page.getByText(t("recipe-lists:edit.created"))).toBeVisible();
  }
  await gotoHydrated(page, "/en/recipe-lists");
  await expectNoAxeViolations(page);
  const names = page.locator("[data-recipe-list-name]");
  const saved = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/en/recipe-lists"));
  await page.locator('[data-reorder-item="charlie"]').dragTo(page.locator('[data-reorder-item="alpha"]'));
  await expect(names).toHaveText(["Charlie", "Alpha", "Bravo"]);
  await saved;
  await page.reload();
  await expect(names).toHaveText(["Charlie", "Alpha", "Bravo"]);

  await gotoHydrated(page, "/en/recipe-lists/bravo/edit");
  await page.getByRole("button", { name: t("recipe-lists:edit.delete") }).click();
  const dialog = page.getByRole("dialog", { name: t("recipe-lists:edit.deleteQuestion", { name: "Bravo" }) });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: t("recipe-lists:edit.deleteConfirm") }).click();
  await expect(page).toHaveURL("/en/recipe-lists?deleted=1");
  await expect(names).toHaveText(["Charlie", "Alpha"]);
});
