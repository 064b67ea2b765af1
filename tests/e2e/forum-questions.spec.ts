import { expect, newMember, test } from "./fixtures";
import { labels } from "./labels";
import { expectNoAxeViolations } from "./support";

/**
 * Questions where the cook is and forum search (decision 095): a recipe page lists the demo's
 * questions about it, solved first, in Spanish and English, and offers to ask one; a new member asks
 * from there (the recipe chosen), their question waits for a moderator (decision 094) and the recipe
 * page shows it once approved; a visitor's search on /forums, with
 * or without JavaScript, finds a thread by a word typed without its accent; a recipe search for an
 * ingredient lists the threads about it (decision 099).
 */
const es = labels("es");
const en = labels("en");

test("a recipe page lists its questions, solved first, in Spanish and English, and sends a visitor who asks to sign in", async ({ page }) => {
  await page.goto("/receta/tortilla-de-patatas");
  const block = page.locator("[data-recipe-questions]");
  await expect(block.getByRole("heading", { level: 2, name: es.t("recipe:questions.title") })).toBeVisible();
  const first = block.locator("[data-recipe-question]").first();
  await expect(first).toContainText(es.t("recipe:questions.solved"));
  await expect(block.locator("[data-recipe-question]", { hasText: "¿Cómo consigo que la tortilla quede jugosa por dentro?" })).toContainText(
    es.t("recipe:questions.answers", { count: 3 }),
  );
  await expectNoAxeViolations(page);

  await block.getByRole("link", { name: "Which potatoes work best for a Spanish omelette?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Which potatoes work best for a Spanish omelette?");

  await page.goto("/en/receta/tortilla-de-patatas");
  const english = page.locator("[data-recipe-questions]");
  await expect(english.getByRole("heading", { level: 2, name: en.t("recipe:questions.title") })).toBeVisible();
  await english.getByRole("link", { name: en.t("recipe:questions.ask") }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fen%2Fforums%2Ft%2Fnew%3Freceta%3Dtortilla-de-patatas$/);
});

test("a new member asks about a recipe from its page without JavaScript; the recipe page shows the question once a moderator approves it", async ({ page, signedInPage }) => {
  const stamp = Date.now();
  const member = newMember({ name: `Pregunta Receta ${stamp}` });
  const cook = await signedInPage({ as: member, javaScript: false });
  await cook.goto("/receta/gazpacho-andaluz");
  await cook
    .locator("[data-recipe-questions]")
    .getByRole("link", { name: es.t("recipe:questions.ask") })
    .click();
  await expect(cook).toHaveURL("/forums/t/new?receta=gazpacho-andaluz");
  const form = cook.locator("[data-new-thread-form]");
  await expect(form.getByLabel(es.t("forums:newForm.recipe"))).toHaveValue("gazpacho-andaluz");
  await form.getByLabel(es.t("forums:newForm.category")).selectOption("dudas-de-cocina");
  const title = `¿Se puede congelar el gazpacho? ${stamp}`;
  await form.getByLabel(es.t("forums:newForm.threadTitle")).fill(title);
  await form.getByLabel(es.t("forums:newForm.text")).fill("Me ha sobrado mucho y no sé si aguanta en el congelador.");

  // A recipe that is not ours is refused on its field, and what was typed stays.
  await form.getByLabel(es.t("forums:newForm.recipe")).fill("https://example.com/receta/no-existe-esta-receta");
  await form.getByRole("button", { name: es.t("forums:newForm.submit") }).click();
  await expect(cook.locator("[data-field-error='recipe']")).toBeVisible();
  await expect(form.getByLabel(es.t("forums:newForm.threadTitle"))).toHaveValue(title);

  await form.getByLabel(es.t("forums:newForm.recipe")).fill("http://localhost/receta/gazpacho-andaluz");
  await form.getByRole("button", { name: es.t("forums:newForm.submit") }).click();
  await expect(cook.getByRole("heading", { level: 1 })).toHaveText(title);

  // A new member's first post waits for a moderator (decision 094): they see it marked, and it is
  // on nobody's recipe page yet, theirs included (the list is one public answer).
  await expect(cook.locator("[data-held-post]")).toContainText(es.t("forums:held.label"));
  await page.goto("/receta/gazpacho-andaluz");
  await expect(page.locator("[data-recipe-questions]")).toBeVisible();
  await expect(page.locator("[data-recipe-questions]").getByRole("link", { name: title })).toHaveCount(0);
  await cook.goto("/receta/gazpacho-andaluz");
  await expect(cook.locator("[data-recipe-questions]").getByRole("link", { name: title })).toHaveCount(0);

  const moderator = await signedInPage({ as: "ines-calvo", javaScript: false });
  await moderator.goto("/admin/moderation");
  await moderator
    .locator("[data-held-post]", { hasText: title })
    .getByRole("button", { name: es.t("admin:moderation.approveNamed", { name: member.name, title }) })
    .click();
  await expect(moderator.getByRole("status")).toHaveText(es.t("admin:moderation.notice.approved"));

  // Approved, it is on the recipe page at once: the page kept before is not served again.
  await page.reload();
  await expect(page.locator("[data-recipe-questions]").getByRole("link", { name: title })).toBeVisible();
  await cook.reload();
  await expect(cook.locator("[data-recipe-questions]").getByRole("link", { name: title })).toBeVisible();
});

test("a visitor's search on /forums finds a thread by a word typed without its accent, with and without JavaScript", async ({ page, browser }) => {
  await page.goto("/forums");
  const box = page.locator("[data-forum-search]");
  await box.getByLabel(es.t("forums:search.label")).fill("croquetas jamon");
  await box.getByRole("button", { name: es.t("forums:search.submit") }).click();
  await expect(page).toHaveURL("/forums?q=croquetas+jamon");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.t("forums:search.title", { q: "croquetas jamon" }));
  const result = page.locator("[data-forum-search-result]", { hasText: "Las croquetas de jamón se me abren al freírlas" });
  await expect(result).toBeVisible();
  await expect(result.locator("mark", { hasText: "jamón" }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Without JavaScript, from a category's page: the box narrows the search to it.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto("/en/forums/c/tecnicas");
  const inCategory = plain.locator("[data-forum-search]");
  await inCategory.getByLabel(en.t("forums:search.labelIn", { category: "Techniques" })).fill("bechamel");
  await inCategory.getByRole("button", { name: en.t("forums:search.submit") }).click();
  await expect(plain).toHaveURL("/en/forums?category=tecnicas&q=bechamel");
  await expect(plain.locator("[data-forum-search-result]", { hasText: "Las croquetas de jamón se me abren al freírlas" })).toBeVisible();
  await plain.goto("/en/forums?q=zzzqqqxxx");
  await expect(plain.locator("[data-forum-search-empty]")).toHaveText(en.t("forums:search.empty"));
  await context.close();
});

test("a recipe search for an ingredient lists the forum's threads about it, in Spanish and English, with a link to more", async ({ page }) => {
  await page.goto("/buscar/?include_ingredients=patata");
  const block = page.locator("[data-ingredient-threads='patata']");
  await expect(block.getByRole("heading", { level: 2 })).toHaveText(/^Hilos del foro sobre patata$/i);
  await expect(block.getByRole("link", { name: "¿Cómo consigo que la tortilla quede jugosa por dentro?" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/en/search?include_ingredients=patata");
  const english = page.locator("[data-ingredient-threads='patata']");
  await expect(english.getByRole("heading", { level: 2 })).toHaveText(/^Forum threads about potato$/i);
  await english.locator("[data-more-ingredient-threads]").click();
  await expect(page).toHaveURL(/\/en\/forums\?q=potato$/i);
  await expect(page.locator("[data-forum-search-result]", { hasText: "Which potatoes work best for a Spanish omelette?" })).toBeVisible();
});
