import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_PASSWORD, members } from "../../api/seed/data/people";
import { expect, journeysInTurn, newMember, test } from "./fixtures";
import { labels, type Locale } from "./labels";
import { expectNoAxeViolations, gotoHydrated } from "./support";

/**
 * Saved recipes ("Guardar"), as a new member finds them: save from a recipe's page and from a card,
 * find them on /user/saved-recipes newest first with their count in the account menu, unsave, page
 * through them; in both languages, with and without JavaScript. A visitor pressing "Guardar" signs in
 * and comes back to the recipe, and pages kept for visitors never carry a member's saves.
 */

interface PickedRecipe {
  id: number;
  slug: string;
  title: string;
}

function textsIn(locale: Locale) {
  const { prefix, t } = labels(locale);
  const named = (state: "save" | "saved", title: string) => `${t(`common:savedRecipes.${state}`)}${t("common:savedRecipes.recipeHint", { title })}`;
  return {
    prefix,
    save: (title: string) => named("save", title),
    saved: (title: string) => named("saved", title),
    signInInvitation: t("recipe:actions.signIn"),
    title: t("saved-recipes:title"),
    count: (count: number) => t("saved-recipes:count", { count }),
    emptyTitle: t("saved-recipes:empty.title"),
    browse: t("saved-recipes:empty.browse"),
    more: t("saved-recipes:more"),
    newest: t("saved-recipes:newest"),
    menu: t("common:savedRecipes.menu"),
    email: t("auth:fields.email"),
    password: t("auth:fields.password"),
    signIn: t("auth:signIn.submit"),
  };
}

/** Published recipes from a page of the listing, in the listing's language; each test takes its own page so no two pick the same. */
async function pickRecipes(request: APIRequestContext, locale: Locale, page: number, count: number): Promise<PickedRecipe[]> {
  const answer = (await (await request.get(`/api/recipes?page=${page}&limit=${count}&locale=${locale}`)).json()) as { data: PickedRecipe[] };
  expect(answer.data.length).toBe(count);
  return answer.data.map(({ id, slug, title }) => ({ id, slug, title }));
}

/** The count the account menu shows next to "Recetas guardadas". */
async function menuCount(page: Page): Promise<string | null> {
  await page.locator("[data-account-menu]").click();
  const count = page.locator("[data-saved-recipes-count]");
  await expect(count).toBeVisible();
  const value = await count.getAttribute("data-saved-recipes-count");
  await page.locator("[data-account-menu]").click();
  return value;
}

async function savedSlugs(page: Page): Promise<string[]> {
  return page.locator("[data-saved-recipes] [data-recipe-card]").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-recipe-card") ?? ""));
}

