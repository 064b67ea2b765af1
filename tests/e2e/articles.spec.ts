import { expect, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations, gotoHydrated } from "./support";

/**
 * Articles (issue 34, decision 103): a visitor reads the list and an article in Spanish, the same
 * article and a plus-only one's preview in English, and finds articles in the search's group.
 */
const es = labels("es");
const en = labels("en");

test("a visitor reads articles in Spanish and English and finds them in the search", async ({ page }) => {
  await gotoHydrated(page, "/articles");
  await expect(page.getByRole("heading", { level: 1, name: es.t("articles:title") })).toBeVisible();
  await expect(page.locator("[data-article-card]")).toHaveCount(12);
  await expectNoAxeViolations(page);

  await page.locator("[data-article-kind='ingredient']").click();
  await expect(page).toHaveURL("/articles?kind=ingredient");
  await expect(page.locator("[data-article-card]")).toHaveCount(6);

  await page.getByRole("link", { name: "Azafrán: el oro rojo de la despensa" }).click();
  await expect(page).toHaveURL("/articles/azafran-el-oro-rojo-de-la-despensa");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Azafrán: el oro rojo de la despensa");
  await expect(page.locator("[data-reading-time]")).toHaveText(es.t("articles:readingTime", { count: 1 }));
  await expect(page.locator("[data-article-body] [data-recipe-card='paella-valenciana']")).toBeVisible();
  await expect(page.locator("[data-related-recipes] [data-recipe-card]")).toHaveCount(3);
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(data.some((block) => block.includes('"@type":"Article"'))).toBe(true);
  expect(data.some((block) => block.includes('"BreadcrumbList"'))).toBe(true);
  await expectNoAxeViolations(page);

  await gotoHydrated(page, "/en/articles/azafran-el-oro-rojo-de-la-despensa");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Saffron: the red gold of the pantry");
  await expect(page.locator("[data-article-body] h2").first()).toHaveText("How to spot the good stuff");

  // A plus-only article: its opening and the note, not its end.
  await gotoHydrated(page, "/en/articles/jamon-iberico-como-leer-la-etiqueta");
  await expect(page.locator("[data-plus-preview]")).toContainText(en.t("articles:plus.title"));
  await expect(page.locator("[data-article-body]")).toContainText("The four colours");
  await expect(page.locator("[data-article-body]")).not.toContainText("cocido");
  await expectNoAxeViolations(page);

  await gotoHydrated(page, "/buscar/?q=azafran");
  const group = page.locator("[data-article-results]");
  await expect(group.getByRole("heading", { level: 2, name: es.t("articles:search.title") })).toBeVisible();
  await expect(group.locator("[data-article-card='azafran-el-oro-rojo-de-la-despensa'] mark").first()).toBeVisible();
  await expectNoAxeViolations(page);
});
