import type { APIRequestContext, Page } from "@playwright/test";
import { expect, newMember, test } from "./fixtures";
import { labels, type Locale } from "./labels";
import { expectNoAxeViolations, gotoHydrated, reloadHydrated } from "./support";

/**
 * Demo members no other spec signs in as. In the seed, member i follows member i+1 and two AI chefs,
 * so each follower here follows nobody the other language's test writes reviews as.
 */
const people = {
  es: { reviewer: "pablo-iturbe", follower: "antonio-ruiz" },
  en: { reviewer: "sarah-kim", follower: "emily-carter" },
} as const;

function textsIn(locale: Locale) {
  const { prefix, t, match } = labels(locale);
  return {
    prefix,
    follow: match("community:follow.followHint"),
    // "Following", then a hint for screen readers.
    following: new RegExp(`^${t("community:follow.following")}`),
    stars: (count: number) => t("community:reviews.form.star", { count }),
    // "Your review", then "(optional)".
    body: new RegExp(`^${t("community:reviews.form.body")}`),
    post: t("community:reviews.form.submit"),
    saved: t("community:reviews.done.published"),
    updated: t("community:reviews.done.updated"),
    deleted: t("community:reviews.done.deleted"),
    deleteQuestion: t("community:reviews.deleteQuestion"),
    deleteConfirm: t("community:reviews.deleteConfirm"),
    deleteCancel: t("community:reviews.deleteCancel"),
    ratingError: t("community:reviews.errors.rating"),
    edit: t("community:reviews.edit"),
    update: t("community:reviews.form.update"),
    remove: t("community:reviews.delete"),
    aiChef: t("community:aiChef"),
    feed: t("community:feed.title"),
    signInToReview: t("community:reviews.signIn"),
    signInToFollow: match("community:follow.signIn"),
    verifyToFollow: match("community:follow.verify"),
    verifyToReview: t("community:reviews.verify"),
    verifyHint: t("community:reviews.verifyHint"),
    verifyTitle: t("auth:verify.title"),
    progress: t("settings:dashboard.progress.title"),
  };
}
const texts = { es: textsIn("es"), en: textsIn("en") };

interface PickedRecipe {
  slug: string;
  title: string;
  chef: { slug: string; name: string };
}

/**
 * Two recipes by one AI chef, away from the featured ones other specs read (their rating must not
 * move under them). Each language takes a different chef, so the two tests, which may run at the
 * same time, never follow the same chef or review the same recipe.
 */
async function pickRecipes(request: APIRequestContext, locale: Locale): Promise<[PickedRecipe, PickedRecipe]> {
  const answer = await (await request.get(`/api/recipes?page=2&limit=100&locale=${locale}`)).json();
  const byChef = new Map<string, PickedRecipe[]>();
  for (const recipe of answer.data as { slug: string; title: string; is_featured: boolean; user: { slug: string; name: string; is_ai_chef: boolean } }[]) {
    if (!recipe.user.is_ai_chef || recipe.is_featured) continue;
    const picked = { slug: recipe.slug, title: recipe.title, chef: { slug: recipe.user.slug, name: recipe.user.name } };
    byChef.set(recipe.user.slug, [...(byChef.get(recipe.user.slug) ?? []), picked]);
  }
  const chefs = [...byChef.values()].filter((list) => list.length >= 2);
  const mine = chefs[locale === "es" ? 0 : 1];
  expect(mine, "two AI chefs with two recipes each on the second page of recipes").toBeTruthy();
  return [mine![0]!, mine![1]!];
}

/** Opens a recipe's page; a review left there by an earlier run is deleted first, so the form shows. */
async function openRecipeWithoutMyReview(page: Page, locale: Locale, slug: string, javaScriptEnabled: boolean) {
  const text = texts[locale];
  await (javaScriptEnabled ? gotoHydrated(page, `${text.prefix}/receta/${slug}`) : page.goto(`${text.prefix}/receta/${slug}`));
  if (await page.locator("[data-my-review]").count()) {
    await page.locator("[data-my-review]").getByText(text.remove, { exact: true }).click();
    await page.getByRole("button", { name: text.deleteConfirm }).click();
    await expect(page.locator("[data-my-review]")).toHaveCount(0);
  }
  await expect(page.locator('[data-review-form="create"]')).toBeVisible();
}