for (const locale of ["es", "en"] as const) {
  const text = textsIn(locale);
  // The same journeys in both languages: each runs in one, in turn.
  const inThisTurn = journeysInTurn(locale);

  if (inThisTurn())
    test(`${locale}: a new member saves three recipes from recipe pages and a card, finds them newest first, and unsaves one`, async ({ signedInPage, request }) => {
      const [first, second] = await pickRecipes(request, locale, locale === "es" ? 3 : 4, 2);
      const page = await signedInPage({ as: newMember(), locale });

      // Nothing saved yet: the page says what to do next.
      await page.goto(`${text.prefix}/user/saved-recipes`);
      await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByRole("heading", { name: text.emptyTitle })).toBeVisible();
      await expect(page.getByRole("link", { name: text.browse })).toHaveAttribute("href", `${text.prefix}/recetas/`);
      await expectNoAxeViolations(page);
      expect(await menuCount(page)).toBe("0");

      // Two from their pages: the button flips at once and stays after the page is loaded again.
      for (const recipe of [first!, second!]) {
        await gotoHydrated(page, `${text.prefix}/receta/${recipe.slug}`);
        const button = page.getByRole("button", { name: text.save(recipe.title), exact: true });
        await expect(button).toHaveAttribute("aria-pressed", "false");
        await button.click();
        await expect(page.getByRole("button", { name: text.saved(recipe.title), exact: true })).toHaveAttribute("aria-pressed", "true");
        await expect(page).toHaveURL(`${text.prefix}/receta/${recipe.slug}`);
      }
      await page.reload();
      await expect(page.getByRole("button", { name: text.saved(second!.title), exact: true })).toHaveAttribute("aria-pressed", "true");
      await expectNoAxeViolations(page);

      // One from a card on the home page.
      await gotoHydrated(page, `${text.prefix}/`);
      const card = page
        .locator("[data-recipe-card]")
        .filter({ hasNot: page.locator('[data-save-recipe="saved"]') })
        .first();
      const third = await card.getAttribute("data-recipe-card");
      await card.locator('[data-save-recipe="save"]').click();
      await expect(page.locator(`[data-recipe-card="${third}"] [data-save-recipe]`).first()).toHaveAttribute("aria-pressed", "true");
      await expect.poll(() => menuCount(page)).toBe("3");
      await expectNoAxeViolations(page);

      await page.goto(`${text.prefix}/user/saved-recipes`);
      await expect(page.getByText(text.count(3))).toBeVisible();
      expect(await savedSlugs(page)).toEqual([third, second!.slug, first!.slug]);
      await expectNoAxeViolations(page);

      // Unsaving from the list: the card goes, the count follows.
      await page.getByRole("button", { name: text.saved(first!.title), exact: true }).click();
      await expect.poll(() => savedSlugs(page)).toEqual([third, second!.slug]);
      await expect(page.getByText(text.count(2))).toBeVisible();
      expect(await menuCount(page)).toBe("2");
      await page.goto(`${text.prefix}/receta/${first!.slug}`);
      await expect(page.getByRole("button", { name: text.save(first!.title), exact: true })).toHaveAttribute("aria-pressed", "false");
    });

  if (inThisTurn())
    test(`${locale}: without JavaScript, saving and unsaving come back to the page, and "more" pages through`, async ({ signedInPage, request, playwright, baseURL }) => {
      const member = newMember();
      const [fromPage, ...others] = await pickRecipes(request, locale, locale === "es" ? 5 : 6, 27);
      const page = await signedInPage({ as: member, locale, javaScript: false });

      await page.goto(`${text.prefix}/receta/${fromPage!.slug}`);
      await page.getByRole("button", { name: text.save(fromPage!.title), exact: true }).click();
      await expect(page).toHaveURL(`${text.prefix}/receta/${fromPage!.slug}`);
      await expect(page.getByRole("button", { name: text.saved(fromPage!.title), exact: true })).toHaveAttribute("aria-pressed", "true");

      await page.goto(`${text.prefix}/`);
      const card = page
        .locator("[data-recipe-card]")
        .filter({ hasNot: page.locator('[data-save-recipe="saved"]') })
        .first();
      const fromCard = await card.getAttribute("data-recipe-card");
      await card.locator('[data-save-recipe="save"]').click();
      await expect(page).toHaveURL(text.prefix || "/");
      await expect(page.locator(`[data-recipe-card="${fromCard}"] [data-save-recipe]`).first()).toHaveAttribute("aria-pressed", "true");

      await page.goto(`${text.prefix}/user/saved-recipes`);
      expect(await savedSlugs(page)).toEqual([fromCard, fromPage!.slug]);
      await page.getByRole("button", { name: text.saved(fromPage!.title), exact: true }).click();
      await expect(page).toHaveURL(`${text.prefix}/user/saved-recipes`);
      // The same address before and after the post: wait for the page the post came back to.
      await expect.poll(() => savedSlugs(page)).toEqual([fromCard]);

      // 26 saves (through the API, as the member): 24 on the first page, then "more" by a plain link.
      const api = await playwright.request.newContext({ baseURL });
      const { token } = (await (await api.post("/api/auth/login", { data: { email: member.email, password: member.password } })).json()) as { token: string };
      for (const recipe of others.slice(0, 25)) {
        expect((await api.post(`/api/recipes/${recipe.slug}/save`, { headers: { Authorization: `Bearer ${token}`, Accept: "application/json" } })).status()).toBe(200);
      }
      await api.dispose();
      await page.goto(`${text.prefix}/user/saved-recipes`);
      await expect(page.getByText(text.count(26))).toBeVisible();
      const firstPage = await savedSlugs(page);
      expect(firstPage).toHaveLength(24);
      await page.getByRole("link", { name: text.more }).click();
      await expect(page).toHaveURL(/\?cursor=/);
      // The second page: a way back to the newest, no further page.
      await expect(page.getByRole("link", { name: text.newest })).toBeVisible();
      const secondPage = await savedSlugs(page);
      expect([...firstPage, ...secondPage]).toEqual([
        ...others
          .slice(0, 25)
          .map((recipe) => recipe.slug)
          .reverse(),
        fromCard,
      ]);
      await expect(page.getByRole("link", { name: text.more })).toHaveCount(0);
    });
}

test("a visitor pressing Guardar signs in and comes back to the recipe; visitors' pages carry no member's saves", async ({ page, signedInPage, request }) => {
  const es = textsIn("es");
  const [recipe] = await pickRecipes(request, "es", 7, 1);
  // A member saves it first: nothing of that may reach a visitor's page.
  const member = await signedInPage({ as: newMember(), locale: "es" });
  await gotoHydrated(member, `/receta/${recipe!.slug}`);
  await member.getByRole("button", { name: es.save(recipe!.title), exact: true }).click();
  await expect(member.getByRole("button", { name: es.saved(recipe!.title), exact: true })).toBeVisible();

  await page.goto(`/receta/${recipe!.slug}`);
  await expect(page.locator("[data-save-recipe]")).toHaveCount(0);
  await page.goto("/");
  await expect(page.locator("[data-recipe-card]").first()).toBeVisible();
  await expect(page.locator("[data-save-recipe], [data-save-recipe-form]")).toHaveCount(0);

  await page.goto(`/receta/${recipe!.slug}`);
  await page.getByRole("link", { name: es.signInInvitation, exact: true }).click();
  await expect(page).toHaveURL(`/sign-in?redirectTo=${encodeURIComponent(`/receta/${recipe!.slug}`)}`);
  // A demo member signs in on the page the link opened (their saves come from the demo content).
  const demo = members.find((member) => member.username === "nuria-puig")!;
  await page.getByLabel(es.email).fill(demo.email);
  await page.getByRole("textbox", { name: es.password, exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: es.signIn }).click();
  await expect(page).toHaveURL(`/receta/${recipe!.slug}`);
  await expect(page.getByRole("button", { name: new RegExp(`^(?:${es.save(recipe!.title)}|${es.saved(recipe!.title)})$`) })).toBeVisible();
});
