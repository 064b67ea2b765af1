import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { labels, type Locale } from "./labels";

/**
 * Words and numbers across the site (issue 13): counts take their plural ("1 valoración", never
 * "1 valoraciones"), Spanish writes decimals with a comma, no page carries a NUL byte, each page
 * has one <main>, and placeholders fit their fields. Pages are rendered in Chromium, signed out and
 * signed in, in both languages.
 */

/** A demo member no other spec signs in as: a dozen reviews and a follower (the seed's member i follows member i+1). */
const member = "nuria-puig";

/** Plural nouns a count of 1 must never stand before. */
const pluralNouns: Record<Locale, string[]> = {
  es: ["valoraciones", "recetas", "reseñas", "seguidores", "puntos", "raciones", "estrellas", "días", "horas", "sugerencias", "minutos", "insignias"],
  en: ["ratings", "recipes", "reviews", "followers", "points", "servings", "stars", "days", "hours", "suggestions", "minutes", "badges"],
};
const wrongPlural = (locale: Locale) => new RegExp(`(?<![\\d.,])1 (?:${pluralNouns[locale].join("|")})(?![\\p{L}])`, "u");

/** What a reader meets on a page: its visible text, and the names and hints assistive technology reads. */
function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")].flatMap((element) =>
      ["aria-label", "placeholder", "title", "alt"].map((name) => element.getAttribute(name) ?? ""),
    );
    return [document.title, document.body.innerText, ...attributes].join("\n");
  });
}

/** A published recipe with exactly one rating (the seed makes sure there is one: api/seed/demo-seed.test.ts). */
async function recipeWithOneRating(request: APIRequestContext, locale: Locale) {
  for (let page = 1; page <= 30; page++) {
    const answer = await (await request.get(`/api/recipes?page=${page}`, { headers: { "Accept-Language": locale } })).json();
    const found = (answer.data as Array<{ slug: string; title: string; reviews_count: number; average_rating: number }>).find((recipe) => recipe.reviews_count === 1);
    if (found) return found;
    if (page >= answer.meta.last_page) break;
  }
  throw new Error("no recipe with exactly one rating in the demo content");
}

async function checkPage(page: Page, path: string, locale: Locale) {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  expect([200, 404], path).toContain(response!.status());
  // React 18.3 left NUL bytes where a multi-byte character met the end of its 2,048-byte view (app/platform/http/react-stream-padding.server.ts).
  expect((await response!.body()).includes(0), `${path} carries a NUL byte`).toBe(false);
  await expect(page.locator("main"), `${path}: one <main>`).toHaveCount(1);
  const text = await readableText(page);
  expect(text, path).not.toContain("\u0000");
  expect(text.match(wrongPlural(locale))?.[0], `${path}: a count of 1 with a plural noun`).toBeUndefined();
  // Spanish writes "4,5": a number with a decimal point is an English number on a Spanish page.
  if (locale === "es") expect(text.match(/(?<![\d.,])\d{1,3}\.\d(?![\d.])/)?.[0], `${path}: a decimal point in Spanish`).toBeUndefined();
}

for (const locale of ["es", "en"] as const) {
  const { prefix, t } = labels(locale);

  test.describe(`words and numbers (${locale})`, () => {
    test("every kind of page a visitor sees: plurals, decimals, no NUL byte, one <main>", async ({ page, request }) => {
      test.slow();
      const rated = await recipeWithOneRating(request, locale);
      const search = `${prefix}/buscar/?${new URLSearchParams({ q: rated.title })}`;
      const average = new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rated.average_rating);
      await checkPage(page, search, locale);
      // The card of the recipe with one rating was on that page: "5,0 de 5 (1 valoración)".
      await expect(page.locator(`[data-recipe-card="${rated.slug}"]`)).toContainText(t("recipe:card.rating", { count: 1, rating: average }));

      await checkPage(page, `${prefix}/receta/${rated.slug}`, locale);
      await expect(page.locator("[data-rating]").first()).toContainText(t("recipe:detail.reviews", { count: 1 }));

      await checkPage(page, `${prefix}/categorias/`, locale);
      const category = await page.locator('main a[href*="/categoria/"]').first().getAttribute("href");
      const chef = "carmen-montero";
      const paths = [
        `${prefix}/`,
        `${prefix}/recetas/`,
        category!,
        `${prefix}/buscar/?q=pollo&min_rating=4.5&servings_min=1`,
        `${prefix}/users/${member}`,
        `${prefix}/users/${member}/followers`,
        `${prefix}/users/${chef}`,
        `${prefix}/faq`,
        `${prefix}/about`,
        `${prefix}/sign-in`,
        `${prefix}/auth/verify-email-success`,
        `${prefix}/receta/no-existe-esta-receta`,
      ];
      for (const path of paths) await checkPage(page, path, locale);
      // The search chips read the thresholds in the page's language and number.
      await page.goto(`${prefix}/buscar/?q=pollo&min_rating=4.5&servings_min=1`);
      await expect(page.locator('[data-filter-chip="minRating"]')).toContainText(locale === "es" ? "4,5" : "4.5");
      await expect(page.locator('[data-filter-chip="servingsMin"]')).toHaveText(new RegExp(`^${t("search:chip.servingsMin", { count: 1, value: 1 })}`));
    });

    test("a member's pages: dashboard with their activity, feed, notifications, settings", async ({ signedInPage }) => {
      test.slow();
      const page = await signedInPage({ as: member, locale });
      for (const path of [`${prefix}/user/dashboard`, `${prefix}/feed`, `${prefix}/notifications`, `${prefix}/settings/notifications`, `${prefix}/users/${member}`]) {
        await checkPage(page, path, locale);
      }
      // The dashboard shows what the member did, newest first: their reviews, follows and follower.
      await page.goto(`${prefix}/user/dashboard`);
      await expect(page.getByText(t("settings:dashboard.activity.empty"))).toHaveCount(0);
      const activity = page.locator("[data-activity-list] > li");
      await expect(page.locator('[data-activity="review_written"]').first()).toBeVisible();
      await expect(page.locator('[data-activity="followed"]').first()).toBeVisible();
      const times = await activity.locator("time").evaluateAll((elements) => elements.map((element) => element.getAttribute("datetime")!));
      expect(times.length).toBeGreaterThan(5);
      expect(times).toEqual([...times].sort().reverse());
    });
  });
}

test.describe("placeholders fit their fields", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px, in both languages`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      for (const prefix of ["", "/en"]) {
        for (const path of [`${prefix}/`, `${prefix}/buscar/`]) {
          await page.goto(path);
          const cut = await page.evaluate(() => {
            const canvas = document.createElement("canvas").getContext("2d")!;
            return [...document.querySelectorAll<HTMLInputElement>("input[placeholder]")]
              .filter((input) => input.offsetParent !== null && input.clientWidth > 0)
              .flatMap((input) => {
                const style = getComputedStyle(input);
                canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
                const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
                const needed = canvas.measureText(input.placeholder).width;
                return needed > room ? [`${input.name || input.id}: "${input.placeholder}" needs ${Math.ceil(needed)} px, has ${Math.floor(room)}`] : [];
              });
          });
          expect(cut, `${path} at ${viewport.width} px`).toEqual([]);
        }
      }
      await context.close();
    });
  }
});