const followersCount = async (page: Page) => Number(await page.locator("[data-followers-count]").getAttribute("data-followers-count"));

/** Follows from a profile page (with JavaScript), starting from "not following"; returns the count before. */
async function followFromProfile(page: Page, locale: Locale) {
  const text = texts[locale];
  const following = page.getByRole("button", { name: text.following });
  if (await following.count()) {
    // Followed by an earlier run (or the seed): unfollow, and start again from what the server says.
    await following.click();
    await expect(page.getByRole("button", { name: text.follow })).toBeVisible();
    await expect
      .poll(async () => {
        await reloadHydrated(page);
        return page.locator('[data-follow-button="follow"]').count();
      })
      .toBe(1);
  }
  const before = await followersCount(page);
  await page.getByRole("button", { name: text.follow }).click();
  await expect(page.getByRole("button", { name: text.following })).toBeVisible();
  await expect.poll(() => followersCount(page)).toBe(before + 1);
  return before;
}

for (const locale of ["es", "en"] as const) {
  const text = texts[locale];
  const { reviewer, follower } = people[locale];

  test.describe(`community (${locale})`, () => {
    test.describe.configure({ mode: "serial" });
    let recipes: [PickedRecipe, PickedRecipe];
    const stamp = `${locale}-${Date.now()}`;
    const plainBody = locale === "es" ? `Sin JavaScript y riquísima (${stamp})` : `No JavaScript and delicious (${stamp})`;
    const enhancedBody = locale === "es" ? `Con JavaScript, la repetiré (${stamp})` : `With JavaScript, will make again (${stamp})`;

    test.beforeAll(async ({ request }) => {
      recipes = await pickRecipes(request, locale);
    });

    test("visitors see profiles, followers and reviews, and are asked to sign in to take part", async ({ page }) => {
      const [recipe] = recipes;
      await page.goto(`${text.prefix}/users/${recipe.chef.slug}`);
      await expect(page).toHaveTitle(`${recipe.chef.name} - Sazón`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(recipe.chef.name);
      await expect(page.locator("[data-profile] > header")).toContainText(text.aiChef);
      await expect(page.getByRole("link", { name: text.signInToFollow })).toHaveAttribute(
        "href",
        `${text.prefix}/sign-in?${new URLSearchParams({ redirectTo: `${text.prefix}/users/${recipe.chef.slug}` })}`,
      );
      expect(await page.locator("#recipes [data-recipe-card]").count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page);

      await page.locator("[data-followers-count]").click();
      await expect(page).toHaveURL(`${text.prefix}/users/${recipe.chef.slug}/followers`);
      await expect(page.locator("[data-member]").first()).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(`${text.prefix}/receta/${recipe.slug}`);
      await expect(page.locator("#reviews").getByRole("link", { name: text.signInToReview })).toBeVisible();
      await expect(page.locator('[data-review-form="create"]')).toHaveCount(0);

      // §2's legacy profile addresses land on the profile.
      await page.goto(`${text.prefix}/perfil/${recipe.chef.slug}`);
      await expect(page).toHaveURL(`${text.prefix}/users/${recipe.chef.slug}`);
      await page.goto(`${text.prefix}/profile/${recipe.chef.slug}`);
      await expect(page).toHaveURL(`${text.prefix}/users/${recipe.chef.slug}`);
      // The feed is for members.
      await page.goto(`${text.prefix}/feed`);
      await expect(page).toHaveURL(`${text.prefix}/sign-in?${new URLSearchParams({ redirectTo: `${text.prefix}/feed` })}`);
    });

    test("a member who has not confirmed their e-mail is asked to, instead of reviewing or following (decision 029)", async ({ signedInPage }) => {
      // Registers a member and opens five pages: more than the default time on a busy machine.
      test.slow();
      const [recipe] = recipes;
      const page = await signedInPage({ as: newMember({ verified: false }), locale });
      await page.goto(`${text.prefix}/receta/${recipe.slug}`);
      const reviews = page.locator("#reviews");
      await expect(reviews).toContainText(text.verifyHint);
      await expect(page.locator('[data-review-form="create"]')).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.goto(`${text.prefix}/users/${recipe.chef.slug}`);
      const before = await followersCount(page);
      await expect(page.getByRole("button", { name: text.follow })).toHaveCount(0);
      await page.getByRole("link", { name: text.verifyToFollow }).click();
      await expect(page).toHaveURL(`${text.prefix}/auth/verify-email`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.verifyTitle);

      // A post made anyway (an old tab, a hand-made form) changes nothing and lands on the same page.
      const posted = await page.request.post(`${text.prefix}/users/${recipe.chef.slug}`, {
        form: { intent: "follow" },
        headers: { "Sec-Fetch-Site": "same-origin" },
        maxRedirects: 0,
      });
      expect(posted.status()).toBe(303);
      expect(posted.headers().location).toBe(`${text.prefix}/auth/verify-email`);
      await page.goto(`${text.prefix}/receta/${recipe.slug}`);
      await reviews.getByRole("link", { name: text.verifyToReview }).click();
      await expect(page).toHaveURL(`${text.prefix}/auth/verify-email`);
      await page.goto(`${text.prefix}/users/${recipe.chef.slug}`);
      expect(await followersCount(page)).toBe(before);
    });

    test("a member reviews a recipe without JavaScript: errors keep what was typed, the review is listed, deleting asks first", async ({ signedInPage }) => {
      // Eight page loads: more than the default time on a busy machine.
      test.slow();
      const [recipe] = recipes;
      const page = await signedInPage({ as: reviewer, locale, javaScript: false });
      await openRecipeWithoutMyReview(page, locale, recipe.slug, false);
      const form = page.locator('[data-review-form="create"]');

      // No rating: the server refuses, in the page's language, and keeps the text.
      await form.getByRole("textbox", { name: text.body }).fill(plainBody);
      await form.getByRole("button", { name: text.post }).click();
      await expect(page.locator('[data-field-error="rating"]')).toHaveText(text.ratingError);
      await expect(page.locator('[data-review-form="create"]').getByRole("textbox", { name: text.body })).toHaveValue(plainBody);

      await page.locator('[data-review-form="create"] label[data-star="4"]').click();
      await expect(page.getByRole("radio", { name: text.stars(4), exact: true })).toBeChecked();
      await page.locator('[data-review-form="create"]').getByRole("button", { name: text.post }).click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/receta/${recipe.slug}\\?review=published#reviews$`));
      await expect(page.locator("#reviews [aria-live]")).toHaveText(text.saved);
      const mine = page.locator("[data-my-review]");
      await expect(mine).toContainText(plainBody);
      await expect(mine.locator('[data-review-rating="4"]')).toBeVisible();
      await expect(page.locator('[data-review-form="create"]')).toHaveCount(0);

      // Deleting asks first: the first button only opens the question, the second deletes.
      await mine.getByText(text.remove, { exact: true }).click();
      const question = page.getByRole("group", { name: text.deleteQuestion });
      await expect(question).toBeVisible();
      await question.getByRole("button", { name: text.deleteConfirm }).click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/receta/${recipe.slug}\\?review=deleted#reviews$`));
      await expect(page.locator("#reviews [aria-live]")).toHaveText(text.deleted);
      await expect(page.locator("[data-my-review]")).toHaveCount(0);
      // The notice is the member's: a visitor given the same address sees none.
      const visitor = await page.context().browser()!.newPage({ javaScriptEnabled: false });
      await visitor.goto(`${text.prefix}/receta/${recipe.slug}?review=deleted`);
      await expect(visitor.locator("#reviews [aria-live]")).toBeEmpty();
      await visitor.close();

      // Written again: the feed test below reads it.
      const again = page.locator('[data-review-form="create"]');
      await again.locator('label[data-star="4"]').click();
      await again.getByRole("textbox", { name: text.body }).fill(plainBody);
      await again.getByRole("button", { name: text.post }).click();
      await expect(page.locator("[data-my-review]")).toContainText(plainBody);
    });

    test("a member reviews a recipe with JavaScript, by keyboard, then edits it", async ({ signedInPage }) => {
      test.slow();
      const [, recipe] = recipes;
      const page = await signedInPage({ as: reviewer, locale });
      await openRecipeWithoutMyReview(page, locale, recipe.slug, true);
      const form = page.locator('[data-review-form="create"]');

      // The stars are a radio group: arrow keys choose.
      await form.getByRole("radio", { name: text.stars(5), exact: true }).focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowLeft");
      await expect(form.getByRole("radio", { name: text.stars(4), exact: true })).toBeChecked();
      await page.keyboard.press("ArrowRight");
      await expect(form.getByRole("radio", { name: text.stars(5), exact: true })).toBeChecked();
      await form.getByRole("textbox", { name: text.body }).fill(enhancedBody);
      await expectNoAxeViolations(page);
      await form.getByRole("button", { name: text.post }).click();

      // The page stays (no reload, no #reviews jump), says so, and lists the review first as the member's own.
      await expect(page.getByText(text.saved)).toBeVisible();
      await expect(page).toHaveURL(`${text.prefix}/receta/${recipe.slug}`);
      const mine = page.locator("[data-my-review]");
      await expect(mine).toContainText(enhancedBody);
      await expect(mine.locator('[data-review-rating="5"]')).toBeVisible();

      await mine.getByText(text.edit).click();
      await mine.locator('label[data-star="3"]').click();
      await mine.getByRole("button", { name: text.update }).click();
      await expect(mine.locator('[data-review-rating="3"]')).toBeVisible();
      await expect(page.locator("#reviews [aria-live]")).toHaveText(text.updated);

      // Deleting asks in a dialog; "keep it" changes nothing.
      await mine.getByRole("button", { name: text.remove }).click();
      const dialog = page.getByRole("dialog", { name: text.deleteQuestion });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: text.deleteCancel }).click();
      await expect(dialog).toBeHidden();
      await expect(mine).toContainText(enhancedBody);
      await reloadHydrated(page);
      await expect(page.locator('[data-my-review] [data-review-rating="3"]')).toBeVisible();
      await expect(page.locator("[data-my-review]")).toContainText(enhancedBody);

      // The dashboard's progress counts it.
      await page.goto(`${text.prefix}/user/dashboard`);
      const panel = page.locator("[data-gamification]");
      await expect(panel.getByRole("heading", { name: text.progress })).toBeVisible();
      expect(Number(await panel.locator('[data-count="reviewsWritten"]').textContent())).toBeGreaterThanOrEqual(2);
      await expect(panel.locator('[data-badge="first_review"]')).toBeVisible();
      // Badges are drawn as SVG: an emoji would be an empty box without an emoji font.
      await expect(panel.locator('[data-badge="first_review"] svg[data-badge-icon="first_review"]')).toBeVisible();
      for (const text of await panel.locator("[data-badge]").allTextContents()) expect(text).not.toMatch(/\p{Extended_Pictographic}|\p{Emoji_Presentation}/u);
      await expectNoAxeViolations(page);
    });

    test("another member follows the reviewer and an AI chef, and sees the reviews in the feed", async ({ signedInPage }) => {
      const [recipe, enhancedRecipe] = recipes;
      const page = await signedInPage({ as: follower, locale });

      await gotoHydrated(page, `${text.prefix}/users/${reviewer}`);
      await expect(page.locator(`[data-review-author="${reviewer}"]`).first()).toBeVisible();
      const before = await followFromProfile(page, locale);
      await expectNoAxeViolations(page);
      await reloadHydrated(page);
      await expect(page.getByRole("button", { name: text.following })).toBeVisible();
      expect(await followersCount(page)).toBe(before + 1);

      // An AI chef, reached from a recipe's author card by client-side navigation.
      await gotoHydrated(page, `${text.prefix}/receta/${recipe.slug}`);
      await page.locator("[data-author]").getByRole("link", { name: recipe.chef.name }).click();
      await expect(page).toHaveURL(`${text.prefix}/users/${recipe.chef.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(recipe.chef.name);
      await followFromProfile(page, locale);

      await page.goto(`${text.prefix}/feed`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.feed);
      const reviewsByReviewer = page.locator(`[data-feed-item="review"][data-feed-member="${reviewer}"]`);
      await expect(reviewsByReviewer.filter({ hasText: enhancedRecipe.title }).first()).toBeVisible();
      await expect(reviewsByReviewer.filter({ hasText: recipe.title }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
